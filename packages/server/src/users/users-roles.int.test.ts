import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, type Role, type User } from '@clinic/contracts';
import { uniqueEmail } from '@clinic/contracts/testing';
import { createTestApp, type SignedInUser, type TestApp } from '../testing/test-app.ts';
import { ALL_ROLES } from '../testing/patient-files.ts';

let t: TestApp;
let admin: SignedInUser;
const users = {} as Record<Role, SignedInUser>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('ADMIN');
  for (const role of ALL_ROLES) users[role] = await t.signIn(role);
});
afterAll(() => t.close());

const outcome = (status: number) => (status === 403 ? 'forbidden' : status < 300 ? 'allowed' : `status ${status}`);
const expected = (role: Role) => (can(role, 'user.manage') ? 'allowed' : 'forbidden');

describe.each(ALL_ROLES)('%s', (role) => {
  const token = () => users[role].token;

  it('reads the count of registrations waiting only with user.manage', async () => {
    const response = await t.api({ method: 'GET', url: '/users/pending-count', token: token() });
    expect(outcome(response.statusCode)).toBe(expected(role));
  });

  it('resends an invitation only with user.manage', async () => {
    const email = uniqueEmail('matrix');
    const invited = await t.api({ method: 'POST', url: `/users/invite?email=${email}`, token: admin.token });
    const response = await t.api({
      method: 'POST',
      url: `/users/${invited.json<User>().id}/invitation`,
      token: token(),
    });
    expect(outcome(response.statusCode)).toBe(expected(role));
  });
});

describe('without a session', () => {
  it('answers 401', async () => {
    expect((await t.api({ method: 'GET', url: '/users/pending-count' })).statusCode).toBe(401);
    expect((await t.api({ method: 'POST', url: `/users/${admin.user.id}/invitation` })).statusCode).toBe(401);
  });
});
