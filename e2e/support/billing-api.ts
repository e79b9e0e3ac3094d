import { expect, type APIRequestContext } from '@playwright/test';
import type { PortalUser } from '../fixtures.ts';

/** A write through the API as `user`, which must succeed; answers the parsed reply. */
export async function apiPost<Answer>(request: APIRequestContext, user: PortalUser, url: string, data: object) {
  const response = await request.post(url, { headers: { authorization: `Bearer ${user.token}` }, data });
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as Answer;
}
