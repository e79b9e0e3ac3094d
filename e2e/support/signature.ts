import type { Locator, Page } from '@playwright/test';

/** Draws a signature stroke across the canvas with the mouse, as a finger would on a tablet. */
export async function drawSignature(page: Page, canvas: Locator) {
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the signature pad is not on screen');
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.6);
  await page.mouse.down();
  for (const [x, y] of [
    [0.3, 0.3],
    [0.4, 0.7],
    [0.5, 0.3],
    [0.6, 0.7],
    [0.7, 0.4],
  ] as const) {
    await page.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 4 });
  }
  await page.mouse.up();
}
