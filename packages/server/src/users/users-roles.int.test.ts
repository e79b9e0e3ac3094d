import { beforeAll, describe, expect, it } from 'vitest';
import type { Role, User } from '@clinic/contracts';
import { uniqueEmail } from '@clinic/contracts/testing';
import { useTestApp, type SignedInUser } from '../testing/test-app.ts';
import { ALL_ROLES } from '../testing/patient-files.ts';
import { expected, outcome, signInEveryRole } from '../testing/role-matrix.ts';

let admin: SignedInUser;
let users: Record<Role, SignedInUser>;
const t = useTestApp();
beforeAll(async () => {
  admin = await t.signIn('ADMIN');
  users = await signInEveryRole(t);
});

describe.each(ALL_ROLES)('%s', (role) => {
  const token = () => users[role].token;

  it('reads the count of registrations waiting only with user.manage', async () => {
    const response = await t.api({ method: 'GET', url: '/users/pending-count', token: token() });
    expect(outcome(response.statusCode)).toBe(expected(role, 'user.manage'));
  });

  it('resends an invitation only with user.manage', async () => {
    const email = uniqueEmail('matrix');
    const invited = await t.api({ method: 'POST', url: `/users/invite?email=${email}`, token: admin.token });
    const response = await t.api({
      method: 'POST',
      url: `/users/${invited.json<User>().id}/invitation`,
      token: token(),
    });
    expect(outcome(response.statusCode)).toBe(expected(role, 'user.manage'));
  });

  it("clears an account's sign-in limits only with user.manage", async () => {
    const target = await t.signIn('STAFF');
    const response = await t.api({ method: 'DELETE', url: `/users/${target.user.id}/sign-in-limits`, token: token() });
    expect(outcome(response.statusCode)).toBe(expected(role, 'user.manage'));
  });
});

describe('without a session', () => {
  it('answers 401', async () => {
    expect((await t.api({ method: 'GET', url: '/users/pending-count' })).statusCode).toBe(401);
    expect((await t.api({ method: 'POST', url: `/users/${admin.user.id}/invitation` })).statusCode).toBe(401);
    expect((await t.api({ method: 'DELETE', url: `/users/${admin.user.id}/sign-in-limits` })).statusCode).toBe(401);
  });
});
