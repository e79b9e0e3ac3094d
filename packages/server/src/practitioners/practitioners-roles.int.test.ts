import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@clinic/contracts';
import { ALL_ROLES } from '../testing/patient-files.ts';
import { expected, outcome, signInEveryRole } from '../testing/role-matrix.ts';
import { useTestApp, type SignedInUser } from '../testing/test-app.ts';

let users: Record<Role, SignedInUser>;
let doctor: SignedInUser;
const t = useTestApp();
beforeAll(async () => {
  users = await signInEveryRole(t);
  doctor = await t.signIn('DOCTOR', { fullName: 'Maria Reyes' });
});

describe.each(ALL_ROLES)('%s', (role) => {
  const token = () => users[role].token;

  it('reads the roster and a profile with practitioner.read', async () => {
    for (const url of ['/practitioners', `/practitioners/${doctor.user.id}`]) {
      const response = await t.api({ method: 'GET', url, token: token() });
      expect(outcome(response.statusCode), url).toBe(expected(role, 'practitioner.read'));
    }
  });

  it("writes another's profile with practitioner.manage", async () => {
    const response = await t.api({
      method: 'PUT',
      url: `/practitioners/${doctor.user.id}`,
      token: token(),
      payload: { display_name: 'Dr. Maria Reyes' },
    });
    expect(outcome(response.statusCode)).toBe(expected(role, 'practitioner.manage'));
  });

  it('writes its own profile with practitioner.read', async () => {
    const response = await t.api({
      method: 'PUT',
      url: `/practitioners/${users[role].user.id}`,
      token: token(),
      payload: { display_name: `Dr. ${role}` },
    });
    // The kiosk account is nobody's practitioner: refused before its profile is looked for.
    expect(outcome(response.statusCode)).toBe(expected(role, 'practitioner.read'));
  });
});
