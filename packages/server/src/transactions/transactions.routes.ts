import { Readable } from 'node:stream';
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
import { errorResponses, idParams, procedureIdParams } from '../http/route-schemas.ts';
import type { TransactionsService } from './transactions.service.ts';

const base = '/procedure-transactions';
const tags = ['transactions'];
const read = { capability: 'transaction.read' } as const;
const write = { capability: 'transaction.write' } as const;

export const transactionsRoutes: FastifyPluginAsyncZod<{ transactions: TransactionsService }> = async (
  app,
  { transactions },
) => {
  const listSchema = {
    tags,
    querystring: transactionListQuerySchema,
    response: { 200: transactionListResponseSchema, ...errorResponses },
  };
  app.get(base, { config: read, schema: listSchema }, (request) => transactions.list(request.query));
  // 200 like every other create of the API (patients, procedures, invites).
  app.post(
    base,
    {
      config: write,
      schema: { tags, body: createTransactionInputSchema, response: { 200: transactionSchema, ...errorResponses } },
    },
    (request) => transactions.create(currentUser(request), request.body),
  );

  app.get(
    `${base}/dashboard/stats`,
    {
      config: read,
      schema: {
        tags,
        querystring: dashboardStatsQuerySchema,
        response: { 200: dashboardStatsSchema, ...errorResponses },
      },
    },
    (request) => transactions.dashboardStats(request.query),
  );

  // Beside the spec's dashboard stats: the chart honours every filter the list does.
  app.get(
    `${base}/amounts-over-time`,
    {
      config: read,
      schema: {
        tags,
        querystring: amountsOverTimeQuerySchema,
        response: { 200: amountsOverTimeSchema, ...errorResponses },
      },
    },
    (request) => transactions.amountsOverTime(request.query),
  );

  app.get(
    `${base}/export/csv`,
    {
      config: { capability: 'transaction.export' },
      schema: {
        tags,
        querystring: exportQuerySchema,
        produces: ['text/csv'],
      },
    },
    (request, reply) => {
      const { fileName, chunks } = transactions.exportCsv(request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(chunks));
    },
  );

  app.get(
    `${base}/procedure/:procedureId`,
    {
      config: read,
      schema: { tags, params: procedureIdParams, response: { 200: transactionSchema, ...errorResponses } },
    },
    (request) => transactions.getByProcedure(request.params.procedureId),
  );

  app.get(
    `${base}/:id`,
    { config: read, schema: { tags, params: idParams, response: { 200: transactionSchema, ...errorResponses } } },
    (request) => transactions.get(request.params.id),
  );

  app.put(
    `${base}/:id`,
    {
      config: write,
      schema: {
        tags,
        params: idParams,
        body: updateTransactionInputSchema,
        response: { 200: transactionSchema, ...errorResponses },
      },
    },
    (request) => transactions.update(currentUser(request), request.params.id, request.body),
  );

  app.delete(
    `${base}/:id`,
    {
      config: { capability: 'transaction.delete' },
      schema: { tags, params: idParams, response: { 200: messageResponseSchema, ...errorResponses } },
    },
    async (request) => {
      await transactions.remove(currentUser(request), request.params.id);
      return { message: TRANSACTION_MESSAGES.deleted };
    },
  );
};
