import { SCHEDULE_MESSAGES, can, clinicalFieldsIn } from '@clinic/contracts';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../http/auth-guard.ts';
import { forbidden } from '../http/app-error.ts';

/**
 * The front desk books and moves appointments but writes no clinical content: a request of theirs
 * naming a clinical field is refused whole (403), before validation, since the schemas would drop
 * an unknown `notes` and fill in empty medications without a word.
 */
export async function refuseClinicalContentOfFrontDesk(request: FastifyRequest): Promise<void> {
  if (can(currentUser(request).role, 'procedure.write')) return;
  const fields = clinicalFieldsIn(request.body);
  if (fields.length > 0) throw forbidden(SCHEDULE_MESSAGES.clinicalFieldsRefused(fields));
}
