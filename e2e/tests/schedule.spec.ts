import { toClinicDateTimeInput, todayIsoDate } from '@clinic/contracts';
import type { Page } from '@playwright/test';
import { createUser, expect, test } from '../fixtures.ts';
import { accessibilityViolations } from '../support/accessibility.ts';
import { expectNoSidewaysScroll } from '../support/phone-width.ts';
import { uniqueTag } from '../support/unique-tag.ts';
import { createPatientViaApi, createProcedureViaApi } from '../support/seed.ts';
import { paths } from '../../packages/web/src/config/paths.ts';

/** The name the schedule shows: first and last. */
const shownName = (patient: { first_name: string; last_name: string }) => `${patient.first_name} ${patient.last_name}`;

/** A start today that has passed (a no-show waits for the start): minutes ago, or midnight if that was yesterday. */
function startedMinutesAgo(minutes: number): string {
  const start = toClinicDateTimeInput(new Date(Date.now() - minutes * 60_000).toISOString());
  return start.startsWith(todayIsoDate()) ? start : `${todayIsoDate()}T00:00`;
}

/** The column of one doctor in the day view, and the height of an hour in it. */
async function doctorColumn(page: Page, doctor: string) {
  const headers = await page.locator('.rbc-time-header .rbc-row-resource .rbc-header').allTextContents();
  const column = page.locator('.rbc-time-content .rbc-day-slot').nth(headers.indexOf(doctor));
  const hour = await page.locator('.rbc-time-content .rbc-timeslot-group').first().boundingBox();
  const box = await column.boundingBox();
  if (!hour || !box) throw new Error('the day view is not drawn');
  return { box, hourHeight: hour.height };
}

test('the day view moves an appointment by dragging and passes axe', async ({ page, request, signInAs }) => {
  const doctor = await signInAs('DOCTOR');
  const tag = uniqueTag();
  const today = todayIsoDate();
  const patient = await createPatientViaApi(request, doctor, { first_name: `Lorna${tag}` });
  const [first, second] = [`Dr. Aquino ${tag}`, `Dr. Bautista ${tag}`];
  await createProcedureViaApi(request, doctor, patient.id, {
    doctor_name: first,
    start_datetime: `${today}T10:00`,
    medications: [],
  });
  await createProcedureViaApi(request, doctor, patient.id, {
    doctor_name: second,
    start_datetime: `${today}T11:00`,
    medications: [],
    status: 'completed',
  });

  // Tall enough that the whole working day is on screen for the mouse.
  await page.setViewportSize({ width: 1280, height: 1400 });
  await page.goto(paths.proceduresDashboard.href());
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Schedule' }).click();
  await expect(page.getByRole('heading', { name: 'Schedule', level: 1 })).toBeVisible();
  const block = page.getByRole('button', { name: new RegExp(`${shownName(patient)}.*${first}`) });
  await expect(block).toBeVisible();
  await expect(block).toContainText('Not confirmed');
  expect(await accessibilityViolations(page)).toEqual([]);

  // Drag the 10:00 appointment two hours down its column, holding its middle (its edges resize it).
  const { hourHeight } = await doctorColumn(page, first);
  const from = await block.boundingBox();
  if (!from) throw new Error('no appointment block');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + hourHeight, { steps: 5 });
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 2 * hourHeight, { steps: 10 });
  // The block follows the mouse to noon before it is let go.
  await expect(
    page.getByRole('button', { name: new RegExp(shownName(patient)) }).getByText('12:00 PM – 12:30 PM'),
  ).toBeVisible();
  await page.mouse.up();
  await expect(page.getByRole('alert').filter({ hasText: `of ${shownName(patient)} moved` })).toBeVisible();
  const moved = await request.get(
    `/api/v1/schedule?start=${today}&end=${today}&doctor_name=${encodeURIComponent(first)}`,
    {
      headers: { authorization: `Bearer ${doctor.token}` },
    },
  );
  const [item] = (await moved.json()).items;
  expect(item.start_datetime).toBe(new Date(`${today}T12:00:00+08:00`).toISOString());
});

