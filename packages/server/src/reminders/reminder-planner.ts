import { and, eq, sql } from 'drizzle-orm';
import { REMINDER_NOTES } from '@clinic/contracts';
import type { Transaction } from '../db/client.ts';
import { appointmentReminders } from '../db/schema/index.ts';
import type { Clock } from '../clock.ts';
import { cancelJobs, enqueueJob } from '../jobs/job-runner.ts';
import type { ProcedureRow } from '../procedures/procedures.repository.ts';
import { afterQuietHours, planReminderTimes } from './reminder-plan.ts';

export const REMINDER_JOB = 'appointment-reminder';

export interface ReminderJobPayload {
  reminder_id: number;
}

type ReminderRow = typeof appointmentReminders.$inferSelect;

/** Puts one reminder on the job table, due at its time. */
export async function queueReminder(tx: Transaction, reminder: ReminderRow) {
  const payload: ReminderJobPayload = { reminder_id: reminder.id };
  const job = await enqueueJob(tx, { kind: REMINDER_JOB, payload, runAt: reminder.dueAt });
  await tx.update(appointmentReminders).set({ jobId: job.id }).where(eq(appointmentReminders.id, reminder.id));
}

/** Why planned reminders were called off, as the log shows it. */
const callOffNote = (procedure: ProcedureRow) =>
  procedure.status === 'cancelled' ? REMINDER_NOTES.cancelled : REMINDER_NOTES.noLongerScheduled;

export function createReminderPlanner({ clock, offsetsMinutes }: { clock: Clock; offsetsMinutes: readonly number[] }) {
  return {
    /**
     * Brings an appointment's planned reminders in line with it, in the transaction that changed it:
     * call after every change of its start or status. A reminder already sent for a start is never
     * planned again for it; one for a start the appointment has moved from is called off.
     */
    async planReminders(tx: Transaction, procedure: ProcedureRow) {
      const now = clock();
      const scheduled = procedure.status === 'scheduled';
      const wanted = scheduled ? planReminderTimes(procedure.startDatetime, now, offsetsMinutes) : [];
      const planned = await tx
        .select()
        .from(appointmentReminders)
        .where(and(eq(appointmentReminders.procedureId, procedure.id), eq(appointmentReminders.status, 'planned')));
      const stale = planned.filter(
        (reminder) =>
          !scheduled ||
          (reminder.offsetMinutes !== null &&
            (reminder.appointmentStart.getTime() !== procedure.startDatetime.getTime() ||
              !wanted.some((time) => time.offsetMinutes === reminder.offsetMinutes))),
      );
      for (const reminder of stale) {
        const note = scheduled ? REMINDER_NOTES.moved : callOffNote(procedure);
        await tx
          .update(appointmentReminders)
          .set({ status: 'cancelled', lastError: note, updatedAt: now })
          .where(eq(appointmentReminders.id, reminder.id));
      }
      await cancelJobs(
        tx,
        stale.flatMap((reminder) => (reminder.jobId === null ? [] : [reminder.jobId])),
        now,
      );
      for (const time of wanted) {
        // A reminder called off for this start comes back (the appointment moved back); a sent one
        // stays sent, and one a reminder sent by staff replaced stays replaced.
        const [reminder] = await tx
          .insert(appointmentReminders)
          .values({
            procedureId: procedure.id,
            offsetMinutes: time.offsetMinutes,
            appointmentStart: procedure.startDatetime,
            dueAt: time.dueAt,
          })
          .onConflictDoUpdate({
            target: [
              appointmentReminders.procedureId,
              appointmentReminders.offsetMinutes,
              appointmentReminders.appointmentStart,
            ],
            set: { status: 'planned', dueAt: time.dueAt, lastError: null, updatedAt: now },
            setWhere: and(
              eq(appointmentReminders.status, 'cancelled'),
              sql`${appointmentReminders.lastError} is distinct from ${REMINDER_NOTES.replacedByHand}`,
            ),
          })
          .returning();
        if (reminder) await queueReminder(tx, reminder);
      }
    },

    /**
     * Tells the patient an appointment's new time, in the transaction that moved it: at once, or
     * at the end of quiet hours. One not yet sent is enough, as it gives the time when it goes.
     */
    async tellNewTime(tx: Transaction, before: ProcedureRow, after: ProcedureRow) {
      const now = clock();
      const moved = before.startDatetime.getTime() !== after.startDatetime.getTime();
      if (!moved || after.status !== 'scheduled' || after.startDatetime <= now) return;
      const [waiting] = await tx
        .select({ id: appointmentReminders.id })
        .from(appointmentReminders)
        .where(
          and(
            eq(appointmentReminders.procedureId, after.id),
            eq(appointmentReminders.kind, 'moved'),
            eq(appointmentReminders.status, 'planned'),
          ),
        );
      if (waiting) return;
      const [notice] = await tx
        .insert(appointmentReminders)
        .values({
          procedureId: after.id,
          kind: 'moved',
          appointmentStart: after.startDatetime,
          dueAt: afterQuietHours(now),
        })
        .returning();
      await queueReminder(tx, notice!);
    },
  };
}
export type ReminderPlanner = ReturnType<typeof createReminderPlanner>;
