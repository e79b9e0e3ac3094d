import type { SignConsentInput } from '@clinic/contracts';

/** A 1×1 PNG, as a signature pad's data URL. */
export const SIGNATURE = `data:image/png;base64,${'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='}`;

/** A valid signing payload for the template; plain data, no I/O. */
export function buildSignature(templateId: number, overrides: Partial<SignConsentInput> = {}): SignConsentInput {
  return {
    template_id: templateId,
    signer_name: 'Ana Reyes',
    signature: SIGNATURE,
    photo_release: 'record_only',
    ...overrides,
  };
}
