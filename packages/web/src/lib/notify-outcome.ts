import { errorMessage } from './api-error.ts';

/** What a screen says about a call it made: a notification or an alert's severity and words. */
export interface OutcomeMessage {
  severity: 'success' | 'error';
  text: string;
}

/**
 * A call's outcome told through `notify`: `success` once it succeeds, otherwise the server's
 * reason, or `failed` where it gives none. Goes into a mutation's `mutate` options.
 */
export function notifyOutcome(notify: (message: OutcomeMessage) => void, success: string, failed: string) {
  return {
    onSuccess: () => notify({ severity: 'success', text: success }),
    onError: (error: unknown) => notify({ severity: 'error', text: errorMessage(error, failed) }),
  };
}
