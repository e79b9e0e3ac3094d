import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@clinic/contracts';
import { ALL_ROLES } from '../testing/patient-files.ts';
import { expected, outcome, signInEveryRole } from '../testing/role-matrix.ts';
import { useTestApp, type SignedInUser } from '../testing/test-app.ts';

let users: Record<Role, SignedInUser>;
const t = useTestApp();
beforeAll(async () => {
  users = await signInEveryRole(t);
});

describe.each(ALL_ROLES)('%s', (role) => {
  const token = () => users[role].token;

  it('reads the clinic settings with clinic.read', async () => {
    const response = await t.api({ method: 'GET', url: '/clinic-settings', token: token() });
    expect(outcome(response.statusCode)).toBe(expected(role, 'clinic.read'));
  });

  it('changes them with clinic.manage (SUPERADMIN only)', async () => {
    const response = await t.api({
      method: 'PUT',
      url: '/clinic-settings',
      token: token(),
      payload: { name: `Clinic saved by ${role}`, address: null, phone: '(02) 8123 4567', email: null },
    });
    expect(outcome(response.statusCode)).toBe(expected(role, 'clinic.manage'));
    expect(outcome(response.statusCode)).toBe(role === 'SUPERADMIN' ? 'allowed' : 'forbidden');
  });
});
