import {
  BILLING_MESSAGES,
  billableProductListSchema,
  billingDayQuerySchema,
  billingDaySchema,
  chainCheckSchema,
  dayCloseInputSchema,
  creditMemoInputSchema,
  documentPdfLinkSchema,
  documentPdfQuerySchema,
  PDF_LAYOUTS,
  creditMemoSchema,
  draftInvoiceInputSchema,
  invoiceListQuerySchema,
  invoiceListResponseSchema,
  invoiceSchema,
  paymentInputSchema,
  voidInvoiceInputSchema,
  messageResponseSchema,
} from '@clinic/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../http/auth-guard.ts';
import { idParams, routeOptionsFor } from '../http/route-schemas.ts';
import { sendPrivateFile, signedFileRoute } from '../http/signed-file.ts';
import type { CreditMemosService } from './credit-memos.service.ts';
import type { DayCloseService } from './day-close.service.ts';
import type { DocumentPdfsService } from './document-pdfs.service.ts';
import type { InvoicesService } from './invoices.service.ts';
import type { PriceListService } from './price-list.service.ts';

const read = { capability: 'invoice.read' } as const;
const write = { capability: 'invoice.write' } as const;
const route = routeOptionsFor('billing');

const fileParams = z.object({ layout: z.enum(PDF_LAYOUTS), token: z.string().max(200) });

const sendPdf = (reply: FastifyReply, { number, pdf }: { number: string; pdf: Buffer }) =>
  sendPrivateFile(reply, {
    contentType: 'application/pdf',
    contentDisposition: `inline; filename="${number}.pdf"`,
    size: pdf.length,
    stream: Readable.from(pdf),
  });

export const billingRoutes: FastifyPluginAsyncZod<{
  invoices: InvoicesService;
  creditMemos: CreditMemosService;
  dayClose: DayCloseService;
  pdfs: DocumentPdfsService;
  priceList: PriceListService;
}> = async (app, { invoices, creditMemos, dayClose, pdfs, priceList }) => {
  app.get('/price-list/products', route(read, { reply: billableProductListSchema }), () => priceList.products());

  app.get(
    '/invoices',
    route(read, { querystring: invoiceListQuerySchema, reply: invoiceListResponseSchema }),
    (request) => invoices.list(request.query),
  );

  app.post('/invoices', route(write, { body: draftInvoiceInputSchema, reply: invoiceSchema }), (request) =>
    invoices.create(currentUser(request), request.body),
  );

  app.get('/invoices/chain-check', route({ capability: 'invoice.verifyChain' }, { reply: chainCheckSchema }), () =>
    invoices.checkChains(),
  );

  app.get('/invoices/:id', route(read, { params: idParams, reply: invoiceSchema }), (request) =>
    invoices.get(request.params.id),
  );

  app.put(
    '/invoices/:id',
    route(write, { params: idParams, body: draftInvoiceInputSchema, reply: invoiceSchema }),
    (request) => invoices.update(currentUser(request), request.params.id, request.body),
  );

  app.delete('/invoices/:id', route(write, { params: idParams, reply: messageResponseSchema }), async (request) => {
    await invoices.remove(currentUser(request), request.params.id);
    return { message: BILLING_MESSAGES.draftDeleted };
  });

  app.post('/invoices/:id/issue', route(write, { params: idParams, reply: invoiceSchema }), (request) =>
    invoices.issue(currentUser(request), request.params.id),
  );

  app.post(
    '/invoices/:id/payments',
    route(write, { params: idParams, body: paymentInputSchema, reply: invoiceSchema }),
    (request) => invoices.pay(currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/invoices/:id/void',
    route({ capability: 'invoice.void' }, { params: idParams, body: voidInvoiceInputSchema, reply: invoiceSchema }),
    (request) => invoices.void(currentUser(request), request.params.id, request.body.reason),
  );

  app.post(
    '/invoices/:id/credit-memos',
    route(
      { capability: 'invoice.creditMemo' },
      { params: idParams, body: creditMemoInputSchema, reply: creditMemoSchema },
    ),
    (request) => creditMemos.create(currentUser(request), request.params.id, request.body),
  );

  app.get('/credit-memos/:id', route(read, { params: idParams, reply: creditMemoSchema }), (request) =>
    creditMemos.get(request.params.id),
  );

  app.get(
    '/invoices/:id/pdf',
    route(read, { params: idParams, querystring: documentPdfQuerySchema, reply: documentPdfLinkSchema }),
    async (request) => {
      const { layout } = request.query;
      const token = await pdfs.invoiceLink(currentUser(request), request.params.id, layout);
      return { url: `${app.prefix}/invoice-files/${layout}/${token}` };
    },
  );

  app.get('/invoice-files/:layout/:token', signedFileRoute('billing', fileParams), async (request, reply) =>
    sendPdf(reply, await pdfs.invoicePdf(request.params.layout, request.params.token)),
  );

  app.get(
    '/credit-memos/:id/pdf',
    route(read, { params: idParams, querystring: documentPdfQuerySchema, reply: documentPdfLinkSchema }),
    async (request) => {
      const { layout } = request.query;
      const token = await pdfs.creditMemoLink(currentUser(request), request.params.id, layout);
      return { url: `${app.prefix}/credit-memo-files/${layout}/${token}` };
    },
  );

  app.get('/credit-memo-files/:layout/:token', signedFileRoute('billing', fileParams), async (request, reply) =>
    sendPdf(reply, await pdfs.creditMemoPdf(request.params.layout, request.params.token)),
  );

  app.get('/billing/day', route(read, { querystring: billingDayQuerySchema, reply: billingDaySchema }), (request) =>
    dayClose.day(request.query.date),
  );

  app.post('/billing/day/close', route(write, { body: dayCloseInputSchema, reply: billingDaySchema }), (request) =>
    dayClose.close(currentUser(request), request.body),
  );
};
