import { todayIsoDate } from '@clinic/contracts';
import { buildProcedureInput } from '@clinic/contracts/testing';
import type { Locator, Page } from '@playwright/test';
import { expect, test, type PortalUser } from '../fixtures.ts';
import { createPatientViaApi } from '../support/seed.ts';
import { paths } from '../../packages/web/src/config/paths.ts';

const bearer = (user: PortalUser) => ({ authorization: `Bearer ${user.token}` });

async function chooseOption(page: Page, scope: Locator | Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Clicks the diagram at a spot (fractions of its size) and fills the new point's panel. */
async function markPoint(
  page: Page,
  at: { x: number; y: number },
  label: string,
  details: { condition: string; treatment: string; notes: string; medications: string; date: string },
) {
  const diagram = page.getByRole('group', { name: /^Face diagram/ });
  const box = await diagram.boundingBox();
  if (!box) throw new Error('face diagram not shown');
  await diagram.click({ position: { x: box.width * at.x, y: box.height * at.y } });
  const panel = page.getByRole('region', { name: `${label} details` });
  await panel.getByLabel('Condition').fill(details.condition);
  await panel.getByLabel('Treatment', { exact: false }).first().fill(details.treatment);
  await panel.getByLabel('Notes').fill(details.notes);
  await panel.getByLabel('Point medications').fill(details.medications);
  await panel.getByLabel('Treatment date').fill(details.date);
  await panel.getByRole('button', { name: 'Done' }).click();
}

test('a doctor records a procedure with medications, payment and face points, locks it and manages the dashboard', async ({
  page,
  request,
  signInAs,
}) => {
  test.setTimeout(180_000);
  const doctor = await signInAs('DOCTOR');
  const patient = await createPatientViaApi(request, doctor);
  const tag = Date.now().toString(36);
  const doctorName = `Dr. Rizal ${tag}`;

  // From the profile's Procedures tab to the new-procedure form.
  await page.goto(paths.patient.href(patient.id, 'procedures'));
  await page.getByRole('link', { name: 'Add New Procedure' }).click();
  await expect(page).toHaveURL(paths.newProcedure.href(patient.id));

  await page.getByLabel('Procedure name').fill('Chemical Peel');
  await page.getByLabel('Doctor name').fill(doctorName);
  await chooseOption(page, page, 'Status', 'Scheduled');
  await page.getByLabel('Scheduled date').fill('2026-12-10T09:30');

  const newMedication = page.getByLabel('New medication name');
  await newMedication.fill('Tretinoin');
  await newMedication.press('Enter');
  const first = page.getByRole('group', { name: 'Medication 1' });
  await first.getByLabel('Dosage').fill('0.05% cream');
  await first.getByLabel('Frequency').fill('Nightly');
  await first.getByLabel('Duration').fill('2');
  await chooseOption(page, first, 'Unit', 'weeks');
  await newMedication.fill('Doxycycline');
  await newMedication.press('Enter');
  const second = page.getByRole('group', { name: 'Medication 2' });
  await second.getByLabel('Dosage').fill('100 mg');
  await second.getByLabel('Duration').fill('1');
  await chooseOption(page, second, 'Unit', 'months');
  await expect(page).toHaveURL(/\/procedures\/new/);

  await page.getByLabel('Amount').fill('1500.50');
  await chooseOption(page, page, 'Payment mode', 'Card');

  await markPoint(page, { x: 0.4, y: 0.35 }, 'Point 1', {
    condition: 'Acne scarring',
    treatment: 'Microneedling',
    notes: 'Left cheek',
    medications: 'Tretinoin',
    date: '2026-12-10',
  });
  await markPoint(page, { x: 0.6, y: 0.55 }, 'Point 2', {
    condition: 'Melasma',
    treatment: 'Peel',
    notes: 'Right cheek',
    medications: 'Hydroquinone',
    date: '2026-12-10',
  });
  await page.getByRole('button', { name: 'Side', exact: true }).click();
  await markPoint(page, { x: 0.5, y: 0.45 }, 'Point 3', {
    condition: 'Keloid',
    treatment: 'Steroid injection',
    notes: 'Jawline',
    medications: 'Triamcinolone',
    date: '2026-12-11',
  });

  await page.getByRole('button', { name: 'Save Procedure' }).click();
  await expect(page).toHaveURL(paths.patient.href(patient.id, 'procedures'));
  const tab = page.getByRole('table', { name: 'Patient procedures' });
  await expect(tab.getByRole('cell', { name: 'Chemical Peel', exact: true })).toBeVisible();
  await expect(tab.getByText('₱1,500.50')).toBeVisible();

  // The detail screen shows the diagram and its points.
  await tab.getByRole('link', { name: 'View Chemical Peel' }).click();
  await expect(page.getByRole('heading', { name: 'Chemical Peel' })).toBeVisible();
  await expect(page.getByText('Duration: 2 weeks')).toBeVisible();
  await expect(page.getByText('Duration: 1 months')).toBeVisible();
  await expect(page.getByText('Card, Pending')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Point 1' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Point 2' })).toBeVisible();
  // The sticky header would cover a full-page capture, so the diagram is scrolled into the viewport.
  await page.getByRole('region', { name: 'Face annotation' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/artifacts/face-diagram.png' });
  await page.getByRole('button', { name: 'Side', exact: true }).click();
  await page.getByRole('button', { name: 'Point 3' }).click();
  await expect(page.getByText('Treatment: Steroid injection').filter({ visible: true })).toBeVisible();

  // Edit the schedule and a point.
  await page.getByRole('button', { name: 'Edit Procedure' }).click();
  await page.getByLabel('Scheduled date').fill('2026-12-12T14:00');
  await page.getByRole('button', { name: 'Point 1' }).click();
  await page
    .getByRole('region', { name: 'Point 1 details' })
    .getByLabel('Treatment', { exact: false })
    .first()
    .fill('Fractional laser');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('button', { name: 'Edit Procedure' })).toBeVisible();
  await expect(page.getByText(/^Scheduled: Dec 12, 2026/)).toBeVisible();
  await page.getByRole('button', { name: 'Point 1' }).click();
  await expect(page.getByText('Treatment: Fractional laser').filter({ visible: true })).toBeVisible();

  // Completed locks the procedure: no edit, no delete.
  await page.getByRole('button', { name: 'Edit Procedure' }).click();
  await chooseOption(page, page, 'Status', 'Completed');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    page.getByText('Cannot edit completed procedures. Completed procedures are locked for editing.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Procedure' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete Procedure' })).toHaveCount(0);
  // Reopening is an administrator's action, with a reason.
  await expect(page.getByRole('button', { name: 'Reopen' })).toHaveCount(0);

  // A medicine refill.
  await page.goto(paths.newProcedure.href(patient.id));
  await page.getByRole('switch', { name: 'Medicine refill / purchase' }).check();
  await expect(page.getByLabel('Procedure name')).toHaveValue('Medicine Refill / Purchase');
  await expect(page.getByRole('region', { name: 'Face annotation' })).toHaveCount(0);
  await page.getByLabel('Scheduled date').fill('2026-12-13T10:00');
  await newMedication.fill('Sunscreen SPF 50');
  await newMedication.press('Enter');
  await page.getByLabel('Amount').fill('850');
  await page.getByRole('button', { name: 'Save Procedure' }).click();
  await expect(page).toHaveURL(paths.patient.href(patient.id, 'procedures'));
  await expect(tab.getByRole('cell', { name: 'Medicine Refill / Purchase', exact: true })).toBeVisible();

  // The Medications tab links each procedure's medications back to it.
  await page.goto(paths.patient.href(patient.id, 'medications'));
  await expect(page.getByRole('link', { name: 'Edit in Procedure' })).toHaveCount(2);

  // The dashboard: counts, filters, period toggle, sorting, status edit, archive, add.
  const extra = await request.post('/api/v1/procedures/', {
    headers: bearer(doctor),
    data: buildProcedureInput(patient.id, {
      name: 'Laser Toning',
      doctor_name: doctorName,
      start_datetime: '2026-12-20T09:00',
    }),
  });
  expect(extra.ok(), await extra.text()).toBeTruthy();
  await page.goto(paths.proceduresDashboard.href());
  await expect(page.getByRole('region', { name: 'Total' })).toBeVisible();
  await page.getByRole('button', { name: 'Month' }).click();
  await expect(page.getByLabel('Start Date')).toHaveValue(/^\d{4}-\d{2}-01$/);
  await page.getByRole('button', { name: 'Reset' }).click();
  await page.getByLabel('Doctor').fill(doctorName);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  // The refill's doctor is 'Not Applicable', so this doctor has the peel and the toning.
  await expect(page.getByRole('region', { name: 'Total' })).toHaveText('Total2');
  await expect(page.getByRole('region', { name: 'Completed' })).toHaveText('Completed1');
  await expect(page.getByRole('region', { name: 'Scheduled' })).toHaveText('Scheduled1');
  const table = page.getByRole('table', { name: 'Procedures' });
  await expect(table.getByRole('row')).toHaveCount(3);

  const sorted = page.waitForRequest(
    (sent) => sent.url().includes('sortBy=name') && sent.url().includes('sortOrder=asc'),
  );
  await table.getByRole('button', { name: 'Procedure' }).click();
  await sorted;
  await expect(table.getByRole('row').nth(1)).toContainText('Chemical Peel');

  await page.getByRole('button', { name: /^Edit Laser Toning/ }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Laser Toning' });
  await chooseOption(page, editDialog, 'Status', 'Ongoing');
  await editDialog.getByRole('button', { name: 'Save' }).click();
  await expect(editDialog).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: 'Laser Toning is now Ongoing.' })).toBeVisible();
  await expect(table.getByRole('row', { name: /Laser Toning/ }).getByText('Ongoing', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ongoing' })).toHaveText('Ongoing1');

  await expect(page.getByRole('button', { name: /^Archive Chemical Peel/ })).toHaveCount(0);
  await page.getByRole('button', { name: /^Archive Laser Toning/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Laser Toning archived.' })).toBeVisible();
  await expect(table.getByRole('row', { name: /Laser Toning/ })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Total' })).toHaveText('Total1');

  await page.getByRole('button', { name: 'Add New Procedure' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add New Procedure' });
  await addDialog.getByLabel('Search patients').fill(patient.first_name);
  await addDialog.getByLabel('Search patients').press('Enter');
  await addDialog.getByRole('button', { name: new RegExp(patient.first_name) }).click();
  await expect(page).toHaveURL(paths.newProcedure.href(patient.id));
});

test('the procedure screens name the patient without recording a view of the profile', async ({
  page,
  request,
  signInAs,
}) => {
  const doctor = await signInAs('DOCTOR');
  const patient = await createPatientViaApi(request, doctor);
  const created = await request.post('/api/v1/procedures/', {
    headers: bearer(doctor),
    data: buildProcedureInput(patient.id, { name: 'Microneedling' }),
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const procedure: { id: number } = await created.json();

  await page.goto(paths.procedures.href(patient.id));
  await expect(page.getByRole('heading', { name: new RegExp(`^Procedures for ${patient.first_name}`) })).toBeVisible();
  await page.goto(paths.newProcedure.href(patient.id));
  await expect(page.getByText(new RegExp(`^Patient: ${patient.first_name}`))).toBeVisible();
  await page.goto(paths.procedure.href(procedure.id));
  await expect(page.getByRole('heading', { name: 'Microneedling' })).toBeVisible();

  const history = await request.get(`/api/v1/patients/${patient.id}/history`, { headers: bearer(doctor) });
  const actions = ((await history.json()) as { action: string }[]).map((entry) => entry.action);
  expect(actions).not.toContain('view');
});

test('Day, Week and Month set both ends of the period, and statuses read the same everywhere', async ({
  page,
  request,
  signInAs,
}) => {
  const doctor = await signInAs('DOCTOR');
  const patient = await createPatientViaApi(request, doctor);
  const doctorName = `Dr. Day ${Date.now().toString(36)}`;
  const today = todayIsoDate();
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const nextMonth = new Date(Date.UTC(year, month, Math.min(day, 28))).toISOString().slice(0, 10);
  for (const [name, date, status] of [
    ['Today Facial', today, 'ongoing'],
    ['Next Month Peel', nextMonth, 'scheduled'],
  ] as const) {
    const created = await request.post('/api/v1/procedures/', {
      headers: bearer(doctor),
      data: buildProcedureInput(patient.id, {
        name,
        doctor_name: doctorName,
        start_datetime: `${date}T12:00`,
        status,
      }),
    });
    expect(created.ok(), await created.text()).toBeTruthy();
  }

  await page.goto(paths.proceduresDashboard.href());
  await page.getByLabel('Doctor').fill(doctorName);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Total' })).toHaveText('Total2');

  await page.getByRole('button', { name: 'Day', exact: true }).click();
  await expect(page.getByLabel('Start Date')).toHaveValue(today);
  await expect(page.getByLabel('End Date')).toHaveValue(today);
  await expect(page.getByRole('region', { name: 'Total' })).toHaveText('Total1');
  const table = page.getByRole('table', { name: 'Procedures' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row', { name: /Today Facial/ }).getByText('Ongoing', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ongoing' })).toHaveText('Ongoing1');

  await page.getByRole('button', { name: 'Month', exact: true }).click();
  await expect(page.getByLabel('Start Date')).toHaveValue(`${today.slice(0, 8)}01`);
  await expect(page.getByLabel('End Date')).toHaveValue(new RegExp(`^${today.slice(0, 8)}(28|29|30|31)$`));
  await expect(table.getByRole('row')).toHaveCount(2);

  await page.getByRole('combobox', { name: 'Status' }).click();
  await expect(page.getByRole('option', { name: 'Ongoing', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: /IN_PROGRESS/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
});

test('a medication row shows its Duration in full, and a pasted amount keeps 2 decimals', async ({
  page,
  request,
  signInAs,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const doctor = await signInAs('DOCTOR');
  const patient = await createPatientViaApi(request, doctor);
  await page.goto(paths.newProcedure.href(patient.id));
  await page.getByLabel('New medication name').fill('Tretinoin');
  await page.getByLabel('New medication name').press('Enter');

  const row = page.getByRole('group', { name: 'Medication 1' });
  const duration = row.getByRole('textbox', { name: 'Duration' });
  await expect(duration).toBeVisible();
  const box = await duration.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(80);
  const label = row.locator('label', { hasText: 'Duration' });
  await expect(label).toBeVisible();
  const labelBox = await label.boundingBox();
  expect(labelBox?.width ?? 0).toBeLessThanOrEqual((box?.width ?? 0) + 1);

  await page.getByRole('textbox', { name: 'Amount' }).fill('12.345');
  await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('12.34');
});

test('required-field errors of a new procedure go away as the fields are filled', async ({
  page,
  request,
  signInAs,
}) => {
  const doctor = await signInAs('DOCTOR');
  const patient = await createPatientViaApi(request, doctor);
  await page.goto(paths.newProcedure.href(patient.id));
  await page.getByRole('button', { name: 'Save Procedure' }).click();
  await expect(page.getByText('Procedure name is required')).toBeVisible();
  await expect(page.getByText('Doctor name is required')).toBeVisible();
  await expect(page.getByText('Scheduled date is required')).toBeVisible();

  const refill = page.getByRole('switch', { name: 'Medicine refill / purchase' });
  await refill.click();
  await expect(page.getByText('Procedure name is required')).toHaveCount(0);
  await expect(page.getByText('Doctor name is required')).toHaveCount(0);
  await expect(page.getByText('Scheduled date is required')).toBeVisible();
  await refill.click();
  await expect(page.getByText('Procedure name is required')).toBeVisible();

  await page.getByLabel(/^Procedure name/).click();
  await page.keyboard.type('Hydrafacial');
  await page.keyboard.press('Tab');
  await expect(page.getByText('Procedure name is required')).toHaveCount(0);
  await page.getByLabel(/^Doctor name/).click();
  await page.keyboard.type('Dr. Santos');
  await expect(page.getByText('Doctor name is required')).toHaveCount(0);
  await page.getByLabel(/^Scheduled date/).fill('2026-05-06T09:30');
  await expect(page.getByText('Scheduled date is required')).toHaveCount(0);
});

test('face points are added and moved from the keyboard and listed beside the diagram', async ({
  page,
  request,
  signInAs,
}) => {
  const doctor = await signInAs('DOCTOR');
  const patient = await createPatientViaApi(request, doctor);
  await page.goto(paths.newProcedure.href(patient.id));

  await page.getByRole('group', { name: /^Face diagram/ }).focus();
  await page.keyboard.press('Enter');
  const marker = page.getByRole('button', { name: 'Point 1' });
  await expect(marker).toBeFocused();
  const before = await marker.boundingBox();
  await page.keyboard.press('Shift+ArrowRight');
  await expect.poll(async () => (await marker.boundingBox())?.x ?? 0).toBeGreaterThan(before?.x ?? 0);

  const panel = page.getByRole('region', { name: 'Point 1 details' });
  await panel.getByLabel('Condition').fill('Frown lines');
  await panel.getByLabel('Treatment', { exact: false }).first().fill('Botulinum toxin');
  await panel.getByRole('button', { name: 'Done' }).click();

  const list = page.getByRole('region', { name: 'Points (1)' });
  await expect(list.getByText('Point 1 (Front)')).toBeVisible();
  await expect(list.getByText('Condition: Frown lines')).toBeVisible();
  await expect(list.getByText('Treatment: Botulinum toxin')).toBeVisible();
});
