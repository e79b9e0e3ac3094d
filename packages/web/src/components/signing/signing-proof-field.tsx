import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { SignNoteInput } from '@clinic/contracts';
import { useCurrentUser } from '../../lib/current-user.ts';

/**
 * What a signer types to sign: a code of their authenticator app when two-factor sign-in is on for
 * them, else their password. The password stays possible (a phone left elsewhere).
 */
export function useSigningProof() {
  const twoFactorOn = useCurrentUser().data?.mfa_enabled ?? false;
  const [chosen, setChosen] = useState<'password' | 'code'>();
  const [text, setText] = useState('');
  const kind = chosen ?? (twoFactorOn ? 'code' : 'password');
  const proof: SignNoteInput = kind === 'code' ? { code: text.replace(/\s/g, '') } : { password: text };
  const missing: string | false = text
    ? false
    : kind === 'code'
      ? 'Enter the code from your authenticator app first.'
      : 'Enter your password first.';
  const switchTo = (next: 'password' | 'code') => {
    setChosen(next);
    setText('');
  };
  return { kind, text, setText, proof, missing, twoFactorOn, switchTo };
}

export type SigningProofState = ReturnType<typeof useSigningProof>;

export function SigningProofField({ state, autoFocus = false }: { state: SigningProofState; autoFocus?: boolean }) {
  const asCode = state.kind === 'code';
  return (
    <Stack spacing={1} sx={{ mt: 2, alignItems: 'flex-start' }}>
      <TextField
        autoFocus={autoFocus}
        fullWidth
        type={asCode ? 'text' : 'password'}
        label={asCode ? 'Code from your authenticator app' : 'Your password'}
        autoComplete={asCode ? 'one-time-code' : 'current-password'}
        slotProps={asCode ? { htmlInput: { inputMode: 'numeric', maxLength: 20 } } : undefined}
        value={state.text}
        onChange={(event) => state.setText(event.target.value)}
      />
      {state.twoFactorOn ? (
        <Button size="small" onClick={() => state.switchTo(asCode ? 'password' : 'code')}>
          {asCode ? 'Use your password instead' : 'Use a code from your authenticator app'}
        </Button>
      ) : null}
    </Stack>
  );
}
