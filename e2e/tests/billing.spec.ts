import { randomBytes } from 'node:crypto';
import { fromCentavos, toCentavos, todayIsoDate, type Invoice, type Service } from '@clinic/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, type PortalUser } from '../fixtures.ts';
import { accessibilityViolations } from '../support/accessibility.ts';
import { createPatientViaApi, createProcedureViaApi } from '../support/seed.ts';
import { paths } from '../../packages/web/src/config/paths.ts';

const uniqueTag = () => Array.from(randomBytes(6), (byte) => String.fromCharCode(97 + (byte % 26))).join('');

/** A vatable service the senior/PWD discount applies to, at ₱1,120.00 (₱1,000.00 before VAT). */
async function createService(request: APIRequestContext, admin: PortalUser, name: string): Promise<Service> {
  const response = await request.post('/api/v1/services', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: {
      name,
      category: 'facial',
      duration_minutes: 30,
      price: '1120.00',
      tax_class: 'vatable',
      senior_pwd_eligible: true,
    },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as Service;
}

/** An invoice issued through the API, as the check out issues one. */
async function issueInvoice(request: APIRequestContext, admin: PortalUser, patientId: number, serviceId: number) {
  const headers = { authorization: `Bearer ${admin.token}` };
  const draft = await request.post('/api/v1/invoices', {
    headers,
    data: { patient_id: patientId, lines: [{ kind: 'service', service_id: serviceId }] },
  });
  expect(draft.ok(), await draft.text()).toBeTruthy();
  const issued = await request.post(`/api/v1/invoices/${((await draft.json()) as Invoice).id}/issue`, { headers });
  expect(issued.ok(), await issued.text()).toBeTruthy();
  return (await issued.json()) as Invoice;
}

async function expectNoHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test('check out from the Today list with a senior discount and split tenders, void another, close the day', async ({
  page,
  request,
  signInAs,
}) => {
  const admin = await signInAs('ADMIN');
  const tag = uniqueTag();
  const service = await createService(request, admin, `Hydrafacial ${tag}`);
  const patient = await createPatientViaApi(request, admin, { first_name: `Lola${tag}` });
  await createProcedureViaApi(request, admin, patient.id, {
    name: service.name,
    service_id: service.id,
    start_datetime: `${todayIsoDate()}T09:00`,
    status: 'completed',
    medications: [],
  });
  const other = await issueInvoice(request, admin, patient.id, service.id);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(paths.schedule.href('today'));
  await page.getByRole('link', { name: `Check out ${patient.first_name} ${patient.last_name}` }).click();
  await expect(page.getByRole('heading', { name: 'New Invoice', level: 1 })).toBeVisible();
  const totals = page.getByRole('region', { name: 'Invoice totals' });
  // The completed procedure is the first line, at its price.
  await expect(page.getByRole('listitem', { name: new RegExp(service.name) })).toBeVisible();
  await expect(totals.getByText('Total due').locator('xpath=following-sibling::dd[1]')).toHaveText('₱1,120.00');

  await page.getByRole('combobox', { name: 'Invoice discount' }).click();
  await page.getByRole('option', { name: 'Senior citizen' }).click();
  await page.getByLabel(/Buyer name/).fill(`Lola${tag} ${patient.last_name}`);
  await page.getByLabel(/ID number/).fill('SC-2026-001');
  await expect(totals.getByText('Total due').locator('xpath=following-sibling::dd[1]')).toHaveText('₱800.00');

  await page.getByRole('button', { name: 'Add payment' }).click();
  await page.getByLabel('Amount 1').fill('500');
  await page.getByRole('button', { name: 'Add payment' }).click();
  await page.getByRole('combobox', { name: 'Tender 2' }).click();
  await page.getByRole('option', { name: 'GCash' }).click();
  await expect(page.getByLabel('Amount 2')).toHaveValue('300.00');
  await page.getByLabel(/Reference 2/).fill(`GC-${tag}`);
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Issue' }).click();
  const heading = page.getByRole('heading', { name: /^Invoice INV-/, level: 1 });
  await expect(heading).toBeVisible();
  const number = (await heading.textContent())!.replace('Invoice ', '');
  await expect(page.getByText(`Invoice ${number} was issued.`)).toBeVisible();
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Payments' })).toContainText(`GC-${tag}`);
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.goto(paths.invoice.href(other.id));
  await page.getByRole('button', { name: 'Void' }).click();
  const dialog = page.getByRole('dialog', { name: `Void invoice ${other.number}` });
  await dialog.getByLabel(/Reason/).fill('Billed to the wrong patient');
  await dialog.getByRole('button', { name: 'Void invoice' }).click();
  await expect(page.getByText(`Invoice ${other.number} was voided.`)).toBeVisible();
  await expect(page.getByText(/Billed to the wrong patient/)).toBeVisible();

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Billing' }).click();
  await expect(page.getByRole('link', { name: number })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Day close' }).click();
  await expect(page.getByRole('heading', { name: 'Day close', level: 1 })).toBeVisible();
  // The drawer is counted ₱50.00 short of what the day's cash says it should hold.
  const expected = await page
    .getByText('Expected in the drawer')
    .locator('xpath=following-sibling::dd[1]')
    .textContent();
  const expectedCentavos = toCentavos(expected!.replace(/[₱,]/g, ''));
  await page.getByLabel(/Counted cash/).fill(fromCentavos(expectedCentavos - 5000));
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Close day' }).click();
  await expect(page.getByText('The day was closed with a variance of -₱50.00.')).toBeVisible();

  // At phone width every screen is one column, with nothing to scroll sideways, and passes axe.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of [
    paths.billing.href(),
    paths.newInvoice.href(patient.id),
    paths.invoice.href(other.id),
    paths.billingDay.href(),
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoHorizontalScroll(page);
    expect(await accessibilityViolations(page)).toEqual([]);
  }
});
