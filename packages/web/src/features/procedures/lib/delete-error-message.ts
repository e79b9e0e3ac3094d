import { PROCEDURE_MESSAGES } from '@clinic/contracts';
import { ApiError } from '../../../lib/api-error.ts';

/** The spec's delete failure texts: a refusal over a completed procedure reads differently. */
export function deleteErrorMessage(error: unknown): string {
  const detail = error instanceof ApiError && typeof error.detail === 'string' ? error.detail : '';
  return /completed procedure/i.test(detail)
    ? PROCEDURE_MESSAGES.deleteCompletedFailed
    : PROCEDURE_MESSAGES.deleteFailed;
}
