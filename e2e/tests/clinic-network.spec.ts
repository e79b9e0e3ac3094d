import { test, expect, E2E_ADMIN } from '../fixtures.ts';
import { E2E_LAN_HOST, E2E_PORT } from '../support/environment.ts';

test.describe('on the clinic network', () => {
  test('a reception PC opens the portal by its network name over plain HTTP and signs in', async ({ page }) => {
    const failedRequests: string[] = [];
    page.on('requestfailed', (request) => failedRequests.push(request.url()));

    await page.goto(`http://${E2E_LAN_HOST}:${E2E_PORT}/login`);
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    await page.getByLabel('Email address').fill(E2E_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`http://${E2E_LAN_HOST}:${E2E_PORT}/procedures/dashboard`);
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Patients' }),
    ).toBeVisible();
    expect(failedRequests).toEqual([]);
  });
});
