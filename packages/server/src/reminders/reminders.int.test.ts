import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { buildProcedureInput } from '@clinic/contracts/testing';
import { buildApp } from '../app.ts';
import { INBOUND_SMS_LIMITS } from '../sms/inbound-messages.ts';
import { DEFAULT_ANSWER_LIMITS } from './reminders.service.ts';
import { auditEvents, patients, procedures } from '../db/schema/index.ts';
import { createTestApp, useTestApp, type TestApp } from '../testing/test-app.ts';

/** A clinic (UTC+8) time as a Date. */
const manila = (text: string) => new Date(`${text}+08:00`);

let now = manila('2026-11-23T10:00:00');
const clock = () => now;
const INBOUND_SECRET = 'shared-secret-of-the-gateway';
// The clock runs days ahead: staff sessions outlast it.
const LONG_SESSIONS = { JOB_POLL_SECONDS: '0', SESSION_IDLE_MINUTES: '100000', SESSION_MAX_HOURS: '10000' };

const t = useTestApp({
  clock,
  // The first clinic settings' name: the owner changes it below, and messages follow the settings.
  environment: { ...LONG_SESSIONS, SMS_INBOUND_SECRET: INBOUND_SECRET, CLINIC_NAME: 'Portal Default Name' },
});
const CLINIC = {
  name: 'Glow Clinic',
  address: '12 Rizal Avenue\nPoblacion, Makati City',
  phone: '(02) 8123 4567',
  email: null,
};
let nurse: string;
beforeAll(async () => {
  nurse = (await t.signIn('NURSE')).token;
  const owner = await t.signIn('SUPERADMIN');
  const saved = await t.api({ method: 'PUT', url: '/clinic-settings', token: owner.token, payload: CLINIC });
  expect(saved.statusCode, saved.body).toBe(200);
});

let phoneSequence = 1000;
/** A patient with a Philippine mobile written as people write it, and an e-mail address. */
async function insertPatient(values: Partial<typeof patients.$inferInsert> = {}) {
  phoneSequence += 1;
  const phone = `0917 123 ${phoneSequence}`;
  const [row] = await t.database.db
    .insert(patients)
    .values({
      firstName: 'Ana',
      lastName: 'Reyes',
      sex: 'F',
      dateOfBirth: '1990-01-01',
      createdByRole: 'ADMIN',
      phonePrimary: phone,
      phonePrimaryDigits: phone.replace(/\D/g, ''),
      ...values,
    })
    .returning();
  return { id: row!.id, international: `+63917123${phoneSequence}`, phone };
}

async function book(patientId: number, start: string, overrides: Record<string, unknown> = {}) {
  const response = await t.api({
    method: 'POST',
    url: '/procedures/',
    token: nurse,
    payload: buildProcedureInput(patientId, { start_datetime: start, ...overrides }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id as number;
}

interface LoggedReminder {
  kind: string;
  offset: string | null;
  due_at: string;
  status: string;
  channels: string[];
  note: string | null;
}

async function reminderLog(procedureId: number) {
  const response = await t.api({ method: 'GET', url: `/procedures/${procedureId}/reminders`, token: nurse });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    reminders: LoggedReminder[];
    replies: { action: string; body: string | null; read: boolean; channel: string }[];
    unread_replies: number;
  };
}

const smsOutbox = () => path.join(t.config.dataDir, 'sms-outbox');
/** The SMS written to the outbox, oldest first. */
function sentSms(): { to: string; message: string }[] {
  if (!fs.existsSync(smsOutbox())) return [];
  return fs
    .readdirSync(smsOutbox())
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(smsOutbox(), file), 'utf8')));
}
const smsTo = (number: string) => sentSms().filter((sms) => sms.to === number);
const tokenOf = (message: string) => /\/a\/([\w-]+)/.exec(message)![1]!;

async function runAt(time: Date) {
  now = time;
  return t.app.jobs.runDue();
}

