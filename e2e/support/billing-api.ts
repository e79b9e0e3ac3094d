import { expect, type APIRequestContext } from '@playwright/test';
import type { DraftInvoiceInput, Invoice, Service } from '@clinic/contracts';
import type { PortalUser } from '../fixtures.ts';
import { createPatientViaApi } from './seed.ts';

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

/**
 * A patient named with `tag`, billed for a priced service and any `otherLines`; the invoice is
 * issued, then `paid` in cash. Answers the service, the patient and the issued invoice.
 */
export async function seedPaidInvoice(
  request: APIRequestContext,
  user: PortalUser,
  tag: string,
  { paid, otherLines = [] }: { paid: string; otherLines?: DraftInvoiceInput['lines'] },
) {
  const service = await createPricedService(request, user, tag);
  const patient = await createPatientViaApi(request, user, { first_name: `Rosa${tag}` });
  const draft = await apiPost<Invoice>(request, user, '/api/v1/invoices', {
    patient_id: patient.id,
    lines: [{ kind: 'service', service_id: service.id }, ...otherLines],
  });
  const invoice = await apiPost<Invoice>(request, user, `/api/v1/invoices/${draft.id}/issue`, {});
  await apiPost<Invoice>(request, user, `/api/v1/invoices/${invoice.id}/payments`, { tender: 'cash', amount: paid });
  return { service, patient, invoice };
}
