import { useMutation } from '@tanstack/react-query';
import type { Invoice, PdfLayout } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { openSignedLink } from '../../../lib/open-signed-link.ts';

/** Where a numbered document's PDF link is asked for: `/invoices/{id}/pdf` or `/credit-memos/{id}/pdf`. */
type PdfPath = `/${'invoices' | 'credit-memos'}/${number}/pdf`;

const pdfLink = (path: PdfPath, layout: PdfLayout) => api.get<{ url: string }>(`${path}?layout=${layout}`);

/** Opens a numbered document's PDF, A4 or the 80 mm receipt, through its short-lived signed link. */
const useOpenPdf = (path: PdfPath) =>
  useMutation({ mutationFn: (layout: PdfLayout) => openSignedLink(() => pdfLink(path, layout)) });

export const useOpenInvoicePdf = (invoiceId: number) => useOpenPdf(`/invoices/${invoiceId}/pdf`);

export const useOpenCreditMemoPdf = (memoId: number) => useOpenPdf(`/credit-memos/${memoId}/pdf`);

/**
 * Issue and print in one click: the receipt's tab opens with the click, as browsers allow, and shows
 * the receipt once the invoice is numbered; a refused issue closes it again.
 */
export async function issueAndPrint(issue: () => Promise<Invoice>): Promise<Invoice> {
  let issued: Invoice | undefined;
  try {
    await openSignedLink(async () => {
      issued = await issue();
      return pdfLink(`/invoices/${issued.id}/pdf`, 'receipt');
    });
  } catch (error) {
    // Numbered, and only the receipt's link failed: the invoice stands, and its page prints it.
    if (!issued) throw error;
  }
  return issued!;
}
