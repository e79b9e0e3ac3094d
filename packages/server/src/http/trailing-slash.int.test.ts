import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, type SignedInUser } from '../testing/test-app.ts';

let admin: SignedInUser;
const t = useTestApp();
beforeAll(async () => {
  admin = await t.signIn('ADMIN');
});

describe('paths with and without a trailing slash', () => {
  it.each([
    ['/patients', '/patients/'],
    ['/procedures', '/procedures/'],
    ['/procedure-transactions', '/procedure-transactions/'],
    ['/users', '/users/'],
    ['/users/5/users', '/users/5/users/'],
    ['/users/me', '/users/me/'],
  ])('answers GET %s and %s alike', async (bare, slashed) => {
    const [plain, withSlash] = await Promise.all([
      t.api({ method: 'GET', url: bare, token: admin.token }),
      t.api({ method: 'GET', url: slashed, token: admin.token }),
    ]);
    expect(plain.statusCode).toBe(200);
    expect(withSlash.statusCode).toBe(200);
    expect(withSlash.json()).toEqual(plain.json());
  });

  it('reaches a record route with a trailing slash', async () => {
    const response = await t.api({ method: 'GET', url: `/users/me/`, token: admin.token });
    expect(response.json()).toMatchObject({ id: admin.user.id });
    const missing = await t.api({ method: 'GET', url: '/patients/999999/', token: admin.token });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Patient not found' });
  });

  it('creates a procedure through POST /procedures without the slash', async () => {
    const response = await t.api({ method: 'POST', url: '/procedures', token: admin.token, payload: {} });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0]).toMatchObject({ loc: ['body', 'patient_id'] });
  });
});
