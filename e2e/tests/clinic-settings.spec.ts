import { devices } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { accessibilityViolations } from '../support/accessibility.ts';
import { paths } from '../../packages/web/src/config/paths.ts';

const { viewport: phoneViewport, isMobile, hasTouch } = devices['Pixel 7'];

test('the owner saves the clinic’s address and phone on Clinic settings, and they stay saved', async ({
  page,
  signInAs,
}, testInfo) => {
  await signInAs('SUPERADMIN');
  await page.goto(paths.patients.href());
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Clinic settings' })
    .click();
  await expect(page.getByRole('heading', { name: 'Clinic settings', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(paths.clinicSettings.href());

  // The name is left as other browser tests expect it; address and phone are this test's own.
  const phone = `(02) 8${String(Date.now() % 1_000_000).padStart(6, '0')}`;
  await expect(page.getByLabel('Clinic name')).not.toHaveValue('');
  await page.getByLabel('Address').fill('12 Rizal Avenue\nPoblacion, Makati City');
  await page.getByLabel('Phone').fill(phone);
  await page.getByRole('button', { name: 'Save clinic settings' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Clinic settings saved' })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('clinic-settings-desk.png'), fullPage: true });

  await page.reload();
  await expect(page.getByLabel('Phone')).toHaveValue(phone);
  await expect(page.getByLabel('Address')).toHaveValue('12 Rizal Avenue\nPoblacion, Makati City');

  // A phone that is not one is refused in words on its field, before anything is sent.
  await page.getByLabel('Phone').fill('call us');
  await page.getByRole('button', { name: 'Save clinic settings' }).click();
  await expect(page.getByText('Enter a phone number: digits, spaces, +, ( ) or -')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: phoneViewport, isMobile, hasTouch });

  test('the clinic settings fit the screen without sideways scrolling', async ({ page, signInAs }, testInfo) => {
    await signInAs('SUPERADMIN');
    await page.goto(paths.clinicSettings.href());
    await expect(page.getByRole('heading', { name: 'Clinic settings', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Clinic name')).not.toHaveValue('');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('clinic-settings-phone.png'), fullPage: true });
  });
});
