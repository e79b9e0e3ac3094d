import type { RegisterInput } from '../auth/auth.schemas.ts';
import type { User } from '../users/user.schema.ts';

let sequence = 0;

/** A unique e-mail per call, so tests never collide on shared data. */
export function uniqueEmail(prefix = 'user'): string {
  sequence += 1;
  return `${prefix}.${Date.now().toString(36)}.${sequence}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export const STRONG_PASSWORD = 'Clinic#2026pass';

export function buildRegistration(overrides: Partial<RegisterInput> = {}): RegisterInput {
  return { email: uniqueEmail(), password: STRONG_PASSWORD, full_name: 'Maria Santos', ...overrides };
}

export function buildUser(overrides: Partial<User> = {}): User {
  sequence += 1;
  const email = overrides.email ?? uniqueEmail();
  const fullName = overrides.full_name === undefined ? 'Maria Santos' : overrides.full_name;
  return {
    id: sequence,
    email,
    full_name: fullName,
    display_name: fullName ?? email,
    role: 'STAFF',
    is_active: true,
    state: overrides.is_active === false ? 'deactivated' : 'active',
    created_at: '2026-01-05T08:00:00.000Z',
    mfa_enabled: false,
    mfa_required: false,
    ...overrides,
  };
}
