import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { createPatientViaApi, createProcedureViaApi } from '../support/seed.ts';
import { paths } from '../../packages/web/src/config/paths.ts';

/** A small JPEG of one colour, drawn by the browser as a camera would hand it over. */
async function cameraJpeg(page: Page, name: string, colour: string) {
  const dataUrl = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const context = canvas.getContext('2d')!;
    context.fillStyle = fill;
    context.fillRect(0, 0, 64, 48);
    return canvas.toDataURL('image/jpeg', 0.9);
  }, colour);
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(dataUrl.split(',')[1]!, 'base64') };
}

test('a before and an after photo taken on a procedure, compared with the slider', async ({
  page,
  request,
  signInAs,
}) => {
  const doctor = await signInAs('DOCTOR');
  const patient = await createPatientViaApi(request, doctor);
  const procedure = await createProcedureViaApi(request, doctor, patient.id, { name: 'Chemical Peel' });

  await page.goto(paths.procedure.href(procedure.id));
  await expect(page.getByRole('heading', { name: 'Photos', level: 3 })).toBeVisible();
  const before = page.getByRole('region', { name: 'Before photos' });
  const after = page.getByRole('region', { name: 'After photos' });

  await before.getByLabel('Before photo note').fill('Left cheek, daylight');
  await page
    .getByLabel('Choose before photo from files')
    .setInputFiles(await cameraJpeg(page, 'before.jpg', '#c0392b'));
  await expect(before.getByRole('img', { name: 'Before, Front' })).toBeVisible();
  await expect(before.getByText('Left cheek, daylight')).toBeVisible();

  const camera = page.getByLabel('Take after photo with the camera');
  await expect(camera).toHaveAttribute('capture', 'environment');
  await expect(camera).toHaveAttribute('accept', 'image/*');
  await camera.setInputFiles(await cameraJpeg(page, 'after.jpg', '#27ae60'));
  await expect(after.getByRole('img', { name: 'After, Front' })).toBeVisible();

  await page.goto(paths.patient.href(patient.id, 'photos'));
  const timeline = page.getByRole('region', { name: 'Chemical Peel photos' });
  await timeline.getByRole('checkbox', { name: 'Before, Front' }).check();
  await timeline.getByRole('checkbox', { name: 'After, Front' }).check();
  await page.getByRole('button', { name: 'Compare', exact: true }).click();

  const compare = page.getByRole('region', { name: 'Compare' });
  await expect(compare.getByRole('img', { name: 'Before, Front' })).toBeVisible();
  await expect(compare.getByRole('img', { name: 'After, Front' })).toBeVisible();

  await compare.getByRole('button', { name: 'Overlay' }).click();
  const slider = compare.getByRole('slider', { name: 'Before/after slider' });
  const top = compare.getByTestId('overlay-top');
  await expect(slider).toHaveAttribute('aria-valuenow', '50');
  await slider.focus();
  await page.keyboard.press('Home');
  await expect(slider).toHaveAttribute('aria-valuenow', '0');
  await expect(top).toHaveAttribute('style', /inset\(0(px)? 100%/);
  await page.keyboard.press('End');
  await expect(slider).toHaveAttribute('aria-valuenow', '100');
  await expect(top).toHaveAttribute('style', /inset\(0(px)? 0(px|%)?/);
});
