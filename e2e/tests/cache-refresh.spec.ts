import { todayIsoDate, type Lot, type Product } from '@clinic/contracts';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { uniqueTag } from '../support/unique-tag.ts';
import { createPatientViaApi, createProcedureViaApi } from '../support/seed.ts';
import { paths } from '../../packages/web/src/config/paths.ts';

/** Moves inside the app through the sidebar, as a user does: the screens' cached answers stay. */
async function openFromSidebar(page: Page, entry: string) {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: new RegExp(`^${entry}`) })
    .click();
}

test("a patient's new name shows at once on the procedures screen opened before the edit", async ({
  page,
  request,
  signInAs,
}) => {
  const admin = await signInAs('ADMIN');
  const tag = uniqueTag();
  const patient = await createPatientViaApi(request, admin, {
    first_name: 'Rosa',
    middle_name: '',
    last_name: `Cruz${tag}`,
  });
  await page.goto(paths.procedures.href(patient.id));
  await expect(page.getByRole('heading', { name: `Procedures for Rosa Cruz${tag}` })).toBeVisible();

  await page.getByRole('combobox', { name: 'Find a patient' }).click();
  await page.keyboard.type(`Cruz${tag}`);
  await expect(page.getByRole('option')).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: `Rosa Cruz${tag}` })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Last Name').fill(`Santos${tag}`);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('heading', { name: `Procedures for Rosa Santos${tag}` })).toBeVisible();
});

test('stock a treatment takes shows at once on the inventory screen opened before it', async ({
  page,
  request,
  signInAs,
}) => {
  const admin = await signInAs('ADMIN');
  const headers = { authorization: `Bearer ${admin.token}` };
  const tag = uniqueTag();
  const productName = `Hyaluronic filler ${tag}`;
  const product = (await (
    await request.post('/api/v1/products', {
      headers,
      data: { name: productName, category: 'filler', unit: 'mL', low_stock_threshold: 0 },
    })
  ).json()) as Product;
  const lotAnswer = await request.post(`/api/v1/products/${product.id}/lots`, {
    headers,
    data: {
      lot_number: `HF${tag.toUpperCase()}`,
      expiry_date: '2030-01-31',
      quantity_received: 10,
      received_date: todayIsoDate(),
    },
  });
  expect(lotAnswer.ok(), await lotAnswer.text()).toBeTruthy();
  const lot = (await lotAnswer.json()) as Lot;
  const patient = await createPatientViaApi(request, admin);
  const procedureName = `Lip filler ${tag}`;
  await createProcedureViaApi(request, admin, patient.id, {
    name: procedureName,
    status: 'scheduled',
    start_datetime: `${todayIsoDate()}T10:00`,
    product_lines: [{ product_id: product.id, lot_id: lot.id, amount: 2 }],
  });

  await page.goto(paths.inventory.href());
  const productRow = page.getByRole('row', { name: new RegExp(productName) });
  await expect(productRow.getByText('10 mL', { exact: true })).toBeVisible();

  // The booked treatment happens: only now does it take its 2 mL.
  await openFromSidebar(page, 'Procedures');
  await page.getByRole('button', { name: new RegExp(`^Edit ${procedureName}`) }).click();
  const editDialog = page.getByRole('dialog', { name: `Edit ${procedureName}` });
  await editDialog.getByRole('combobox', { name: 'Status', exact: true }).click();
  await page.getByRole('option', { name: 'Ongoing', exact: true }).click();
  await editDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `${procedureName} is now Ongoing.` })).toBeVisible();

  await openFromSidebar(page, 'Inventory');
  await expect(productRow.getByText('8 mL', { exact: true })).toBeVisible();
});
