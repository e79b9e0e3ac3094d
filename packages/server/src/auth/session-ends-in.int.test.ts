import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app.ts';
import { SESSION_ENDS_IN_HEADER } from '../http/auth-guard.ts';

let now = new Date('2026-03-02T01:00:00Z');
const t = useTestApp({ clock: () => now, environment: { SESSION_IDLE_MINUTES: '30', SESSION_MAX_HOURS: '1' } });
const minutes = (count: number) => new Date(now.getTime() + count * 60_000);

const endsIn = async (token: string) => {
  const response = await t.api({ method: 'GET', url: '/users/me', token });
  expect(response.statusCode).toBe(200);
  return Number(response.headers[SESSION_ENDS_IN_HEADER]);
};

describe('the session end the web warns before', () => {
  it('says on every signed-in answer how many seconds the session has left, and a use renews them', async () => {
    const { token } = await t.signIn('NURSE');
    expect(await endsIn(token)).toBe(30 * 60);

    now = minutes(28);
    // Two minutes left as it was; this very call counts as use, so the full idle time is back.
    expect(await endsIn(token)).toBe(30 * 60);

    now = minutes(31);
    const expired = await t.api({ method: 'GET', url: '/users/me', token });
    expect(expired.statusCode).toBe(401);
    expect(expired.headers[SESSION_ENDS_IN_HEADER]).toBeUndefined();
  });

  it('counts down to the absolute limit when that comes first', async () => {
    const { token } = await t.signIn('DOCTOR');
    now = minutes(25);
    expect(await endsIn(token)).toBe(30 * 60);
    // 50 minutes after sign-in: ten remain of the hour, however recently it was used.
    now = minutes(25);
    expect(await endsIn(token)).toBe(10 * 60);
  });

  it('is not sent on public answers', async () => {
    const response = await t.api({ method: 'GET', url: '/health' });
    expect(response.headers[SESSION_ENDS_IN_HEADER]).toBeUndefined();
  });
});
