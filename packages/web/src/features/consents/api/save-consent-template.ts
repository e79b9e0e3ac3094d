import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsentTemplate } from '@clinic/contracts';
import { consentKeys } from './consent-query-keys.ts';

/** A write to the templates; every consent answer is read again, since templates gate procedures. */
export function useConsentTemplateWrite<Input>(write: (input: Input) => Promise<ConsentTemplate>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consentKeys.all }),
  });
}
