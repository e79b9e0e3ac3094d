import {
  CLINIC_TIME_ZONE,
  fromCentavos,
  toCentavos,
  todayIsoDate,
  type ClinicSettings,
  type Invoice,
  type Service,
} from '@clinic/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { createUser, expect, test, useSession, type PortalUser } from '../fixtures.ts';
import { accessibilityViolations } from '../support/accessibility.ts';
import { expectNoSidewaysScroll } from '../support/phone-width.ts';
import { createPatientViaApi, createProcedureViaApi } from '../support/seed.ts';
import { uniqueTag } from '../support/unique-tag.ts';
import { paths } from '../../packages/web/src/config/paths.ts';
import { textOf } from '../../packages/server/src/testing/pdf-text.ts';

/** What the invoice prints of the clinic: registered, VAT-registered, with footer lines. */
const INVOICE_FIELDS = {
  registered_name: 'Glow Aesthetic Clinic Corporation',
  trade_name: 'Glow Skin',
  tin: '123-456-789-00000',
  registered_address: '12 Rizal Avenue\nMakati City',
  vat_status: 'vat',
  invoice_footer_lines: ['Acknowledgement No. 0123-ABCD-4567', 'Thank you for your visit'],
} as const;

/** The clinic's other settings stay as they are; only what an invoice prints is set, by the owner. */
async function registerClinic(request: APIRequestContext) {
  const owner = await createUser(request, 'SUPERADMIN');
  const headers = { authorization: `Bearer ${owner.token}` };
  const current = (await (await request.get('/api/v1/clinic-settings', { headers })).json()) as ClinicSettings;
  const saved = await request.put('/api/v1/clinic-settings', {
    headers,
    data: {
      name: current.name,
      address: current.address,
      phone: current.phone,
      email: current.email,
      ...INVOICE_FIELDS,
    },
  });
  expect(saved.ok(), await saved.text()).toBeTruthy();
}

/** A billable product at ₱850.00 with one lot in stock: the front desk sells it from the price list. */
async function createProduct(request: APIRequestContext, admin: PortalUser, name: string) {
  const headers = { authorization: `Bearer ${admin.token}` };
  const product = await request.post('/api/v1/products', {
    headers,
    data: { name, category: 'topical', unit: 'piece', selling_price: '850.00', tax_class: 'vatable', billable: true },
  });
  expect(product.ok(), await product.text()).toBeTruthy();
  const { id } = (await product.json()) as { id: number };
  const lot = await request.post(`/api/v1/products/${id}/lots`, {
    headers,
    data: {
      lot_number: `LOT-${name}`,
      expiry_date: '2099-12-31',
      quantity_received: 10,
      received_date: todayIsoDate(),
    },
  });
  expect(lot.ok(), await lot.text()).toBeTruthy();
}

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
  await expectNoSidewaysScroll(page);
}

test('the front desk checks out a procedure and a product from the Today list with a senior discount, split tenders and a print; an administrator voids another and closes the day', async ({
  page,
  request,
  signInAs,
}) => {
  const admin = await createUser(request, 'ADMIN');
  await signInAs('STAFF');
  const tag = uniqueTag();
  await registerClinic(request);
  const service = await createService(request, admin, `Hydrafacial ${tag}`);
  const productName = `Sunscreen ${tag}`;
  await createProduct(request, admin, productName);
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
  const totalDue = totals.getByText('Total due').locator('xpath=following-sibling::dd[1]');
  await expect(totalDue).toHaveText('₱1,120.00');
  // The front desk may not read the inventory, yet the price list offers the product at its price.
  await page.getByLabel('Add from the price list').fill('Sunscreen');
  await page.getByRole('option', { name: `${productName} · ₱850.00 · lot LOT-${productName}` }).click();
  await expect(page.getByRole('listitem', { name: new RegExp(productName) })).toBeVisible();
  await expect(totalDue).toHaveText('₱1,970.00');

  await page.getByRole('combobox', { name: 'Invoice discount' }).click();
  await page.getByRole('option', { name: 'Senior citizen' }).click();
  const buyer = `Lola${tag} ${patient.last_name}`;
  await page.getByLabel(/Buyer name/).fill(buyer);
  await page.getByLabel(/ID number/).fill('SC-2026-001');
  // ₱1,120.00 → ₱1,000.00 before VAT → ₱800.00; the product is not eligible and keeps its ₱850.00.
  await expect(totalDue).toHaveText('₱1,650.00');

  await page.getByRole('button', { name: 'Add payment' }).click();
  await page.getByLabel('Amount 1').fill('1000');
  await page.getByRole('button', { name: 'Add payment' }).click();
  await page.getByRole('combobox', { name: 'Tender 2' }).click();
  await page.getByRole('option', { name: 'GCash' }).click();
  await expect(page.getByLabel('Amount 2')).toHaveValue('650.00');
  await page.getByLabel(/Reference 2/).fill(`GC-${tag}`);
  expect(await accessibilityViolations(page)).toEqual([]);

  const link = page.waitForResponse((response) =>
    /\/api\/v1\/invoices\/\d+\/pdf\?layout=receipt$/.test(response.url()),
  );
  const receiptTab = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Issue and print' }).click();
  const { url } = (await (await link).json()) as { url: string };
  await (await receiptTab).close();
  const heading = page.getByRole('heading', { name: /^Invoice INV-/, level: 1 });
  await expect(heading).toBeVisible();
  const number = (await heading.textContent())!.replace('Invoice ', '');
  await expect(page.getByText(`Invoice ${number} was issued.`)).toBeVisible();
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Payments' })).toContainText(`GC-${tag}`);
  expect(await accessibilityViolations(page)).toEqual([]);

  const receipt = await request.get(url);
  expect(receipt.headers()['content-type']).toBe('application/pdf');
  const printed = textOf(await receipt.body());
  const today = new Intl.DateTimeFormat('en-PH', { timeZone: CLINIC_TIME_ZONE, dateStyle: 'long' }).format(new Date());
  expect(printed).toEqual(
    expect.arrayContaining([
      'INVOICE',
      INVOICE_FIELDS.registered_name,
      INVOICE_FIELDS.trade_name,
      'TIN: 123-456-789-00000 (branch code 00000)',
      '12 Rizal Avenue, Makati City',
      'VAT REGISTERED',
      `No. ${number}`,
      `Date: ${today}`,
      productName,
      `Senior citizen: ${buyer}`,
      'Senior citizen ID No. SC-2026-001',
      'Signature of the senior citizen or PWD',
      ...INVOICE_FIELDS.invoice_footer_lines,
    ]),
  );
  expect(printed.some((line) => line.startsWith(`Sold to: Lola${tag}`))).toBe(true);
  expect(printed.some((line) => line.startsWith(service.name))).toBe(true);
  const printedAfter = (label: string) => printed[printed.indexOf(label) + 1];
  expect(printedAfter('Total due')).toBe('1,650.00');
  expect(printedAfter('Senior/PWD discount')).toBe('200.00');

  // Voiding is an administrator's.
  await useSession(page, admin);
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
