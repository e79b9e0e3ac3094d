import { expect, type APIRequestContext } from '@playwright/test';
import type { Service } from '@clinic/contracts';
import type { PortalUser } from '../fixtures.ts';

/** A write through the API as `user`, which must succeed; answers the parsed reply. */
export async function apiPost<Answer>(request: APIRequestContext, user: PortalUser, url: string, data: object) {
  const response = await request.post(url, { headers: { authorization: `Bearer ${user.token}` }, data });
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as Answer;
}

/** A VAT-able service at ₱1,120.00 on the price list (₱1,000.00 before VAT), named with `tag`. */
export function createPricedService(request: APIRequestContext, user: PortalUser, tag: string) {
  return apiPost<Service>(request, user, '/api/v1/services', {
    name: `Peel ${tag}`,
    category: 'facial',
    duration_minutes: 30,
    price: '1120.00',
    tax_class: 'vatable',
  });
}
