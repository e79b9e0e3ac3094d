import { expect, type Page } from '@playwright/test';

/**
 * Nothing on the page scrolls sideways. Polled: after the window is narrowed, the navigation and
 * the tables each switch to their phone layout on their own render, and the page is measured once
 * they all have.
 */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), {
      message: 'the page scrolls sideways',
    })
    .toBe(true);
}
