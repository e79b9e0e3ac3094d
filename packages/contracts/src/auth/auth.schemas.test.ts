import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from './auth-messages.ts';
import { registerFormSchema } from './auth.schemas.ts';

const form = {
  full_name: 'Maria Santos',
  email: 'Maria@Example.com',
  password: 'Secret#123',
  confirm_password: 'Secret#123',
};

describe('registerFormSchema', () => {
  it('accepts matching passwords and lowercases the email', () => {
    expect(registerFormSchema.parse(form)).toMatchObject({ email: 'maria@example.com' });
  });

  it("puts 'Passwords do not match' on the confirmation", () => {
    const result = registerFormSchema.safeParse({ ...form, confirm_password: 'Secret#124' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['confirm_password'], message: AUTH_MESSAGES.passwordsDoNotMatch }),
    ]);
  });
});
