import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_21_A_AND_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The page's WCAG 2.1 A and AA violations, one line each: rule, impact, what it asks and where. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  // Legacy mode runs axe in the page itself; the default opens a blank page per scan to merge the
  // results of cross-origin frames, which the portal has none of, and took twice as long.
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_21_A_AND_AA)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}

/** Opens each screen, waits for its heading and its data, and expects no violations, going on past a failing one. */
export async function expectScreensAccessible(page: Page, screenPaths: string[]): Promise<void> {
  for (const screenPath of screenPaths) {
    await page.goto(screenPath);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    expect.soft(await accessibilityViolations(page), `violations on ${screenPath}`).toEqual([]);
  }
}
