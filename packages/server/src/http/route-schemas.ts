/** Schemas many route files declare the same way: error responses, numeric id path params, route options. */
import type { FastifyContextConfig } from 'fastify';
import { errorResponseSchema, recordIdSchema } from '@clinic/contracts';
import { z } from 'zod';

/** The `{ detail }` error body under each given status code. */
export function errorResponsesFor<Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof errorResponseSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as Record<
    Status,
    typeof errorResponseSchema
  >;
}

/** The errors a signed-in route over one record can answer with. */
export const errorResponses = errorResponsesFor(401, 403, 404, 409, 422);

/**
 * The errors of a route that reads an upload: besides those, a bad form, too large, a refused type,
 * the account's hourly upload limit reached, and a files disk nearly full.
 */
export const uploadErrorResponses = errorResponsesFor(400, 401, 403, 404, 409, 413, 415, 422, 429, 507);

const positiveId = recordIdSchema();
export const idParams = z.object({ id: positiveId });
export const patientIdParams = z.object({ patientId: positiveId });
export const procedureIdParams = z.object({ procedureId: positiveId });

/** What one route reads and what it answers with 200; each part in the OpenAPI order. */
interface RouteSchemas {
  description?: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** The parts of a multipart/form-data body the route reads itself (`openapi.ts` documents them). */
  form?: z.ZodType;
  reply: z.ZodType;
}

/**
 * The options of a feature's routes: `route(config, { params, body, reply })` stands for
 * `{ config, schema: { tags: [tag], params, body, response: { 200: reply, ...errors } } }`.
 */
export function routeOptionsFor<Errors extends Record<number, typeof errorResponseSchema> = typeof errorResponses>(
  tag: string,
  errors: Errors = errorResponses as Errors,
) {
  const tags = [tag];
  return <const Schemas extends RouteSchemas>(config: FastifyContextConfig, { reply, ...schema }: Schemas) => ({
    config,
    schema: { tags, ...schema, response: { 200: reply, ...errors } },
  });
}

/** The answer of a route that does one thing: `{ message }` once `work` is done. */
export async function messageWhenDone(work: Promise<unknown>, message: string): Promise<{ message: string }> {
  await work;
  return { message };
}
