import type { ConsentTemplate } from '@clinic/contracts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

/** A write to the templates; every consent answer is read again, since templates gate procedures. */
export function useConsentTemplateWrite<Input>(write: (input: Input) => Promise<ConsentTemplate>) {
  return useRefreshingMutation(write, 'consentTemplate');
}
