import crypto from 'node:crypto';
import {
  PROCEDURE_MESSAGES,
  REMINDER_ANSWER_ACTORS,
  REMINDER_MESSAGES,
  REMINDER_NOTES,
  type AppointmentAnswer,
  type AppointmentAnswerInput,
  type ClinicIdentity,
  type ReminderLog,
  type ReplyAction,
  type SmsInbound,
  type SmsInboundAction,
} from '@clinic/contracts';
import type { Database, Queryable, Transaction } from '../db/client.ts';
import { recordAudit, type Actor, type AuditActor } from '../audit/audit-log.ts';
import { conflict, notFound } from '../http/app-error.ts';
import { countingFailedLookups, createAttemptLimiter, type AttemptLimits } from '../http/attempt-limiter.ts';
import type { Clock } from '../clock.ts';
import type { Mailer } from '../mail/mailer.ts';
import { JobFailure, cancelJobs, type JobHandler } from '../jobs/job-runner.ts';
import type { SmsSender } from '../sms/sms-sender.ts';
import { storedDigitsOf, toInternationalNumber } from '../sms/phone-number.ts';
import { takeInboundMessage } from '../sms/inbound-messages.ts';
import type { ProceduresService } from '../procedures/procedures.service.ts';
import { offsetLabel } from './reminder-plan.ts';
import { queueReminder, type ReminderJobPayload } from './reminder-planner.ts';
import { reminderMail, reminderSms } from './reminder-messages.ts';
import { createRemindersRepository, type ProcedureRow } from './reminders.repository.ts';

/**
 * Failed lookups one address may make: a patient mistyping a link fails once or twice, more is
 * someone guessing. Links that open are not counted (decision 028).
 */
export const DEFAULT_ANSWER_LIMITS: AttemptLimits = { perAddress: 30, windowMs: 15 * 60_000 };

interface RemindersServiceDependencies {
  db: Database;
  clock: Clock;
  sms: SmsSender;
  mailer: Mailer;
  procedures: Pick<ProceduresService, 'changeStatus'>;
  /** The clinic's name, address and phone from its settings, read for each message. */
  clinic: () => Promise<ClinicIdentity>;
  publicUrl: string;
  /** Shared with the SMS gateway that forwards replies; unset: none are taken. */
  inboundSecret: string | undefined;
  /** Asks the job runner to look for due jobs now. */
  wake: () => void;
}

/** A patient answering by a reminder: no account, so the audit names the way they answered. */
const patientActor = (channel: 'link' | 'sms'): AuditActor => ({
  id: null,
  fullName: REMINDER_ANSWER_ACTORS[channel],
  role: 'PATIENT',
});

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

const timingSafeMatch = (given: string, expected: string) =>
  crypto.timingSafeEqual(
    crypto.createHash('sha256').update(given).digest(),
    crypto.createHash('sha256').update(expected).digest(),
  );

/** What a reply's first word means: 1/YES/OO confirm, 2/NO/HINDI cancel, STOP opts out. */
export function replyAction(message: string): ReplyAction {
  const word =
    message
      .trim()
      .split(/\s+/)[0]
      ?.replace(/[^\p{L}\p{N}]/gu, '')
      .toUpperCase() ?? '';
  if (['1', 'YES', 'OO'].includes(word)) return 'confirmed';
  if (['2', 'NO', 'HINDI'].includes(word)) return 'cancelled';
  if (word === 'STOP') return 'opted_out';
  return 'unrecognised';
}

type Answer = 'confirmed' | 'cancelled';

/** A reminder sent by hand stands in for the next planned one when that one would go this soon after. */
export const REPLACED_WITHIN_MS = 12 * 3_600_000;