test('STAFF books by clicking a slot and lands back on the schedule', async ({ page, request, signInAs }) => {
  const staff = await signInAs('STAFF');
  const doctor = await createUser(request, 'DOCTOR');
  const tag = uniqueTag();
  const today = todayIsoDate();
  const patient = await createPatientViaApi(request, staff, { first_name: `Rosa${tag}` });
  const [busy, free] = [`Dr. Aquino ${tag}`, `Dr. Bautista ${tag}`];
  // Both doctors have a column today: each has a morning appointment.
  for (const doctorName of [busy, free]) {
    await createProcedureViaApi(request, doctor, patient.id, {
      doctor_name: doctorName,
      start_datetime: `${today}T09:00`,
      medications: [],
    });
  }

  await page.setViewportSize({ width: 1280, height: 1400 });
  await page.goto(paths.schedule.href());
  await expect(page.getByRole('heading', { name: 'Schedule', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`${shownName(patient)}.*${free}`) })).toBeVisible();

  // 15:00 in the second doctor's column, empty then.
  const column = await doctorColumn(page, free);
  await page.mouse.click(column.box.x + column.box.width / 2, column.box.y + 7 * column.hourHeight + 3);
  const dialog = page.getByRole('dialog', { name: 'Book an appointment' });
  await expect(dialog.getByLabel('Date and time')).toHaveValue(`${today}T15:00`);
  await expect(dialog.getByRole('combobox', { name: 'Doctor name' })).toHaveValue(free);
  await expect(dialog.getByLabel('Details')).toHaveCount(0);
  await dialog.getByRole('combobox', { name: 'Patient' }).fill(`Rosa${tag}`);
  await page.getByRole('option', { name: new RegExp(`Rosa${tag}`) }).click();
  await dialog.getByRole('combobox', { name: 'Service' }).fill('Consultation');
  await dialog.getByLabel('Note').fill('Prefers the afternoon');
  await dialog.getByRole('button', { name: 'Book' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: `Booked ${shownName(patient)}` })).toBeVisible();
  await expect(page).toHaveURL(/\/schedule/);
  await expect(
    page.getByRole('button', { name: new RegExp(`${shownName(patient)} Consultation.*${free}`) }),
  ).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('STAFF registers a new patient from the Today list and books them', async ({ page, signInAs }) => {
  await signInAs('STAFF');
  const lastName = `Ramos${uniqueTag()}`;
  await page.goto(paths.schedule.href('today'));
  await page.getByRole('button', { name: 'New patient' }).click();
  const registration = page.getByRole('dialog', { name: 'New patient' });
  await registration.getByLabel('First Name').fill('Lita');
  await registration.getByLabel('Last Name').fill(lastName);
  await registration.getByRole('combobox', { name: /^Sex/ }).selectOption('female');
  await registration.getByLabel('Date of Birth').fill('1991-04-02');
  await registration.getByLabel('Civil Status').selectOption('single');
  await registration.getByLabel('Primary Phone').fill('0917 555 0199');
  await registration.getByRole('button', { name: 'Register patient' }).click();

  const booking = page.getByRole('dialog', { name: 'Book an appointment' });
  await expect(booking.getByRole('combobox', { name: 'Patient' })).toHaveValue(`Lita ${lastName}`);
  await booking.getByRole('combobox', { name: 'Service' }).fill('Consultation');
  await booking.getByRole('combobox', { name: 'Doctor name' }).fill(`Dr. Uy ${lastName}`);
  await booking.getByRole('button', { name: 'Book' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `Booked Lita ${lastName}` })).toBeVisible();
  await expect(page).toHaveURL(/\/schedule\?tab=today/);
});

test('at phone width the agenda offers Book', async ({ page, signInAs }) => {
  await signInAs('STAFF');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(paths.schedule.href());
  await page.getByRole('button', { name: 'Book' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book an appointment' });
  await expect(dialog.getByRole('combobox', { name: 'Patient' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'New patient' })).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('the Today list checks a patient in and marks a no-show; a phone shows the day as a list', async ({
  page,
  request,
  signInAs,
}) => {
  await signInAs('STAFF');
  const doctor = await createUser(request, 'DOCTOR');
  const tag = uniqueTag();
  const today = todayIsoDate();
  const arriving = await createPatientViaApi(request, doctor, {
    first_name: `Mila${tag}`,
    phone_primary: '09171234567',
  });
  const missing = await createPatientViaApi(request, doctor, { first_name: `Nora${tag}` });
  await createProcedureViaApi(request, doctor, arriving.id, {
    doctor_name: `Dr. Cruz ${tag}`,
    start_datetime: `${today}T09:00`,
    medications: [],
  });
  await createProcedureViaApi(request, doctor, missing.id, {
    doctor_name: `Dr. Cruz ${tag}`,
    start_datetime: startedMinutesAgo(5),
    medications: [],
  });

  await page.goto(paths.schedule.href());
  await page.getByRole('tab', { name: 'Today' }).click();
  const list = page.getByRole('table', { name: "Today's appointments" });
  const arrivingRow = list.getByRole('row', { name: new RegExp(shownName(arriving)) });
  await expect(arrivingRow).toContainText('09171234567');
  await expect(arrivingRow).toContainText(`Dr. Cruz ${tag}`);
  await arrivingRow.getByRole('button', { name: 'Check in' }).click();
  await expect(arrivingRow).toContainText('Arrived');
  await expect(arrivingRow).toContainText('Waiting 0 min');
  const missingRow = list.getByRole('row', { name: new RegExp(shownName(missing)) });
  await missingRow.getByRole('button', { name: 'No-show' }).click();
  await expect(missingRow.getByText('No-show', { exact: true })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 800 });
  await page.getByRole('tab', { name: 'Calendar' }).click();
  const agenda = page.getByRole('list', { name: 'Appointments of the day' });
  await expect(agenda.getByRole('listitem').filter({ hasText: shownName(arriving) })).toContainText(`Dr. Cruz ${tag}`);
  await agenda.getByRole('link', { name: new RegExp(shownName(missing)) }).click();
  await expect(page).toHaveURL(/\/procedures\/\d+$/);
});
