import fs from 'node:fs';
import { todayIsoDate } from '@clinic/contracts';
import { expect, test } from '../fixtures.ts';
import { accessibilityViolations } from '../support/accessibility.ts';
import { seedPaidInvoice } from '../support/billing-api.ts';
import { expectNoSidewaysScroll } from '../support/phone-width.ts';
import { uniqueTag } from '../support/unique-tag.ts';
import { paths } from '../../packages/web/src/config/paths.ts';

test("a patient's Billing tab shows what is owed after an invoice, and the sales journal downloads with it", async ({
  page,
  request,
  signInAs,
}) => {
  const admin = await signInAs('ADMIN');
  const tag = uniqueTag();
  const { patient, invoice } = await seedPaidInvoice(request, admin, tag, { paid: '500' });

  await page.goto(paths.patient.href(patient.id, 'billing'));
  const tab = page.getByRole('tabpanel');
  await expect(tab.getByRole('heading', { name: 'Billing' })).toBeVisible();
  await expect(tab.getByText('Balance owed').locator('xpath=following-sibling::dd[1]')).toHaveText('₱620.00');
  await expect(tab.getByText('Credit balance').locator('xpath=following-sibling::dd[1]')).toHaveText('₱0.00');
  const invoices = tab.getByRole('region', { name: 'Invoices' });
  await expect(invoices.getByRole('link', { name: invoice.number! })).toBeVisible();
  await expect(invoices.getByText('Partially paid')).toBeVisible();
  await expect(tab.getByRole('region', { name: 'Payments' }).getByText('Cash')).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  // At phone width the tables become cards, and nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(tab.getByRole('list', { name: 'Payments' }).getByText('Cash')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto(paths.billing.href());
  await page.getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { name: 'Billing reports', level: 1 })).toBeVisible();
  const owed = page.getByRole('region', { name: 'Balances owed by age' });
  await expect(owed.getByRole('link', { name: `${patient.first_name} ${patient.last_name}` })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  const today = todayIsoDate();
  const reports = page.getByRole('form', { name: 'Download reports' });
  await reports.getByLabel('From').fill(today);
  await reports.getByLabel('To').fill(today);
  const downloadStarted = page.waitForEvent('download');
  await reports.getByRole('button', { name: 'Download sales journal' }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toBe(`sales-journal_${today}_${today}.csv`);
  await expect(page.getByText('Sales journal downloaded.')).toBeVisible();
  const lines = fs
    .readFileSync(await download.path(), 'utf8')
    .slice(1)
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe(
    'Date,Number,Buyer,TIN,Gross,VATable sales,VAT-exempt sales,Zero-rated sales,VAT,Discounts,Net,Status',
  );
  expect(lines.filter((line) => line.includes(invoice.number!))).toEqual([
    `${today},${invoice.number},${patient.first_name} ${patient.last_name},,1120.00,1000.00,0.00,0.00,120.00,0.00,1120.00,partially_paid`,
  ]);
});
