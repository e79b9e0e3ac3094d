import { DUPLICATE_MESSAGES } from '@clinic/contracts';
import { expect, test } from '../fixtures.ts';
import { createPatientViaApi } from '../support/seed.ts';
import { paths } from '../../packages/web/src/config/paths.ts';

test('an admin sees a possible duplicate on the profile and merges it into the record kept', async ({
  page,
  request,
  signInAs,
  expectRefusal,
}) => {
  const admin = await signInAs('ADMIN');
  const lastName = `Duplicado${Date.now().toString(36).replace(/\d/g, 'x')}`;
  // A birth date no other spec uses, so only these two patients match.
  const same = { first_name: 'Lourdes', middle_name: '', last_name: lastName, date_of_birth: '1944-02-29' };
  const kept = await createPatientViaApi(request, admin, { ...same, phone_primary: '09170001111' });
  const duplicate = await createPatientViaApi(request, admin, {
    ...same,
    first_name: 'LOURDES',
    phone_primary: '09170002222',
  });

  // The merged profile's own queries, still on screen as it moves to the kept one, are refused
  // once the record is archived.
  expectRefusal(404, `/api/v1/patients/${duplicate.id}`);
  await page.goto(paths.patient.href(duplicate.id));
  const link = page.getByRole('link', { name: `Possible duplicate of Lourdes ${lastName} (ID ${kept.id}, born` });
  await expect(link).toBeVisible();
  await page.getByRole('button', { name: 'Merge into…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Merge patient records' });
  const mergedName = `LOURDES ${lastName} (ID ${duplicate.id})`;
  const keptName = `Lourdes ${lastName} (ID ${kept.id})`;
  await expect(dialog.getByText(DUPLICATE_MESSAGES.mergeConfirm(mergedName, keptName))).toBeVisible();
  await dialog.getByRole('button', { name: 'Merge' }).click();

  await expect(page).toHaveURL(new RegExp(`/patients/${kept.id}$`));
  await expect(
    page.getByRole('alert').filter({ hasText: DUPLICATE_MESSAGES.merged(mergedName, keptName) }),
  ).toBeVisible();
  await expect(page.getByText(`Possible duplicate of`)).toHaveCount(0);
});
