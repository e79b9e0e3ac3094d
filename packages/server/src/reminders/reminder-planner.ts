import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../db/client.ts';
import { appointmentReminders } from '../db/schema/index.ts';
import type { Clock } from '../clock.ts';
import { cancelJobs, enqueueJob } from '../jobs/job-runner.ts';
import type { ProcedureRow } from '../procedures/procedures.repository.ts';
import { planReminderTimes } from './reminder-plan.ts';

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
  procedure.status === 'cancelled' ? 'The appointment was cancelled' : 'The appointment is no longer scheduled';

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
        const note = scheduled ? 'The appointment moved' : callOffNote(procedure);
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
        // A reminder called off for this start comes back (the appointment moved back); a sent one stays sent.
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
            setWhere: eq(appointmentReminders.status, 'cancelled'),
          })
          .returning();
        if (reminder) await queueReminder(tx, reminder);
      }
    },
  };
}
export type ReminderPlanner = ReturnType<typeof createReminderPlanner>;