export function createRemindersService(deps: RemindersServiceDependencies) {
  const { db, clock } = deps;
  const repository = createRemindersRepository(db);
  const answerLimiter = createAttemptLimiter(db, 'appointment-answer', DEFAULT_ANSWER_LIMITS, clock);

  async function procedureOrFail(queryable: Queryable, id: number, lock = false) {
    const row = await createRemindersRepository(queryable).findProcedure(id, lock);
    if (!row) throw notFound(PROCEDURE_MESSAGES.notFound);
    return row;
  }

  /** A new link to answer the appointment by, good until it ends. */
  async function createAnswerLink(procedure: ProcedureRow) {
    const token = crypto.randomBytes(16).toString('base64url');
    await repository.insertAnswerLink({
      tokenHash: hashToken(token),
      procedureId: procedure.id,
      expiresAt: procedure.endDatetime ?? procedure.startDatetime,
    });
    return `${deps.publicUrl}/a/${token}`;
  }

  /** Sends one planned reminder by SMS and e-mail; a send that reached neither is retried by the runner. */
  async function deliver(reminderId: number) {
    const now = clock();
    const found = await repository.findForDelivery(reminderId);
    if (!found || found.reminder.status !== 'planned') return;
    const { reminder, procedure, patient } = found;
    const setReminder = (values: Parameters<typeof repository.updateReminder>[1]) =>
      repository.updateReminder(reminder.id, values, clock());
    if (procedure.status !== 'scheduled' || procedure.startDatetime <= now) {
      await setReminder({ status: 'cancelled', lastError: REMINDER_MESSAGES.notScheduled });
      return;
    }
    if (patient.remindersOptOut) {
      await setReminder({ status: 'cancelled', lastError: REMINDER_NOTES.optedOut });
      return;
    }
    const number = toInternationalNumber(patient.phonePrimary);
    if (!number && !patient.email) {
      await setReminder({ status: 'failed', lastError: REMINDER_NOTES.noAddress });
      return;
    }
    const content = {
      clinic: await deps.clinic(),
      kind: reminder.kind,
      start: procedure.startDatetime,
      link: await createAnswerLink(procedure),
      language: patient.preferredLanguage,
      repliesTaken: deps.inboundSecret !== undefined,
    };
    const sent: ('sms' | 'email')[] = [];
    const failures: string[] = [];
    if (number) {
      try {
        await deps.sms.send({ to: number, text: reminderSms(content) });
        sent.push('sms');
      } catch (error) {
        failures.push(error instanceof JobFailure ? error.message : REMINDER_NOTES.smsFailed);
      }
    }
    if (patient.email) {
      try {
        await deps.mailer.send(reminderMail(patient.email, content));
        sent.push('email');
      } catch {
        failures.push(REMINDER_NOTES.mailFailed);
      }
    }
    if (sent.length === 0) throw new JobFailure(failures.join('; '));
    await setReminder({
      status: 'sent',
      sentAt: clock(),
      channels: sent.join(','),
      lastError: failures.length > 0 ? failures.join('; ') : null,
    });
  }

  const reminderJob: JobHandler = {
    run: (job) => deliver((job.payload as ReminderJobPayload).reminder_id),
    async gaveUp(tx, job, error) {
      await createRemindersRepository(tx).updateReminder(
        (job.payload as ReminderJobPayload).reminder_id,
        { status: 'failed', lastError: error },
        clock(),
      );
    },
  };

  /** Records a patient's answer; confirming and cancelling change the appointment in the same transaction. */
  async function applyAnswer(tx: Transaction, procedure: ProcedureRow, answer: Answer, channel: 'link' | 'sms') {
    const actor = patientActor(channel);
    const inTransaction = createRemindersRepository(tx);
    if (answer === 'cancelled') {
      await deps.procedures.changeStatus(tx, actor, procedure.id, 'cancelled', { confirmation: 'declined' });
    } else if (procedure.confirmation !== 'confirmed') {
      await inTransaction.confirmProcedure(procedure.id, clock());
      await recordAudit(tx, {
        actor,
        entity: 'procedure',
        entityId: procedure.id,
        action: 'confirmation',
        patientId: procedure.patientId,
        changes: { confirmation: { from: procedure.confirmation, to: 'confirmed' } },
      });
    }
    await inTransaction.insertReply({
      procedureId: procedure.id,
      patientId: procedure.patientId,
      channel,
      action: answer,
      receivedAt: clock(),
    });
  }

  async function linkOrFail(token: string) {
    const found = await repository.findByLink(hashToken(token), clock());
    if (!found) throw notFound(REMINDER_MESSAGES.linkNotFound);
    return found;
  }

  /** A carrier's shared address full of guesses never locks a patient out of a real link. */
  const countingFailedGuesses = <Result>(address: string, lookUp: () => Promise<Result>) =>
    countingFailedLookups(answerLimiter, address, REMINDER_MESSAGES.tooManyAnswers, lookUp);

  async function toAnswerView(found: Awaited<ReturnType<typeof linkOrFail>>): Promise<AppointmentAnswer> {
    const { procedure } = found;
    const clinic = await deps.clinic();
    return {
      clinic_name: clinic.name,
      clinic_address: clinic.address,
      clinic_phone: clinic.phone,
      start_datetime: procedure.startDatetime.toISOString(),
      end_datetime: procedure.endDatetime?.toISOString() ?? null,
      status: procedure.status,
      confirmation: procedure.confirmation,
      language: found.language,
    };
  }

  /** The appointment's reminders, oldest first, and the patient's replies, newest first. */
  async function reminderLog(procedureId: number): Promise<ReminderLog> {
    await procedureOrFail(db, procedureId);
    const [reminders, replies] = await Promise.all([
      repository.remindersOf(procedureId),
      repository.repliesOf(procedureId),
    ]);
    return {
      reminders: reminders.map(({ reminder, jobError }) => ({
        id: reminder.id,
        kind: reminder.kind,
        offset: reminder.offsetMinutes === null ? null : offsetLabel(reminder.offsetMinutes),
        due_at: reminder.dueAt.toISOString(),
        status: reminder.status,
        sent_at: reminder.sentAt?.toISOString() ?? null,
        channels: reminder.channels ? (reminder.channels.split(',') as ('sms' | 'email')[]) : [],
        // A planned reminder whose send failed shows why until the next attempt.
        note: reminder.lastError ?? (reminder.status === 'planned' ? jobError : null),
      })),
      replies: replies.map((row) => ({
        id: row.id,
        channel: row.channel,
        action: row.action,
        body: row.body,
        received_at: row.receivedAt.toISOString(),
        read: row.readAt !== null,
      })),
      unread_replies: replies.filter((row) => row.readAt === null && row.action === 'unrecognised').length,
    };
  }

  return {
    reminderJob,

    log: reminderLog,

    /**
     * Staff's "Send reminder now": queued to run at once. It replaces the next planned reminder
     * when that one is due within 12 hours, so the patient is not reminded twice in a few hours.
     */
    async sendNow(actor: Actor, procedureId: number) {
      await db.transaction(async (tx) => {
        const inTransaction = createRemindersRepository(tx);
        const procedure = await procedureOrFail(tx, procedureId, true);
        if (procedure.status !== 'scheduled') throw conflict(REMINDER_MESSAGES.notScheduled);
        const now = clock();
        if (procedure.startDatetime <= now) throw conflict(REMINDER_MESSAGES.alreadyStarted);
        const reminder = await inTransaction.insertReminder({
          procedureId,
          appointmentStart: procedure.startDatetime,
          dueAt: now,
        });
        await queueReminder(tx, reminder);
        const next = await inTransaction.nextPlannedReminder(procedureId);
        if (next && next.dueAt.getTime() <= now.getTime() + REPLACED_WITHIN_MS) {
          await inTransaction.updateReminder(
            next.id,
            { status: 'cancelled', lastError: REMINDER_NOTES.replacedByHand },
            now,
          );
          if (next.jobId !== null) await cancelJobs(tx, [next.jobId], now);
        }
        await recordAudit(tx, {
          actor,
          entity: 'procedure',
          entityId: procedureId,
          action: 'send_reminder',
          patientId: procedure.patientId,
        });
      });
      deps.wake();
      return reminderLog(procedureId);
    },

    /** Staff have read the replies of an appointment. */
    async markRepliesRead(procedureId: number) {
      await procedureOrFail(db, procedureId);
      await repository.markRepliesRead(procedureId, clock());
      return reminderLog(procedureId);
    },

    /** The reminder's page; `address` is the client's, whose failed guesses are counted. */
    readAnswer: (token: string, address: string) =>
      countingFailedGuesses(address, async () => toAnswerView(await linkOrFail(token))),

    /** The patient's Confirm or Cancel on the reminder's page. */
    answer: (token: string, input: AppointmentAnswerInput, address: string) =>
      countingFailedGuesses(address, async () => {
        const found = await linkOrFail(token);
        await db.transaction(async (tx) => {
          const procedure = await createRemindersRepository(tx).findProcedure(found.procedure.id, true);
          if (!procedure || procedure.status !== 'scheduled') throw conflict(REMINDER_MESSAGES.noLongerOpen);
          await applyAnswer(tx, procedure, input.answer === 'confirm' ? 'confirmed' : 'cancelled', 'link');
        });
        return toAnswerView(await linkOrFail(token));
      }),

    /** Whether an inbound SMS carries the shared secret; false when none is configured. */
    inboundAllowed(secret: string | undefined) {
      const configured = deps.inboundSecret;
      return configured !== undefined && secret !== undefined && timingSafeMatch(secret, configured);
    },

    /**
     * A reply forwarded by the gateway, from a patient's primary phone. Past the number's rate it
     * is refused (429); a repeat of a message taken before changes nothing.
     */
    async receiveSms(input: SmsInbound): Promise<SmsInboundAction> {
      const number = toInternationalNumber(input.from);
      return db.transaction(async (tx) => {
        const inTransaction = createRemindersRepository(tx);
        const taken = await takeInboundMessage(
          tx,
          {
            sender: number ?? input.from.trim(),
            text: input.message,
            gatewayMessageId: input.message_id,
            sentAt: input.timestamp === undefined ? undefined : new Date(input.timestamp),
          },
          clock(),
        );
        if (taken === 'repeat') return 'duplicate';
        if (!number) return 'ignored';
        const senders = await inTransaction.patientsWithDigits(storedDigitsOf(number));
        if (senders.length === 0) return 'ignored';
        const appointment = await inTransaction.repliedAppointment(
          senders.map((patient) => patient.id),
          clock(),
        );
        const action = replyAction(input.message);
        if ((action === 'confirmed' || action === 'cancelled') && appointment) {
          await applyAnswer(tx, appointment, action, 'sms');
          return action;
        }
        const now = clock();
        if (action === 'opted_out') {
          for (const patient of senders.filter((sender) => !sender.remindersOptOut)) {
            await inTransaction.optOutOfReminders(patient.id, now);
            await recordAudit(tx, {
              actor: patientActor('sms'),
              entity: 'patient',
              entityId: patient.id,
              action: 'update',
              patientId: patient.id,
              changes: { reminders_opt_out: { from: false, to: true } },
            });
          }
        }
        const kept = action === 'opted_out' ? 'opted_out' : 'unrecognised';
        await inTransaction.insertReply({
          procedureId: appointment?.id ?? null,
          patientId: appointment?.patientId ?? senders[0]!.id,
          channel: 'sms',
          action: kept,
          body: kept === 'unrecognised' ? input.message : null,
          receivedAt: now,
        });
        return kept;
      });
    },
  };
}
export type RemindersService = ReturnType<typeof createRemindersService>;
