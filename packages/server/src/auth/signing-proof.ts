import { NOTE_MESSAGES } from '@clinic/contracts';
import type { SessionUser } from '../http/auth-guard.ts';
import { badRequest } from '../http/app-error.ts';
import type { PasswordCheckService } from './password-check.service.ts';
import type { TwoFactorService } from './two-factor.service.ts';

/** What a signer types at the moment of signing: their password, or a code when two-factor sign-in is on. */
export interface SigningProof {
  password?: string | undefined;
  code?: string | undefined;
}

/** Refuses (400, counted like a sign-in) unless the proof is the caller's. */
export type SigningProofCheck = (caller: SessionUser, proof: SigningProof, address: string) => Promise<void>;

export function createSigningProofCheck(deps: {
  passwordCheck: PasswordCheckService;
  twoFactor: TwoFactorService;
}): SigningProofCheck {
  return async (caller, { password, code }, address) => {
    if (code === undefined) return deps.passwordCheck.confirm(caller, password ?? '', address);
    if (!caller.twoFactorEnabled) throw badRequest(NOTE_MESSAGES.noTwoFactor);
    return deps.twoFactor.confirmCode(caller, code, address);
  };
}
