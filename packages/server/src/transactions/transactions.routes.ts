import {
  TRANSACTION_MESSAGES,
  amountsOverTimeQuerySchema,
  amountsOverTimeSchema,
  createTransactionInputSchema,
  dashboardStatsQuerySchema,
  dashboardStatsSchema,
  exportQuerySchema,
  messageResponseSchema,
  transactionListQuerySchema,
  transactionListResponseSchema,
  transactionSchema,
  updateTransactionInputSchema,
} from '@clinic/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../http/auth-guard.ts';
import { CSV_DOWNLOAD_COMPRESSION, sendCsvDownload } from '../http/csv.ts';
import { idParams, messageWhenDone, procedureIdParams, routeOptionsFor } from '../http/route-schemas.ts';
import type { TransactionsService } from './transactions.service.ts';

const base = '/procedure-transactions';
const tags = ['transactions'];
const route = routeOptionsFor('transactions');
const read = { capability: 'transaction.read' } as const;
const write = { capability: 'transaction.write' } as const;

export const transactionsRoutes: FastifyPluginAsyncZod<{ transactions: TransactionsService }> = async (
  app,
  { transactions },
) => {
  app.get(
    base,
    route(read, { querystring: transactionListQuerySchema, reply: transactionListResponseSchema }),
    (request) => transactions.list(request.query),
  );
  // 200 like every other create of the API (patients, procedures, invites).
  app.post(base, route(write, { body: createTransactionInputSchema, reply: transactionSchema }), (request) =>
    transactions.create(currentUser(request), request.body),
  );

  app.get(
    `${base}/dashboard/stats`,
    route(read, { querystring: dashboardStatsQuerySchema, reply: dashboardStatsSchema }),
    (request) => transactions.dashboardStats(request.query),
  );

  // Beside the spec's dashboard stats: the chart honours every filter the list does.
  app.get(
    `${base}/amounts-over-time`,
    route(read, { querystring: amountsOverTimeQuerySchema, reply: amountsOverTimeSchema }),
    (request) => transactions.amountsOverTime(request.query),
  );

  app.get(
    `${base}/export/csv`,
    {
      config: { capability: 'transaction.export' },
      compress: CSV_DOWNLOAD_COMPRESSION,
      schema: {
        tags,
        querystring: exportQuerySchema,
        produces: ['text/csv'],
      },
    },
    (request, reply) => sendCsvDownload(reply, transactions.exportCsv(request.query)),
  );

  app.get(
    `${base}/procedure/:procedureId`,
    route(read, { params: procedureIdParams, reply: transactionSchema }),
    (request) => transactions.getByProcedure(request.params.procedureId),
  );

  app.get(`${base}/:id`, route(read, { params: idParams, reply: transactionSchema }), (request) =>
    transactions.get(request.params.id),
  );

  app.put(
    `${base}/:id`,
    route(write, { params: idParams, body: updateTransactionInputSchema, reply: transactionSchema }),
    (request) => transactions.update(currentUser(request), request.params.id, request.body),
  );

  app.delete(
    `${base}/:id`,
    route({ capability: 'transaction.delete' }, { params: idParams, reply: messageResponseSchema }),
    (request) =>
      messageWhenDone(transactions.remove(currentUser(request), request.params.id), TRANSACTION_MESSAGES.deleted),
  );
};
