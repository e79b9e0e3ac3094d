import fs from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { PAYMENT_MODES, type Transaction, type TransactionListResponse } from '@clinic/contracts';
import { buildPatientInput, buildProcedureInput, buildTransactionInput } from '@clinic/contracts/testing';
import { expect, test } from '../fixtures.ts';
import { paths } from '../../packages/web/src/config/paths.ts';

type Payment = Parameters<typeof buildTransactionInput>[1];

/** A patient, a procedure and its payment, made through the API as the screens would. */
async function seedPayment(
  request: APIRequestContext,
  token: string,
  lastName: string,
  procedure: string,
  payment: Payment,
) {
  const headers = { authorization: `Bearer ${token}` };
  const patient = await request.post('/api/v1/patients/', {
    headers,
    multipart: { patient_in: JSON.stringify(buildPatientInput({ first_name: 'Liza', last_name: lastName })) },
  });
  expect(patient.ok(), await patient.text()).toBeTruthy();
  const created = await request.post('/api/v1/procedures/', {
    headers,
    data: buildProcedureInput((await patient.json()).id, { name: procedure }),
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const transaction = await request.post('/api/v1/procedure-transactions', {
    headers,
    data: buildTransactionInput((await created.json()).id, payment),
  });
  expect(transaction.ok(), await transaction.text()).toBeTruthy();
}

/** Every transaction of the test's patients in the range, read through the list API, oldest first. */
async function paymentsFromApi(request: APIRequestContext, token: string, lastName: string): Promise<Transaction[]> {
  const response = await request.get('/api/v1/procedure-transactions', {
    headers: { authorization: `Bearer ${token}` },
    params: {
      patient_name: lastName,
      start_date: '2024-05-01',
      end_date: '2024-06-30',
      sortBy: 'payment_date',
      sortOrder: 'asc',
      pageSize: 100,
    },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as TransactionListResponse).items;
}

/** Exact sums in centavos, then back to the server's two-decimal text. */
const toCentavos = (amount: string) => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(`${fraction}00`.slice(0, 2));
};
const fromCentavos = (centavos: number) => `${Math.floor(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}`;

/** The CSV lines the export must hold for these transactions: Patient, Payment Mode, Amount (and date or period). */
function expectedLines(payments: Transaction[], granularity: 'none' | 'day' | 'month'): string[] {
  if (granularity === 'none') {
    return payments.map((row) => `${row.patient_name},${row.payment_mode},${row.amount},${row.payment_date}`);
  }
  const sums = new Map<string, number>();
  for (const row of payments) {
    const period = granularity === 'day' ? row.payment_date : row.payment_date.slice(0, 7);
    const key = `${period},${row.patient_name},${row.payment_mode}`;
    sums.set(key, (sums.get(key) ?? 0) + toCentavos(row.amount));
  }
  return [...sums].map(([key, centavos]) => `${key},${fromCentavos(centavos)}`);
}

async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an administrator reviews, filters, sorts, edits and exports payments', async ({ page, request, signInAs }) => {
  test.setTimeout(120_000);
  const admin = await signInAs('ADMIN');
  const lastName = `Pay${Date.now().toString(36)}`;
  await seedPayment(request, admin.token, lastName, 'Chemical Peel', {
    amount: '1000.25',
    payment_date: '2024-05-02',
    payment_mode: 'cash',
    payment_status: 'pending',
  });
  await seedPayment(request, admin.token, lastName, 'Botox', {
    amount: '500',
    payment_date: '2024-05-20',
    payment_mode: 'card',
    payment_status: 'paid',
  });
  await seedPayment(request, admin.token, lastName, 'Chemical Peel', {
    amount: '250.50',
    payment_date: '2024-06-01',
    payment_mode: 'cash',
    payment_status: 'paid',
  });

  await page.goto(paths.transactions.href());
  await expect(page.getByRole('heading', { name: 'Transactions' })).toBeVisible();
  const chart = page.getByRole('region', { name: 'Amounts over time' });
  await expect(chart).toBeVisible();

  const filters = page.getByRole('search', { name: 'Filter transactions' });
  const search = () => filters.getByRole('button', { name: 'Search' }).click();
  await filters.getByLabel('Patient Name').fill(lastName);
  await search();

  const total = page.getByRole('region', { name: 'Total Amount' });
  const paid = page.getByRole('region', { name: 'Paid Amount' });
  const pending = page.getByRole('region', { name: 'Pending Amount' });
  const byMode = page.getByRole('region', { name: 'By Payment Mode' });
  const table = page.getByRole('table', { name: 'Transactions' });
  const rows = table.getByRole('row');
  await expect(total).toContainText('₱1,750.75');
  await expect(paid).toContainText('₱750.50');
  await expect(pending).toContainText('₱1,000.25');
  await expect(byMode).toContainText('Cash: ₱1,250.75');
  await expect(byMode).toContainText('Card: ₱500.00');
  await expect(byMode).toContainText('PayMaya: ₱0.00');
  await expect(byMode).toContainText('Other: ₱0.00');

  // Default order: payment date, newest first.
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText('2024-06-01');
  await expect(rows.nth(2)).toContainText('2024-05-20');
  await expect(rows.nth(3)).toContainText('2024-05-02');

  await filters.getByLabel('Start Date').fill('2024-05-01');
  await filters.getByLabel('End Date').fill('2024-05-31');
  await search();
  await expect(rows).toHaveCount(3);
  await expect(total).toContainText('₱1,500.25');
  await expect(chart).toContainText('2024-05');
  await expect(chart).not.toContainText('2024-06');
  await filters.getByLabel('Start Date').fill('');
  await filters.getByLabel('End Date').fill('');

  await filters.getByLabel('Procedure Name').fill('botox');
  await search();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Botox');
  await expect(total).toContainText('₱500.00');
  await filters.getByLabel('Procedure Name').fill('');

  await choose(page, filters.getByRole('combobox', { name: 'Payment Status' }), 'Paid');
  await search();
  await expect(rows).toHaveCount(3);
  await expect(total).toContainText('₱750.50');
  await expect(pending).toContainText('₱0.00');
  await choose(page, filters.getByRole('combobox', { name: 'Payment Status' }), 'All');

  await choose(page, filters.getByRole('combobox', { name: 'Payment Mode' }), 'Cash');
  await search();
  await expect(rows).toHaveCount(3);
  await expect(total).toContainText('₱1,250.75');
  await choose(page, filters.getByRole('combobox', { name: 'Payment Mode' }), 'All');
  await search();
  await expect(rows).toHaveCount(4);

  await table.getByRole('button', { name: 'Amount' }).click();
  await expect(rows.nth(1)).toContainText('₱1,000.25');
  await table.getByRole('button', { name: 'Amount' }).click();
  await expect(rows.nth(1)).toContainText('₱250.50');
  await table.getByRole('button', { name: 'Payment Date' }).click();
  await expect(rows.nth(1)).toContainText('2024-06-01');

  const pendingRow = rows.filter({ hasText: '₱1,000.25' });
  await pendingRow.getByRole('button', { name: 'Edit' }).click();
  await table.getByRole('textbox', { name: 'Amount' }).fill('2000');
  await choose(page, table.getByRole('combobox', { name: 'Payment Mode' }), 'Card');
  await choose(page, table.getByRole('combobox', { name: 'Payment Status' }), 'Paid');
  await table.getByLabel('Payment Date').fill('2024-05-03');
  await table.getByRole('button', { name: 'Save' }).click();
  const updated = page.getByRole('alert').filter({ hasText: 'Transaction updated successfully' });
  await expect(updated).toBeVisible();
  // Read and dismissed, as it would otherwise cover the lower options of the export dialog.
  await updated.getByRole('button', { name: 'Close' }).click();
  await expect(updated).toBeHidden();
  await expect(total).toContainText('₱2,750.50');
  await expect(paid).toContainText('₱2,750.50');
  await expect(pending).toContainText('₱0.00');
  await expect(byMode).toContainText('Cash: ₱250.50');
  await expect(byMode).toContainText('Card: ₱2,500.00');
  const edited = rows.filter({ hasText: '₱2,000.00' });
  await expect(edited).toContainText('Card');
  await expect(edited).toContainText('Paid');
  await expect(edited).toContainText('2024-05-03');

  const payments = await paymentsFromApi(request, admin.token, lastName);
  expect(payments.map((row) => row.amount)).toEqual(['2000.00', '500.00', '250.50']);

  const dialog = page.getByRole('dialog', { name: 'Export CSV' });
  const headers = {
    none: 'Patient,Payment Mode,Amount (₱),Payment Date',
    day: 'Period,Patient,Payment Mode,Amount (₱)',
    month: 'Period,Patient,Payment Mode,Amount (₱)',
  };
  for (const granularity of ['none', 'day', 'month'] as const) {
    await page.getByRole('button', { name: 'Export CSV' }).click();
    await dialog.getByLabel('Start Date').fill('2024-05-01');
    await dialog.getByLabel('End Date').fill('2024-06-30');
    for (const field of ['Procedure', 'Payment Status']) {
      await dialog.getByRole('checkbox', { name: field }).uncheck();
    }
    await dialog.getByLabel('Granularity').click();
    await page.getByRole('option', { name: new RegExp(`^${granularity}`, 'i') }).click();
    const downloadStarted = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Export' }).click();
    const download = await downloadStarted;
    await expect(dialog).toBeHidden();
    expect(download.suggestedFilename()).toBe('transactions_2024-05-01_2024-06-30.csv');

    const text = fs.readFileSync(await download.path(), 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(headers[granularity]);
    const ours = lines.filter((line) => line.includes(lastName));
    expect(ours).toEqual(expectedLines(payments, granularity));
    const datePattern = granularity === 'month' ? /^\d{4}-\d{2}$/ : /^\d{4}-\d{2}-\d{2}$/;
    for (const line of ours) {
      const cells = line.split(',');
      expect(granularity === 'none' ? cells.at(-1) : cells[0]).toMatch(datePattern);
    }
  }
});

test('the chart honours every filter of the list and shows days for a short range', async ({
  page,
  request,
  signInAs,
}) => {
  const admin = await signInAs('ADMIN');
  const tag = Date.now().toString(36);
  await seedPayment(request, admin.token, `Chart${tag}`, 'Botox', {
    amount: '1000.25',
    payment_date: '2024-11-03',
    payment_mode: 'card',
    payment_status: 'paid',
  });
  await seedPayment(request, admin.token, `Chart${tag}`, 'Chemical Peel', {
    amount: '20.50',
    payment_date: '2024-11-20',
    payment_mode: 'cash',
    payment_status: 'pending',
  });
  await seedPayment(request, admin.token, `Other${tag}`, 'Botox', {
    amount: '90000',
    payment_date: '2024-11-03',
    payment_mode: 'cash',
    payment_status: 'paid',
  });

  await page.goto(paths.transactions.href());
  const filters = page.getByRole('search', { name: 'Filter transactions' });
  await filters.getByLabel('Patient Name').fill(`Chart${tag}`);
  await filters.getByLabel('Start Date').fill('2024-11-01');
  await filters.getByLabel('End Date').fill('2024-11-30');
  await filters.getByRole('button', { name: 'Search' }).click();

  await expect(page.getByRole('region', { name: 'Total Amount' })).toContainText('₱1,020.75');
  const chart = page.getByRole('region', { name: 'Amounts over time' });
  await expect(chart.getByText('Per day')).toBeVisible();
  const periods = chart.getByRole('table', { name: 'Amounts by period' }).getByRole('row');
  await expect(periods).toHaveCount(3);
  await expect(periods.nth(1)).toContainText('2024-11-03');
  await expect(periods.nth(1)).toContainText('₱1,000.25');
  await expect(periods.nth(2)).toContainText('2024-11-20');
  await expect(periods.nth(2)).toContainText('₱20.50');

  await choose(page, filters.getByRole('combobox', { name: 'Payment Status' }), 'Paid');
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('region', { name: 'Total Amount' })).toContainText('₱1,000.25');
  await expect(periods).toHaveCount(2);
  await expect(periods.nth(1)).toContainText('₱1,000.25');
});

