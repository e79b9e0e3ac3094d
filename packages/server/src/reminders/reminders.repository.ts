import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import {
  appointmentAnswerLinks,
  appointmentReminders,
  appointmentReplies,
  jobs,
  patients,
  procedures,
} from '../db/schema/index.ts';

export type ProcedureRow = typeof procedures.$inferSelect;
export type ReminderRow = typeof appointmentReminders.$inferSelect;

/** The reminders' reads and writes: their rows, the answer links, the replies and what they change. */
export function createRemindersRepository(db: Queryable) {
  return {
    /** `lock` takes the row for the transaction, so two answers to one appointment queue up. */
    async findProcedure(id: number, lock = false): Promise<ProcedureRow | undefined> {
      const query = db.select().from(procedures).where(eq(procedures.id, id));
      const [row] = lock ? await query.for('update') : await query.limit(1);
      return row;
    },

    async confirmProcedure(id: number, now: Date) {
      await db.update(procedures).set({ confirmation: 'confirmed', updatedAt: now }).where(eq(procedures.id, id));
    },

    /** A planned reminder with its appointment and patient, as the send needs them. */
    async findForDelivery(reminderId: number) {
      const [found] = await db
        .select({ reminder: appointmentReminders, procedure: procedures, patient: patients })
        .from(appointmentReminders)
        .innerJoin(procedures, eq(procedures.id, appointmentReminders.procedureId))
        .innerJoin(patients, eq(patients.id, procedures.patientId))
        .where(eq(appointmentReminders.id, reminderId));
      return found;
    },

    async insertReminder(values: typeof appointmentReminders.$inferInsert): Promise<ReminderRow> {
      const [row] = await db.insert(appointmentReminders).values(values).returning();
      return row!;
    },

    async updateReminder(id: number, values: Partial<typeof appointmentReminders.$inferInsert>, now: Date) {
      await db
        .update(appointmentReminders)
        .set({ ...values, updatedAt: now })
        .where(eq(appointmentReminders.id, id));
    },

    /** The appointment's next reminder from the plan (not one sent by hand), if any is still planned. */
    async nextPlannedReminder(procedureId: number): Promise<ReminderRow | undefined> {
      const [row] = await db
        .select()
        .from(appointmentReminders)
        .where(
          and(
            eq(appointmentReminders.procedureId, procedureId),
            eq(appointmentReminders.status, 'planned'),
            isNotNull(appointmentReminders.offsetMinutes),
          ),
        )
        .orderBy(asc(appointmentReminders.dueAt))
        .limit(1);
      return row;
    },

    /** Oldest first, each with its job's last error. */
    remindersOf: (procedureId: number) =>
      db
        .select({ reminder: appointmentReminders, jobError: jobs.lastError })
        .from(appointmentReminders)
        .leftJoin(jobs, eq(jobs.id, appointmentReminders.jobId))
        .where(eq(appointmentReminders.procedureId, procedureId))
        .orderBy(asc(appointmentReminders.dueAt), asc(appointmentReminders.id)),

    /** Newest first. */
    repliesOf: (procedureId: number) =>
      db
        .select()
        .from(appointmentReplies)
        .where(eq(appointmentReplies.procedureId, procedureId))
        .orderBy(desc(appointmentReplies.receivedAt), desc(appointmentReplies.id)),

    async insertReply(values: typeof appointmentReplies.$inferInsert) {
      await db.insert(appointmentReplies).values(values);
    },

    async markRepliesRead(procedureId: number, now: Date) {
      await db
        .update(appointmentReplies)
        .set({ readAt: now })
        .where(and(eq(appointmentReplies.procedureId, procedureId), isNull(appointmentReplies.readAt)));
    },

    async insertAnswerLink(values: typeof appointmentAnswerLinks.$inferInsert) {
      await db.insert(appointmentAnswerLinks).values(values);
    },

    /** The appointment a link answers, while the link is good. */
    async findByLink(tokenHash: string, now: Date) {
      const [found] = await db
        .select({ procedure: procedures, language: patients.preferredLanguage })
        .from(appointmentAnswerLinks)
        .innerJoin(procedures, eq(procedures.id, appointmentAnswerLinks.procedureId))
        .innerJoin(patients, eq(patients.id, procedures.patientId))
        .where(and(eq(appointmentAnswerLinks.tokenHash, tokenHash), gt(appointmentAnswerLinks.expiresAt, now)))
        .limit(1);
      return found;
    },

    /** The patients whose primary phone has one of these stored forms, locked for the reply. */
    patientsWithDigits: (digits: string[]) =>
      db
        .select({ id: patients.id, remindersOptOut: patients.remindersOptOut })
        .from(patients)
        .where(inArray(patients.phonePrimaryDigits, digits))
        .for('update'),

    /** The patients' next scheduled appointment that was reminded: the one a reply answers. */
    async repliedAppointment(patientIds: number[], now: Date): Promise<ProcedureRow | undefined> {
      const [row] = await db
        .select()
        .from(procedures)
        .where(
          and(
            inArray(procedures.patientId, patientIds),
            eq(procedures.status, 'scheduled'),
            gt(procedures.startDatetime, now),
            sql`exists (select 1 from ${appointmentReminders} where ${appointmentReminders.procedureId} = "procedures"."id" and ${appointmentReminders.status} = 'sent')`,
          ),
        )
        .orderBy(asc(procedures.startDatetime))
        .limit(1)
        .for('update');
      return row;
    },

    async optOutOfReminders(patientId: number, now: Date) {
      await db.update(patients).set({ remindersOptOut: true, updatedAt: now }).where(eq(patients.id, patientId));
    },
  };
}
