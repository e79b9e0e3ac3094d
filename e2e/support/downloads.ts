import type { Download, Page } from '@playwright/test';

/**
 * The download of a link the page opens in a new tab. Chromium reports it on the new tab, or on
 * the opener when the tab was still starting up as the download began (common on a busy machine).
 */
export function downloadFromNewTab(page: Page): Promise<Download> {
  return Promise.race([
    page.waitForEvent('download'),
    page.waitForEvent('popup').then((tab) => tab.waitForEvent('download')),
  ]);
}
