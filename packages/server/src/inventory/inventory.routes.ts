import {
  adjustmentInputSchema,
  adjustmentResponseSchema,
  lotListResponseSchema,
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
import { currentUser } from '../http/auth-guard.ts';
import { sendCsvDownload } from '../http/csv.ts';
import { idParams, routeOptionsFor } from '../http/route-schemas.ts';
import type { InventoryService } from './inventory.service.ts';

const read = { capability: 'inventory.read' } as const;
const manage = { capability: 'inventory.manage' } as const;
const route = routeOptionsFor('inventory');

export const inventoryRoutes: FastifyPluginAsyncZod<{ inventory: InventoryService }> = async (app, { inventory }) => {
  const inventoryList = route(read, { reply: inventoryResponseSchema });
  app.get('/inventory', inventoryList, () => inventory.inventory());
  app.get('/products', inventoryList, () => inventory.inventory());

  app.post('/products', route(manage, { body: productInputSchema, reply: productSchema }), (request) =>
    inventory.createProduct(currentUser(request), request.body),
  );

  app.get('/products/:id', route(read, { params: idParams, reply: productDetailSchema }), (request) =>
    inventory.product(request.params.id),
  );

  app.put(
    '/products/:id',
    route(manage, { params: idParams, body: productInputSchema, reply: productSchema }),
    (request) => inventory.updateProduct(currentUser(request), request.params.id, request.body),
  );

  app.get('/products/:id/lots', route(read, { params: idParams, reply: lotListResponseSchema }), async (request) => ({
    items: (await inventory.product(request.params.id)).lots,
  }));

  app.post(
    '/products/:id/lots',
    route(manage, { params: idParams, body: lotInputSchema, reply: lotSchema }),
    (request) => inventory.createLot(currentUser(request), request.params.id, request.body),
  );

  app.get('/lots/:id', route(read, { params: idParams, reply: lotDetailSchema }), (request) =>
    inventory.lot(request.params.id),
  );

  app.post(
    '/lots/:id/adjustments',
    route(manage, {
      params: idParams,
      body: adjustmentInputSchema,
      reply: adjustmentResponseSchema,
    }),
    (request) => inventory.adjust(currentUser(request), request.params.id, request.body),
  );

  app.get(
    '/lots/:id/recipients',
    route(read, { params: idParams, reply: lotRecipientsResponseSchema }),
    async (request) => ({ items: await inventory.recipients(request.params.id) }),
  );

  app.get(
    '/lots/:id/recipients.csv',
    { config: read, schema: { tags: ['inventory'], params: idParams, produces: ['text/csv'] } },
    async (request, reply) => sendCsvDownload(reply, await inventory.recipientsCsv(request.params.id)),
  );
};
