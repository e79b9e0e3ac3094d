import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@clinic/contracts';
import { ALL_ROLES } from '../testing/patient-files.ts';
import { expected, outcome, signInEveryRole } from '../testing/role-matrix.ts';
import { useTestApp, type SignedInUser } from '../testing/test-app.ts';

let users: Record<Role, SignedInUser>;
let serviceId: number;
const t = useTestApp();
beforeAll(async () => {
  users = await signInEveryRole(t);
  const created = await t.api({
    method: 'POST',
    url: '/services',
    token: users.ADMIN.token,
    payload: { name: 'Botox', category: 'injectable', duration_minutes: 30 },
  });
  serviceId = created.json().id;
});

describe.each(ALL_ROLES)('%s', (role) => {
  const token = () => users[role].token;

  it('reads the catalogue with service.read', async () => {
    const response = await t.api({ method: 'GET', url: '/services', token: token() });
    expect(outcome(response.statusCode)).toBe(expected(role, 'service.read'));
  });

  it('adds and changes services with service.manage', async () => {
    const created = await t.api({
      method: 'POST',
      url: '/services',
      token: token(),
      payload: { name: `Facial ${role}`, category: 'facial', duration_minutes: 45 },
    });
    expect(outcome(created.statusCode)).toBe(expected(role, 'service.manage'));
    const changed = await t.api({
      method: 'PUT',
      url: `/services/${serviceId}`,
      token: token(),
      payload: { name: 'Botox', category: 'injectable', duration_minutes: 20 },
    });
    expect(outcome(changed.statusCode)).toBe(expected(role, 'service.manage'));
  });
});
