import { z } from 'zod';

/** An A4 page, or an 80 mm receipt strip. */
export const PDF_LAYOUTS = ['a4', 'receipt'] as const;
export type PdfLayout = (typeof PDF_LAYOUTS)[number];

/** `GET /invoices/{id}/pdf` and `GET /credit-memos/{id}/pdf`: A4 unless a receipt is asked for. */
export const documentPdfQuerySchema = z.object({ layout: z.enum(PDF_LAYOUTS).default('a4') });
export type DocumentPdfQuery = z.input<typeof documentPdfQuerySchema>;

/** A short-lived signed link to the PDF; it needs no sign-in, so it opens in a new tab. */
export const documentPdfLinkSchema = z.object({ url: z.string() });
export type DocumentPdfLink = z.infer<typeof documentPdfLinkSchema>;