test('a payment the server refuses keeps the row open with the reason under its field', async ({
  page,
  signInAs,
  request,
  expectRefusal,
}) => {
  expectRefusal(422, '/api/v1/procedure-transactions/');
  const admin = await signInAs('ADMIN');
  const lastName = `Refused${Date.now().toString(36)}`;
  await seedPayment(request, admin.token, lastName, 'Laser Toning', { amount: '800.00', payment_date: '2024-05-10' });

  await page.goto(`/transactions?patient_name=${lastName}`);
  const table = page.getByRole('table', { name: 'Transactions' });
  await table.getByRole('button', { name: 'Edit' }).click();
  await table.getByRole('textbox', { name: 'Amount' }).fill('900');
  await table.getByLabel('Payment Date').fill('');
  await table.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Failed to update transaction. Please try again.')).toBeVisible();
  await expect(table.getByText('Invalid date format (YYYY-MM-DD)')).toBeVisible();
  await expect(table.getByRole('textbox', { name: 'Amount' })).toHaveValue('900');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the transactions page fits the screen, chart and Logout included', async ({ page, request, signInAs }) => {
    const admin = await signInAs('ADMIN');
    // A busy month in every payment mode: seven-figure amounts make the chart's table its widest.
    const lastName = `Phone${Date.now().toString(36)}`;
    for (const payment_mode of PAYMENT_MODES) {
      await seedPayment(request, admin.token, lastName, 'Thread Lift', {
        amount: '4888888.88',
        payment_date: '2024-05-02',
        payment_mode,
        payment_status: 'paid',
      });
    }

    await page.goto(paths.transactions.href());
    const chart = page.getByRole('region', { name: 'Amounts over time' });
    await expect(chart.getByRole('table', { name: 'Amounts by period' })).toBeAttached();
    // The phone's own width, not `innerWidth`: a phone browser widens its layout to fit a page that overflows.
    const phoneWidth = page.viewportSize()!.width;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(phoneWidth);
    const logout = await page.getByRole('button', { name: 'Logout' }).boundingBox();
    expect(logout!.x + logout!.width).toBeLessThanOrEqual(phoneWidth);
  });
});
