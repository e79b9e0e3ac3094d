import { BILLING_MESSAGES, PDF_LAYOUTS, type Invoice, type PdfLayout } from '@clinic/contracts';
import { recordAudit, type Actor } from '../audit/audit-log.ts';
import type { ClinicSettingsService } from '../clinic-settings/clinic-settings.service.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { conflict, notFound } from '../http/app-error.ts';
import { createDownloadLinks, type DownloadLinks } from '../keys/download-links.ts';
import { readCreditMemo } from './credit-memos.service.ts';
import { renderDocumentPdf } from './invoice-pdf.ts';
import { readInvoice } from './invoices.service.ts';
import { printedCreditMemo, printedInvoice } from './printed-documents.ts';

type PrintedKind = 'invoice' | 'credit_memo';

/** Links signed apart per document and layout: a link opens only what it was made for. */
type PdfLinks = Record<PrintedKind, Record<PdfLayout, DownloadLinks>>;

export function createPdfLinks(key: Buffer, clock: Clock): PdfLinks {
  const byLayout = (kind: PrintedKind) =>
    Object.fromEntries(
      PDF_LAYOUTS.map((layout) => [layout, createDownloadLinks(key, clock, `${kind}-${layout}-pdf-links`)]),
    ) as Record<PdfLayout, DownloadLinks>;
  return { invoice: byLayout('invoice'), credit_memo: byLayout('credit_memo') };
}

interface DocumentPdfsDependencies {
  db: Database;
  clinicSettings: ClinicSettingsService;
  links: PdfLinks;
}

/** A file's grant names its patient, or 0 once the patient's record is archived. */
const grantPatient = (invoice: Invoice) => invoice.patient_id ?? 0;

/**
 * Invoices and credit memos as PDFs, rendered when opened from what is stored: an issued
 * document never changes, and a void one prints with VOID across it.
 */
export function createDocumentPdfsService({ db, clinicSettings, links }: DocumentPdfsDependencies) {
  async function printable(id: number): Promise<Invoice> {
    const invoice = await readInvoice(db, id);
    if (invoice.status === 'draft') throw conflict(BILLING_MESSAGES.draftCannotBePrinted);
    return invoice;
  }

  const audit = (
    actor: Actor,
    entity: 'invoice' | 'credit_memo',
    entityId: number,
    invoice: Invoice,
    layout: PdfLayout,
  ) =>
    recordAudit(db, {
      actor,
      entity,
      entityId,
      action: 'print',
      patientId: invoice.patient_id ?? undefined,
      changes: { layout },
    });

  function grantOf(kind: PrintedKind, layout: PdfLayout, token: string) {
    const grant = links[kind][layout].verify(token);
    if (!grant) throw notFound(BILLING_MESSAGES.pdfLinkInvalid);
    return grant;
  }

  return {
    async invoiceLink(actor: Actor, id: number, layout: PdfLayout): Promise<string> {
      const invoice = await printable(id);
      await audit(actor, 'invoice', id, invoice, layout);
      return links.invoice[layout].sign({ patientId: grantPatient(invoice), recordId: id });
    },

    async invoicePdf(layout: PdfLayout, token: string) {
      const grant = grantOf('invoice', layout, token);
      const invoice = await printable(grant.recordId);
      if (grantPatient(invoice) !== grant.patientId) throw notFound(BILLING_MESSAGES.invoiceNotFound);
      const document = printedInvoice(invoice, await clinicSettings.forInvoices());
      return { number: invoice.number!, pdf: await renderDocumentPdf(document, layout) };
    },

    async creditMemoLink(actor: Actor, id: number, layout: PdfLayout): Promise<string> {
      const memo = await readCreditMemo(db, id);
      const invoice = await readInvoice(db, memo.invoice_id);
      await audit(actor, 'credit_memo', id, invoice, layout);
      return links.credit_memo[layout].sign({ patientId: grantPatient(invoice), recordId: id });
    },

    async creditMemoPdf(layout: PdfLayout, token: string) {
      const grant = grantOf('credit_memo', layout, token);
      const memo = await readCreditMemo(db, grant.recordId);
      const invoice = await readInvoice(db, memo.invoice_id);
      if (grantPatient(invoice) !== grant.patientId) throw notFound(BILLING_MESSAGES.creditMemoNotFound);
      const document = printedCreditMemo(memo, invoice, await clinicSettings.forInvoices());
      return { number: memo.number, pdf: await renderDocumentPdf(document, layout) };
    },
  };
}

export type DocumentPdfsService = ReturnType<typeof createDocumentPdfsService>;