/** An SMS as the gateway forwards it, with the shared secret unless told otherwise. */
const inbound = (
  from: string,
  message: string,
  { secret = INBOUND_SECRET, ...gateway }: { secret?: string; message_id?: string; timestamp?: string } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/sms/inbound',
    headers: { 'x-sms-secret': secret },
    payload: { from, message, ...gateway },
  });

afterEach(() => {
  now = manila('2026-11-23T10:00:00');
});

describe('planning', () => {
  it('plans reminders 24 hours and 2 hours before, sends each once by SMS and e-mail, without health data', async () => {
    const patient = await insertPatient({ email: 'ana.plan@example.com' });
    const id = await book(patient.id, '2026-11-25T14:00', { name: 'Botox forehead' });
    expect((await reminderLog(id)).reminders).toMatchObject([
      { offset: '24h', due_at: manila('2026-11-24T14:00:00').toISOString(), status: 'planned' },
      { offset: '2h', due_at: manila('2026-11-25T12:00:00').toISOString(), status: 'planned' },
    ]);

    await runAt(manila('2026-11-24T13:59:00'));
    expect(smsTo(patient.international)).toHaveLength(0);
    await runAt(manila('2026-11-24T14:00:00'));
    const [sms] = smsTo(patient.international);
    expect(sms!.message).toMatch(/^Glow Clinic: appt Wed, Nov 25, 2:00 PM\. http:\/\/portal\.test\/a\/[\w-]{22} /);
    expect(sms!.message).not.toContain('Botox');
    const mail = t.outbox().find((raw) => raw.includes('ana.plan@example.com'));
    expect(mail).toContain('Appointment reminder');
    expect(mail).not.toContain('Botox');

    await runAt(manila('2026-11-25T12:00:00'));
    await runAt(manila('2026-11-25T12:30:00'));
    expect(smsTo(patient.international)).toHaveLength(2);
    expect((await reminderLog(id)).reminders).toMatchObject([
      { offset: '24h', status: 'sent', channels: ['sms', 'email'] },
      { offset: '2h', status: 'sent', channels: ['sms', 'email'] },
    ]);
  });

  it('sends a reminder due in quiet hours at 20:00 the evening before', async () => {
    const patient = await insertPatient();
    const id = await book(patient.id, '2026-11-25T09:00');
    expect((await reminderLog(id)).reminders).toMatchObject([
      { offset: '24h', due_at: manila('2026-11-24T09:00:00').toISOString() },
      { offset: '2h', due_at: manila('2026-11-24T20:00:00').toISOString() },
    ]);
  });

  it('plans no reminder whose offset the booking came too late for, nor one whose evening has passed', async () => {
    const patient = await insertPatient();
    const soon = await book(patient.id, '2026-11-23T15:00');
    expect((await reminderLog(soon)).reminders.map((reminder) => reminder.offset)).toEqual(['2h']);
    now = manila('2026-11-24T21:30:00');
    const morning = await book(patient.id, '2026-11-25T09:00');
    expect((await reminderLog(morning)).reminders).toEqual([]);
  });

  it('plans again when the appointment moves, and the old times send nothing', async () => {
    const patient = await insertPatient();
    const id = await book(patient.id, '2026-11-25T14:00');
    const moved = await t.api({
      method: 'PUT',
      url: `/procedures/${id}`,
      token: nurse,
      payload: { start_datetime: '2026-11-27T10:00' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const { reminders } = await reminderLog(id);
    expect(reminders.filter((reminder) => reminder.status === 'cancelled')).toMatchObject([
      { offset: '24h', note: 'The appointment moved' },
      { offset: '2h', note: 'The appointment moved' },
    ]);
    expect(reminders.filter((reminder) => reminder.status === 'planned' && reminder.kind === 'reminder')).toMatchObject(
      [
        { offset: '24h', due_at: manila('2026-11-26T10:00:00').toISOString() },
        { offset: '2h', due_at: manila('2026-11-27T08:00:00').toISOString() },
      ],
    );
    // The patient is told the new time; the old time's reminders send nothing.
    await runAt(manila('2026-11-25T13:00:00'));
    expect(smsTo(patient.international).map((sms) => sms.message)).toEqual([
      expect.stringContaining('your appt moved to Fri, Nov 27, 10:00 AM'),
    ]);
    await runAt(manila('2026-11-26T10:00:00'));
    expect(smsTo(patient.international)).toHaveLength(2);
  });

  it('sends nothing after a cancellation', async () => {
    const patient = await insertPatient();
    const id = await book(patient.id, '2026-11-25T14:00');
    const cancelled = await t.api({
      method: 'PATCH',
      url: `/procedures/${id}/status?status=cancelled`,
      token: nurse,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await reminderLog(id)).reminders).toMatchObject([
      { status: 'cancelled', note: 'The appointment was cancelled' },
      { status: 'cancelled', note: 'The appointment was cancelled' },
    ]);
    await runAt(manila('2026-11-25T13:00:00'));
    expect(smsTo(patient.international)).toHaveLength(0);
  });

  it('skips a patient who opted out', async () => {
    const patient = await insertPatient({ remindersOptOut: true });
    const id = await book(patient.id, '2026-11-23T18:00');
    await runAt(manila('2026-11-23T16:00:00'));
    expect(smsTo(patient.international)).toHaveLength(0);
    expect((await reminderLog(id)).reminders).toMatchObject([
      { status: 'cancelled', note: 'The patient opted out of reminders' },
    ]);
  });
});

describe('what a reminder says', () => {
  it('names the clinic, its address and phone from the clinic settings, and how to reply', async () => {
    const patient = await insertPatient({ email: 'ana.named@example.com' });
    const id = await book(patient.id, '2026-11-30T10:00');
    await t.api({ method: 'POST', url: `/procedures/${id}/reminders`, token: nurse });
    await t.app.jobs.runDue();
    const [sms] = smsTo(patient.international);
    expect(sms!.message).toMatch(
      /^Glow Clinic: appt Mon, Nov 30, 10:00 AM\. http:\/\/portal\.test\/a\/[\w-]{22} Reply 1 to confirm, 2 to cancel, STOP to opt out\. 12 Rizal Avenue, Poblacion, Makati City\. Tel \(02\) 8123 4567$/,
    );
    const mail = t
      .outbox()
      .find((raw) => raw.includes('ana.named@example.com'))!
      .replace(/=\r?\n/g, '');
    expect(mail).toContain('Subject: Glow Clinic: Appointment reminder');
    expect(mail).toMatch(/Glow Clinic\r?\n12 Rizal Avenue\r?\nPoblacion, Makati City\r?\nPhone: \(02\) 8123 4567/);
    expect(mail).toContain('You can also reply to our SMS: 1 to confirm, 2 to cancel.');
    expect(mail).not.toContain('Portal Default Name');
  });

  it('sends the patient the new time when the appointment is moved on the schedule, once', async () => {
    const patient = await insertPatient({ email: 'ana.moved@example.com' });
    const id = await book(patient.id, '2026-11-25T14:00');
    const moved = await t.api({
      method: 'PATCH',
      url: `/procedures/${id}/schedule`,
      token: nurse,
      payload: { start_datetime: '2026-11-26T15:30' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await reminderLog(id)).reminders).toContainEqual(
      expect.objectContaining({ kind: 'moved', offset: null, status: 'planned' }),
    );
    await t.app.jobs.runDue();
    const sent = smsTo(patient.international);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.message).toMatch(
      /^Glow Clinic: your appt moved to Thu, Nov 26, 3:30 PM\. http:\/\/portal\.test\/a\//,
    );
    const mail = t
      .outbox()
      .find((raw) => raw.includes('ana.moved@example.com'))!
      .replace(/=\r?\n/g, '');
    expect(mail).toContain('Subject: Glow Clinic: Your appointment has a new time');
    expect(mail).toContain('Your appointment has moved to Thursday, November 26, 2026 at 3:30 PM.');
    expect((await reminderLog(id)).reminders.find((reminder) => reminder.kind === 'moved')).toMatchObject({
      status: 'sent',
      channels: ['sms', 'email'],
    });
    // Saving it again without moving it tells the patient nothing new.
    await t.api({ method: 'PUT', url: `/procedures/${id}`, token: nurse, payload: { notes: 'Bring ID' } });
    await t.app.jobs.runDue();
    expect(smsTo(patient.international)).toHaveLength(1);
  });

  it('waits for the morning to tell a new time decided late in the evening', async () => {
    const patient = await insertPatient();
    const id = await book(patient.id, '2026-11-25T14:00');
    now = manila('2026-11-23T22:30:00');
    await t.api({
      method: 'PATCH',
      url: `/procedures/${id}/schedule`,
      token: nurse,
      payload: { start_datetime: '2026-11-25T16:00' },
    });
    await runAt(manila('2026-11-24T07:59:00'));
    expect(smsTo(patient.international)).toHaveLength(0);
    await runAt(manila('2026-11-24T08:00:00'));
    expect(smsTo(patient.international)[0]!.message).toContain('your appt moved to Wed, Nov 25, 4:00 PM');
  });
});

describe('a reminder sent by hand', () => {
  it('replaces the next planned reminder when that one is due within 12 hours', async () => {
    const patient = await insertPatient();
    const id = await book(patient.id, '2026-11-25T14:00');
    now = manila('2026-11-24T09:00:00');
    const sent = await t.api({ method: 'POST', url: `/procedures/${id}/reminders`, token: nurse });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await reminderLog(id)).reminders).toMatchObject([
      { offset: null, status: 'planned' },
      { offset: '24h', status: 'cancelled', note: 'Replaced by the reminder sent by staff' },
      { offset: '2h', status: 'planned' },
    ]);
    // A later save of the appointment does not bring the replaced reminder back.
    await t.api({ method: 'PUT', url: `/procedures/${id}`, token: nurse, payload: { notes: 'Reminded by phone' } });
    await runAt(manila('2026-11-24T14:00:00'));
    expect(smsTo(patient.international)).toHaveLength(1);
    await runAt(manila('2026-11-25T12:00:00'));
    expect(smsTo(patient.international)).toHaveLength(2);
  });

  it('leaves the next planned reminder when it is due more than 12 hours later', async () => {
    const patient = await insertPatient();
    const id = await book(patient.id, '2026-11-25T14:00');
    now = manila('2026-11-24T01:30:00');
    await t.api({ method: 'POST', url: `/procedures/${id}/reminders`, token: nurse });
    expect((await reminderLog(id)).reminders).toMatchObject([
      { offset: null, status: 'planned' },
      { offset: '24h', status: 'planned' },
      { offset: '2h', status: 'planned' },
    ]);
    await runAt(manila('2026-11-24T14:00:00'));
    expect(smsTo(patient.international)).toHaveLength(2);
  });
});

describe('sending', () => {
  it('sends each reminder once when two servers on one database race for them', async () => {
    const second = await buildApp({ config: t.config, database: t.database, clock });
    try {
      const booked = [];
      for (let index = 0; index < 6; index += 1) {
        const patient = await insertPatient();
        await book(patient.id, '2026-11-23T18:00');
        booked.push(patient.international);
      }
      now = manila('2026-11-23T16:00:00');
      await Promise.all([t.app.jobs.runDue(), second.jobs.runDue()]);
      for (const number of booked) expect(smsTo(number)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('sends a reminder now when staff press Send reminder now, in the patient’s language', async () => {
    const patient = await insertPatient({ preferredLanguage: 'fil' });
    const id = await book(patient.id, '2026-11-30T10:00');
    const sent = await t.api({ method: 'POST', url: `/procedures/${id}/reminders`, token: nurse });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().reminders).toContainEqual(expect.objectContaining({ offset: null, status: 'planned' }));
    await t.app.jobs.runDue();
    expect(smsTo(patient.international)[0]!.message).toContain(
      'Sagot 1 para kumpirmahin, 2 para kanselahin, STOP para tumigil.',
    );
    expect((await reminderLog(id)).reminders.find((reminder) => reminder.offset === null)?.status).toBe('sent');
  });

  it('refuses to send a reminder of a cancelled appointment', async () => {
    const patient = await insertPatient();
    const id = await book(patient.id, '2026-11-30T10:00', { status: 'cancelled' });
    const sent = await t.api({ method: 'POST', url: `/procedures/${id}/reminders`, token: nurse });
    expect(sent.statusCode).toBe(409);
    expect(sent.json().detail).toBe('Reminders are sent only for scheduled appointments.');
  });
});

describe('the patient’s answers', () => {
  async function remindedAppointment(start = '2026-11-25T14:00') {
    const patient = await insertPatient();
    const id = await book(patient.id, start);
    await t.api({ method: 'POST', url: `/procedures/${id}/reminders`, token: nurse });
    await t.app.jobs.runDue();
    const [sms] = smsTo(patient.international);
    return { patient, id, token: tokenOf(sms!.message) };
  }
  const procedureRow = async (id: number) =>
    (await t.database.db.select().from(procedures).where(eq(procedures.id, id)))[0]!;

  it('shows the clinic, date and time on the link, and confirms', async () => {
    const { id, token } = await remindedAppointment();
    const page = await t.app.inject({ method: 'GET', url: `/api/v1/appointment-answers/${token}` });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toEqual({
      clinic_name: 'Glow Clinic',
      clinic_address: '12 Rizal Avenue\nPoblacion, Makati City',
      clinic_phone: '(02) 8123 4567',
      start_datetime: manila('2026-11-25T14:00:00').toISOString(),
      end_datetime: null,
      status: 'scheduled',
      confirmation: 'unconfirmed',
      language: 'en',
    });
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/appointment-answers/${token}`,
      payload: { answer: 'confirm' },
    });
    expect(confirmed.json()).toMatchObject({ status: 'scheduled', confirmation: 'confirmed' });
    expect((await procedureRow(id)).confirmation).toBe('confirmed');
    expect((await reminderLog(id)).replies).toMatchObject([{ channel: 'link', action: 'confirmed' }]);
  });

  it('cancels through the status change: audited, and no reminder goes after it', async () => {
    const { id, token } = await remindedAppointment();
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/v1/appointment-answers/${token}`,
      payload: { answer: 'cancel' },
    });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', confirmation: 'declined' });
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, String(id)), eq(auditEvents.action, 'status')));
    expect(audit).toMatchObject({ actorName: 'Patient (reminder link)', actorUserId: null });
    expect((await reminderLog(id)).reminders.filter((reminder) => reminder.status === 'planned')).toEqual([]);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v1/appointment-answers/${token}`,
      payload: { answer: 'confirm' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('answers 404 to an unknown link and to one past the appointment', async () => {
    const { token } = await remindedAppointment('2026-11-23T18:00');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/appointment-answers/not-a-token' })).statusCode).toBe(
      404,
    );
    now = manila('2026-11-23T18:00:00');
    const expired = await t.app.inject({ method: 'GET', url: `/api/v1/appointment-answers/${token}` });
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual({ detail: 'This link is not valid or has expired.' });
  });

  it('refuses guesses from an address after its allowance, yet opens the real link from there', async () => {
    const { id, token } = await remindedAppointment();
    // An address of its own (a carrier's, shared by many phones): the allowance is counted in the database.
    const fromCarrier = (method: 'GET' | 'POST', link: string) =>
      t.app.inject({
        method,
        url: `/api/v1/appointment-answers/${link}`,
        remoteAddress: '203.0.113.9',
        ...(method === 'POST' ? { payload: { answer: 'confirm' } } : {}),
      });
    const guesses = [];
    for (let index = 0; index < 40; index += 1) guesses.push((await fromCarrier('GET', `guess-${index}`)).statusCode);
    expect(guesses.slice(0, DEFAULT_ANSWER_LIMITS.perAddress)).toEqual(
      Array(DEFAULT_ANSWER_LIMITS.perAddress).fill(404),
    );
    expect(guesses.slice(DEFAULT_ANSWER_LIMITS.perAddress)).toEqual(
      Array(40 - DEFAULT_ANSWER_LIMITS.perAddress).fill(429),
    );

    const page = await fromCarrier('GET', token);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ status: 'scheduled', confirmation: 'unconfirmed' });
    const confirmed = await fromCarrier('POST', token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await procedureRow(id)).confirmation).toBe('confirmed');

    const refused = await fromCarrier('POST', 'guess-again');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: 'Too many attempts. Please try again later.' });
    // The allowance is the window's: a quarter of an hour later, a mistyped link is told it is not found.
    now = new Date(now.getTime() + DEFAULT_ANSWER_LIMITS.windowMs);
    expect((await fromCarrier('GET', 'mistyped')).statusCode).toBe(404);
  });

  it('reads SMS replies: OO confirms, HINDI cancels, STOP opts out, others wait for staff', async () => {
    const confirming = await remindedAppointment();
    expect((await inbound(confirming.patient.international, ' oo ')).json()).toEqual({ action: 'confirmed' });
    expect((await procedureRow(confirming.id)).confirmation).toBe('confirmed');

    const cancelling = await remindedAppointment();
    expect((await inbound(cancelling.patient.phone, 'HINDI po')).json()).toEqual({ action: 'cancelled' });
    expect((await procedureRow(cancelling.id)).status).toBe('cancelled');

    const asking = await remindedAppointment();
    expect((await inbound(asking.patient.international, 'Can I come at 3 instead?')).json()).toEqual({
      action: 'unrecognised',
    });
    const log = await reminderLog(asking.id);
    expect(log.unread_replies).toBe(1);
    expect(log.replies).toMatchObject([{ body: 'Can I come at 3 instead?', read: false }]);
    const read = await t.api({ method: 'POST', url: `/procedures/${asking.id}/reminders/replies/read`, token: nurse });
    expect(read.json().unread_replies).toBe(0);

    expect((await inbound(asking.patient.international, 'STOP')).json()).toEqual({ action: 'opted_out' });
    const [patient] = await t.database.db.select().from(patients).where(eq(patients.id, asking.patient.id));
    expect(patient!.remindersOptOut).toBe(true);
  });

  it('refuses an inbound SMS without the shared secret, header or field', async () => {
    const { patient } = await remindedAppointment();
    expect((await inbound(patient.international, '1', { secret: 'wrong-secret' })).statusCode).toBe(401);
    const asField = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sms/inbound',
      payload: { from: patient.international, message: '1', secret: INBOUND_SECRET },
    });
    expect(asField.json()).toEqual({ action: 'confirmed' });
  });
});

describe('an SMS gateway’s replays and floods', () => {
  const later = (minutes: number) => new Date(manila('2026-11-23T10:00:00').getTime() + minutes * 60_000);

  async function remindedPatient() {
    const patient = await insertPatient();
    const id = await book(patient.id, '2026-11-25T14:00');
    await t.api({ method: 'POST', url: `/procedures/${id}/reminders`, token: nurse });
    await t.app.jobs.runDue();
    return { patient, id };
  }
  const confirmationsAudited = async (id: number) =>
    t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, String(id)), eq(auditEvents.action, 'confirmation')));

  it('takes a message sent again as a duplicate: the appointment and its audit show one confirmation', async () => {
    const { patient, id } = await remindedPatient();
    const first = await inbound(patient.international, '1', { message_id: 'gw-501' });
    expect(first.json()).toEqual({ action: 'confirmed' });
    // The same text from the same phone minutes later, without the gateway's id.
    now = later(5);
    const again = await inbound(patient.phone, '1');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ action: 'duplicate' });
    // The gateway retries the message by its id hours later.
    now = later(180);
    expect((await inbound(patient.international, '1', { message_id: 'gw-501' })).json()).toEqual({
      action: 'duplicate',
    });

    const [appointment] = await t.database.db.select().from(procedures).where(eq(procedures.id, id));
    expect(appointment).toMatchObject({ status: 'scheduled', confirmation: 'confirmed' });
    expect(await confirmationsAudited(id)).toHaveLength(1);
    expect((await reminderLog(id)).replies).toMatchObject([{ channel: 'sms', action: 'confirmed' }]);
  });

  it('recognises a retry by the time the gateway says it was sent, and a cancel sent twice cancels once', async () => {
    const { patient, id } = await remindedPatient();
    const sent = { timestamp: '2026-11-23T10:00:00+08:00' };
    expect((await inbound(patient.international, '2', sent)).json()).toEqual({ action: 'cancelled' });
    // Half an hour on, the gateway delivers it again with its original time.
    now = later(30);
    expect((await inbound(patient.international, '2', sent)).json()).toEqual({ action: 'duplicate' });
    const log = await reminderLog(id);
    expect(log.replies).toMatchObject([{ action: 'cancelled' }]);
    const statusChanges = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, String(id)), eq(auditEvents.action, 'status')));
    expect(statusChanges).toHaveLength(1);
  });

  it('takes one of the same message given to two servers at once', async () => {
    const { patient, id } = await remindedPatient();
    const second = await buildApp({ config: t.config, database: t.database, clock });
    try {
      const send = (app: typeof t.app) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/sms/inbound',
          headers: { 'x-sms-secret': INBOUND_SECRET },
          payload: { from: patient.international, message: 'YES', message_id: 'gw-777' },
        });
      const answers = await Promise.all([send(t.app), send(second)]);
      expect(answers.map((answer) => answer.json().action).sort()).toEqual(['confirmed', 'duplicate']);
      expect(await confirmationsAudited(id)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('refuses more than ten messages a minute from one number, and takes them again after the minute', async () => {
    const { patient, id } = await remindedPatient();
    const other = await remindedPatient();
    const answers = [];
    for (let index = 1; index <= INBOUND_SMS_LIMITS.perNumberPerMinute; index += 1) {
      now = new Date(later(0).getTime() + index * 1000);
      answers.push((await inbound(patient.international, `Question ${index}?`)).json().action);
    }
    expect(answers).toEqual(Array(INBOUND_SMS_LIMITS.perNumberPerMinute).fill('unrecognised'));

    const flooded = await inbound(patient.international, 'One more?');
    expect(flooded.statusCode).toBe(429);
    expect(flooded.json()).toEqual({ detail: 'Too many messages from this number. Please try again later.' });
    expect(flooded.headers['retry-after']).toBe('51');
    expect((await inbound(patient.phone, '1')).statusCode).toBe(429);
    // Another number is not held back by this one's flood.
    expect((await inbound(other.patient.international, '1')).json()).toEqual({ action: 'confirmed' });

    const log = await reminderLog(id);
    expect(log.replies).toHaveLength(INBOUND_SMS_LIMITS.perNumberPerMinute);
    const [appointment] = await t.database.db.select().from(procedures).where(eq(procedures.id, id));
    expect(appointment!.confirmation).toBe('unconfirmed');

    // A refused message was not taken: sent again once the minute has passed, it counts.
    now = later(1.25);
    expect((await inbound(patient.international, '1')).json()).toEqual({ action: 'confirmed' });
  });
});

describe('an SMS gateway', () => {
  const received: URLSearchParams[] = [];
  let answer = 200;
  let gateway: http.Server;
  let g: TestApp;
  beforeAll(async () => {
    gateway = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        received.push(new URLSearchParams(body));
        response.writeHead(answer, { 'content-type': 'application/json' }).end('[]');
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const { port } = gateway.address() as AddressInfo;
    g = await createTestApp({
      clock,
      environment: {
        ...LONG_SESSIONS,
        SMS_URL: `http://127.0.0.1:${port}/api/v4/messages`,
        SMS_API_KEY: 'gateway-key',
        SMS_SENDER: 'GLOWCLINIC',
      },
    });
  });
  afterAll(async () => {
    await g.close();
    gateway.close();
  });

  async function bookOn(app: TestApp, email: string | null = null) {
    const [row] = await app.database.db
      .insert(patients)
      .values({
        firstName: 'Lea',
        lastName: 'Cruz',
        sex: 'F',
        dateOfBirth: '1991-01-01',
        createdByRole: 'ADMIN',
        phonePrimary: '0917 123 4567',
        phonePrimaryDigits: '09171234567',
        email,
      })
      .returning();
    const doctor = await app.signIn('DOCTOR');
    const response = await app.api({
      method: 'POST',
      url: '/procedures/',
      token: doctor.token,
      payload: buildProcedureInput(row!.id, { start_datetime: '2026-11-23T18:00' }),
    });
    return { id: response.json().id as number, token: doctor.token };
  }

  it('posts the api key, the number, the message and the sender name', async () => {
    answer = 200;
    await bookOn(g, 'lea.cruz@example.com');
    now = manila('2026-11-23T16:00:00');
    await g.app.jobs.runDue();
    expect(received).toHaveLength(1);
    expect(Object.fromEntries(received[0]!)).toMatchObject({
      apikey: 'gateway-key',
      number: '+639171234567',
      sendername: 'GLOWCLINIC',
    });
    expect(received[0]!.get('message')).toMatch(/^Clinic Portal: appt /);
    // Without SMS_INBOUND_SECRET no reply reaches the portal: the link alone, no reply codes.
    expect(received[0]!.get('message')).toMatch(/http:\/\/portal\.test\/a\/[\w-]{22}$/);
    expect(received[0]!.get('message')).not.toMatch(/Reply|STOP/);
    const mail = g
      .outbox()
      .find((raw) => raw.includes('lea.cruz@example.com'))!
      .replace(/=\r?\n/g, '');
    expect(mail).toContain('Confirm or cancel: http://portal.test/a/');
    expect(mail).not.toContain('reply to our SMS');
    expect(fs.existsSync(path.join(g.config.dataDir, 'sms-outbox'))).toBe(false);
  });

  it('retries a failed send with backoff, then shows it as failed', async () => {
    answer = 500;
    received.length = 0;
    const { id, token } = await bookOn(g);
    now = manila('2026-11-23T16:00:00');
    await g.app.jobs.runDue();
    const log = async () =>
      (await g.api({ method: 'GET', url: `/procedures/${id}/reminders`, token })).json().reminders[0];
    expect(await log()).toMatchObject({ status: 'planned', note: 'The SMS gateway answered 500' });
    await g.app.jobs.runDue();
    expect(received).toHaveLength(1);
    for (const minutes of [1, 5, 21]) {
      now = new Date(manila('2026-11-23T16:00:00').getTime() + minutes * 60_000);
      await g.app.jobs.runDue();
    }
    expect(received).toHaveLength(4);
    expect(await log()).toMatchObject({ status: 'failed', note: 'The SMS gateway answered 500' });
    now = manila('2026-11-23T17:59:00');
    await g.app.jobs.runDue();
    expect(received).toHaveLength(4);
  });
});
