import fs from 'node:fs';
import { todayIsoDate } from '@clinic/contracts';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { uniqueTag } from '../support/unique-tag.ts';
import { accessibilityViolations } from '../support/accessibility.ts';
import { createPatientViaApi } from '../support/seed.ts';
import { paths } from '../../packages/web/src/config/paths.ts';

/** A date some days from today, in the clinic's calendar. */
function daysFromToday(days: number): string {
  const [year, month, day] = todayIsoDate().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

test('a product and its lot, 20 U on a face point, the stock and summary, an expiring flag and the recall export', async ({
  page,
  request,
  signInAs,
}) => {
  test.setTimeout(120_000);
  const admin = await signInAs('ADMIN');
  const tag = uniqueTag();
  const productName = `Botulinum toxin A ${tag}`;
  const lotNumber = `AB${tag.toUpperCase()}`;
  const expiry = daysFromToday(20);

  // A product and a lot that expires within 30 days.
  await page.goto(paths.proceduresDashboard.href());
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: /^Inventory/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Inventory', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add Product' }).click();
  const productDialog = page.getByRole('dialog', { name: 'Add Product' });
  await productDialog.getByLabel('Name').fill(productName);
  await choose(page, 'Category', 'Toxin');
  await choose(page, 'Unit', 'U');
  await productDialog.getByLabel('Low-stock threshold').fill('50');
  await productDialog.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `${productName} was added.` })).toBeVisible();
  await page.getByRole('link', { name: productName }).click();

  await page.getByRole('button', { name: 'Receive Lot' }).click();
  const lotDialog = page.getByRole('dialog', { name: 'Receive Lot' });
  await lotDialog.getByLabel('Lot number').fill(lotNumber);
  await lotDialog.getByLabel('Expiry date').fill(expiry);
  await lotDialog.getByLabel('Quantity received').fill('100');
  await lotDialog.getByRole('button', { name: 'Receive Lot' }).click();
  const received = page.getByRole('alert').filter({ hasText: `Lot ${lotNumber} was received.` });
  await expect(received).toBeVisible();
  const lotRow = page.getByRole('row', { name: new RegExp(lotNumber) });
  await expect(lotRow.getByText('Expiring')).toBeVisible();
  await expect(lotRow.getByText('100 U', { exact: true })).toBeVisible();
  // Colours are read once the notification has finished fading in.
  await expect(received).toHaveCSS('opacity', '1');
  expect(await accessibilityViolations(page)).toEqual([]);

  // Low below 90 U from now on.
  await page.getByRole('button', { name: 'Edit Product' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Product' });
  await editDialog.getByLabel('Low-stock threshold').fill('90');
  await editDialog.getByRole('button', { name: 'Save Product' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `${productName} was saved.` })).toBeVisible();
  await expect(page.getByText('low below 90 U')).toBeVisible();

  // 20 U of it on a face point of a new procedure.
  const { id: patientId } = await createPatientViaApi(request, admin, {
    first_name: 'Liza',
    middle_name: '',
    last_name: `Dimaculangan${tag}`,
  });
  await page.goto(paths.newProcedure.href(patientId));
  await page.getByLabel('Procedure name').fill('Botox');
  await page.getByLabel('Doctor name').fill('Dr. Reyes');
  await page.getByLabel('Scheduled date').fill(`${todayIsoDate()}T10:00`);
  // Under way: only a treatment that happens takes stock; a booked one only plans it.
  await choose(page, 'Status', 'Ongoing');
  await page.getByRole('group', { name: /^Face diagram/ }).focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('region', { name: 'Point 1 details' });
  await panel.getByLabel('Condition').fill('Frown lines');
  await panel.getByLabel('Treatment', { exact: false }).first().fill('Botulinum toxin');
  await choose(page, 'Product', productName);
  await expect(panel.getByRole('combobox', { name: 'Lot' })).toContainText(lotNumber);
  await panel.getByLabel('Amount').fill('20');
  await panel.getByRole('button', { name: 'Done' }).click();
  await expect(
    page.getByRole('region', { name: 'Points (1)' }).getByText(`Product: ${productName} — 20 U`),
  ).toBeVisible();
  // 5 U more as a line of the procedure, not on a point.
  await page.getByRole('button', { name: 'Add product line' }).click();
  const line = page.getByRole('group', { name: 'Product line 1' });
  await line.getByRole('combobox', { name: 'Product' }).click();
  await page.getByRole('option', { name: productName }).click();
  await expect(line.getByRole('combobox', { name: 'Lot' })).toContainText(lotNumber);
  await line.getByLabel('Amount').fill('5');
  await page.getByRole('button', { name: 'Save Procedure' }).click();
  await expect(page).toHaveURL(paths.patient.href(patientId, 'procedures'));

  // The procedure's summary, and the stock gone down.
  await page.getByRole('link', { name: /^View Botox/ }).click();
  await expect(page.getByText(`Products: ${productName} — 25 U, lot ${lotNumber}, exp ${expiry}`)).toBeVisible();
  await expect(page.getByText(`Product: ${productName} — 20 U, lot ${lotNumber}, exp ${expiry}`)).toBeVisible();
  await page.goto(paths.inventory.href());
  const productRow = page.getByRole('row', { name: new RegExp(productName) });
  await expect(productRow.getByText('75 U')).toBeVisible();
  await expect(productRow.getByText('Low')).toBeVisible();
  await expect(productRow.getByText('Expiring')).toBeVisible();
  await productRow.getByRole('link', { name: productName }).click();
  await page.getByRole('link', { name: lotNumber }).click();
  await expect(page.getByText('On hand: 75 U (used 25 U, adjusted 0 U)')).toBeVisible();

  // The recall: who received the lot, exported.
  const recipients = page.getByRole('table', { name: 'Recipients' });
  await expect(recipients.getByRole('link', { name: `Liza Dimaculangan${tag}` })).toBeVisible();
  await expect(recipients.getByText('Point 1: 20 U; Not on a point: 5 U')).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Recipients CSV' }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toBe(`lot_${lotNumber}_recipients.csv`);
  const csv = fs.readFileSync(await download.path(), 'utf8');
  expect(csv).toContain('Patient,Phone,Email,Procedure,Date,Doctor,Points,Amount');
  expect(csv).toContain(`Liza Dimaculangan${tag}`);
  expect(csv).toContain('Point 1: 20; Not on a point: 5');
});
