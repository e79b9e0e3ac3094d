import { Readable } from 'node:stream';
import {
  adjustmentInputSchema,
  inventoryResponseSchema,
  lotDetailSchema,
  lotInputSchema,
  lotRecipientsResponseSchema,
  lotSchema,
  productDetailSchema,
  productInputSchema,
  productSchema,
} from '@clinic/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../http/auth-guard.ts';
import { errorResponses, idParams } from '../http/route-schemas.ts';
import type { InventoryService } from './inventory.service.ts';

const read = { capability: 'inventory.read' } as const;
const manage = { capability: 'inventory.manage' } as const;
const tags = ['inventory'];

export const inventoryRoutes: FastifyPluginAsyncZod<{ inventory: InventoryService }> = async (app, { inventory }) => {
  app.get(
    '/inventory',
    { config: read, schema: { tags, response: { 200: inventoryResponseSchema, ...errorResponses } } },
    () => inventory.inventory(),
  );

  app.get(
    '/products',
    { config: read, schema: { tags, response: { 200: inventoryResponseSchema, ...errorResponses } } },
    () => inventory.inventory(),
  );

  app.post(
    '/products',
    { config: manage, schema: { tags, body: productInputSchema, response: { 200: productSchema, ...errorResponses } } },
    (request) => inventory.createProduct(currentUser(request), request.body),
  );

  app.get(
    '/products/:id',
    { config: read, schema: { tags, params: idParams, response: { 200: productDetailSchema, ...errorResponses } } },
    (request) => inventory.product(request.params.id),
  );

  app.put(
    '/products/:id',
    {
      config: manage,
      schema: { tags, params: idParams, body: productInputSchema, response: { 200: productSchema, ...errorResponses } },
    },
    (request) => inventory.updateProduct(currentUser(request), request.params.id, request.body),
  );

  app.get(
    '/products/:id/lots',
    {
      config: read,
      schema: { tags, params: idParams, response: { 200: z.object({ items: z.array(lotSchema) }), ...errorResponses } },
    },
    async (request) => ({ items: (await inventory.product(request.params.id)).lots }),
  );

  app.post(
    '/products/:id/lots',
    {
      config: manage,
      schema: { tags, params: idParams, body: lotInputSchema, response: { 200: lotSchema, ...errorResponses } },
    },
    (request) => inventory.createLot(currentUser(request), request.params.id, request.body),
  );

  app.get(
    '/lots/:id',
    { config: read, schema: { tags, params: idParams, response: { 200: lotDetailSchema, ...errorResponses } } },
    (request) => inventory.lot(request.params.id),
  );

  app.post(
    '/lots/:id/adjustments',
    {
      config: manage,
      schema: {
        tags,
        params: idParams,
        body: adjustmentInputSchema,
        response: { 200: z.object({ id: z.number().int(), lot: lotSchema }), ...errorResponses },
      },
    },
    (request) => inventory.adjust(currentUser(request), request.params.id, request.body),
  );

  app.get(
    '/lots/:id/recipients',
    {
      config: read,
      schema: { tags, params: idParams, response: { 200: lotRecipientsResponseSchema, ...errorResponses } },
    },
    async (request) => ({ items: await inventory.recipients(request.params.id) }),
  );

  app.get(
    '/lots/:id/recipients.csv',
    { config: read, schema: { tags, params: idParams, produces: ['text/csv'] } },
    async (request, reply) => {
      const { fileName, chunks } = await inventory.recipientsCsv(request.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(chunks));
    },
  );
};
