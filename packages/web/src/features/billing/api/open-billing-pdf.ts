import { useMutation } from '@tanstack/react-query';
import type { Invoice, PdfLayout } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { openSignedLink } from '../../../lib/open-signed-link.ts';

const pdfLink = (invoiceId: number, layout: PdfLayout) =>
  api.get<{ url: string }>(`/invoices/${invoiceId}/pdf?layout=${layout}`);

/** Opens an issued invoice's PDF, A4 or the 80 mm receipt, through its short-lived signed link. */
export const useOpenInvoicePdf = (invoiceId: number) =>
  useMutation({ mutationFn: (layout: PdfLayout) => openSignedLink(() => pdfLink(invoiceId, layout)) });

/**
 * Issue and print in one click: the receipt's tab opens with the click, as browsers allow, and shows
 * the receipt once the invoice is numbered; a refused issue closes it again.
 */
export async function issueAndPrint(issue: () => Promise<Invoice>): Promise<Invoice> {
  let issued: Invoice | undefined;
  try {
    await openSignedLink(async () => {
      issued = await issue();
      return pdfLink(issued.id, 'receipt');
    });
  } catch (error) {
    // Numbered, and only the receipt's link failed: the invoice stands, and its page prints it.
    if (!issued) throw error;
  }
  return issued!;
}
