/** Schemas many route files declare the same way: error responses and numeric id path params. */
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

const positiveId = recordIdSchema();
export const idParams = z.object({ id: positiveId });
export const patientIdParams = z.object({ patientId: positiveId });
export const procedureIdParams = z.object({ procedureId: positiveId });
