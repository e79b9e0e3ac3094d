import { createUser, expect, test, useSession } from '../fixtures.ts';
import { accessibilityViolations } from '../support/accessibility.ts';
import { seedPaidInvoice } from '../support/billing-api.ts';
import { expectNoSidewaysScroll } from '../support/phone-width.ts';
import { uniqueTag } from '../support/unique-tag.ts';
import { paths } from '../../packages/web/src/config/paths.ts';
import { textOf } from '../../packages/server/src/testing/pdf-text.ts';

test("an administrator credits one line of a paid invoice to the patient's credit and prints the memo; the front desk is not offered it", async ({
  page,
  request,
  signInAs,
}) => {
  const admin = await signInAs('ADMIN');
  const tag = uniqueTag();
  const { service, patient, invoice } = await seedPaidInvoice(request, admin, tag, {
    paid: '1620.00',
    otherLines: [{ kind: 'text', description: `Aftercare kit ${tag}`, quantity: 1, unit_price: '500.00' }],
  });

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(paths.invoice.href(invoice.id));
  await expect(page.getByRole('heading', { name: `Invoice ${invoice.number}`, level: 1 })).toBeVisible();
  await expect(page.getByText('No credit memos.')).toBeVisible();
  await page.getByRole('button', { name: 'Issue credit memo' }).click();
  const dialog = page.getByRole('dialog', { name: `Credit memo for invoice ${invoice.number}` });
  await dialog.getByRole('button', { name: `Credit all of ${service.name}` }).click();
  await expect(dialog.getByLabel(`Quantity of ${service.name} to credit`)).toHaveValue('1');
  await dialog.getByLabel(/Reason/).fill('Treatment not done: skin irritated');
  const figures = dialog.getByRole('definition');
  await expect(figures).toHaveText(['₱1,120.00', '₱120.00', '₱1,120.00']);
  await expect(dialog.getByText('Paid back (Patient credit)')).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Issue credit memo' }).click();

  const heading = page.getByRole('heading', { name: /^Credit memo CM-\d{6}$/, level: 1 });
  await expect(heading).toBeVisible();
  const number = (await heading.textContent())!.replace('Credit memo ', '');
  await expect(page.getByText(`Credit memo ${number} was issued.`)).toBeVisible();
  const memo = page.getByRole('definition');
  await expect(page.getByRole('link', { name: invoice.number! })).toBeVisible();
  await expect(memo.filter({ hasText: `Rosa${tag}` })).toBeVisible();
  await expect(memo.filter({ hasText: 'Treatment not done: skin irritated' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Credited lines' })).toContainText(service.name);
  await expect(page.getByRole('table', { name: 'Credited lines' })).not.toContainText('Aftercare kit');
  await expect(memo.filter({ hasText: 'Patient credit' })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  const link = page.waitForResponse((response) => /\/api\/v1\/credit-memos\/\d+\/pdf\?layout=a4$/.test(response.url()));
  const tab = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Print A4' }).click();
  const { url } = (await (await link).json()) as { url: string };
  await (await tab).close();
  const pdf = await request.get(url);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const printed = textOf(await pdf.body());
  expect(printed).toContain('CREDIT MEMO');
  expect(printed.some((line) => line.includes(number))).toBe(true);

  // The memo is listed on its invoice, and the patient's credit holds what was paid back.
  await page.getByRole('link', { name: invoice.number! }).click();
  const memos = page.getByRole('table', { name: 'Credit memos' });
  await expect(memos.getByRole('link', { name: number })).toBeVisible();
  await expect(memos).toContainText('₱1,120.00 (Patient credit)');
  await page.goto(paths.patient.href(patient.id, 'billing'));
  const billing = page.getByRole('tabpanel');
  await expect(billing.getByText('Credit balance').locator('xpath=following-sibling::dd[1]')).toHaveText('₱1,120.00');
  await expect(billing.getByRole('region', { name: 'Credit' }).getByRole('link', { name: number })).toBeVisible();

  // At phone width the memo's dialog takes the whole screen, and its page is one column, with
  // nothing to scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(paths.invoice.href(invoice.id));
  await page.getByRole('button', { name: 'Issue credit memo' }).click();
  await expect(dialog).toBeVisible();
  expect(await dialog.boundingBox()).toMatchObject({ x: 0, width: 390 });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('list', { name: 'Credit memos' }).getByRole('link', { name: number }).click();
  await expect(heading).toBeVisible();
  await expect(page.getByRole('list', { name: 'Credited lines' })).toContainText(service.name);
  await expectNoSidewaysScroll(page);
  expect(await accessibilityViolations(page)).toEqual([]);

  // Credit memos are an administrator's: the front desk sees them, not the action.
  await useSession(page, await createUser(request, 'STAFF'));
  await page.goto(paths.invoice.href(invoice.id));
  await expect(page.getByRole('list', { name: 'Credit memos' }).getByRole('link', { name: number })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print A4' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Issue credit memo' })).toHaveCount(0);
});
