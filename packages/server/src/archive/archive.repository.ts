import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { staffNameColumn } from '../db/staff-name.ts';
import {
  auditEvents,
  archivedPatients,
  faceAnnotationSets,
  invoiceLines,
  invoices,
  lotUsages,
  noteAmendments,
  patientAttachments,
  patientCreditEntries,
  patients,
  procedureConsents,
  procedureNotes,
  issuedDocuments,
  procedurePhotos,
  procedureTransactions,
  procedures,
  users,
} from '../db/schema/index.ts';

/** Every row that belongs to one patient, as stored. */
export interface PatientRows {
  patient: typeof patients.$inferSelect;
  attachments: (typeof patientAttachments.$inferSelect)[];
  procedures: (typeof procedures.$inferSelect)[];
  faceAnnotationSets: (typeof faceAnnotationSets.$inferSelect)[];
  transactions: (typeof procedureTransactions.$inferSelect)[];
  /** Before and after photos; their files are sealed like attachments'. Absent in older archives. */
  photos?: (typeof procedurePhotos.$inferSelect)[];
  /** Which stock usages were this patient's: the rows stay (the stock was used), the links come back on restore. Absent in older archives. */
  usageLinks?: { id: number; procedureId: number | null; patientId: number | null }[];
  /** Signed consents; their PDFs are sealed like attachments. Absent in older archives. */
  consents?: (typeof procedureConsents.$inferSelect)[];
  /** Visit notes and their amendments, signed text and hashes as they were. Absent in older archives. */
  notes?: (typeof procedureNotes.$inferSelect)[];
  noteAmendments?: (typeof noteAmendments.$inferSelect)[];
  /** Prescriptions and medical certificates. Absent in older archives. */
  issuedDocuments?: (typeof issuedDocuments.$inferSelect)[];
  /**
   * The links of the patient's invoices: invoices stay (they are the clinic's tax records) with the
   * buyer's name they were issued to, and these links come back on restore. Absent in older archives.
   */
  invoiceIds?: number[];
  invoiceLineProcedures?: { id: number; procedureId: number }[];
  /** The patient's credit ledger, which goes with the patient's row. Absent in older archives. */
  creditEntries?: (typeof patientCreditEntries.$inferSelect)[];
}

/** Enough bytes for the length prefix and the sealed names of an archive payload. */
export const ARCHIVE_HEAD_BYTES = 2048;

export function createArchiveRepository(db: Queryable) {
  return {
    /** The patient's audit entries that hold values, by entry id. */
    async auditChanges(patientId: number): Promise<Record<string, unknown>> {
      const rows = await db
        .select({ id: auditEvents.id, changes: auditEvents.changes })
        .from(auditEvents)
        .where(and(eq(auditEvents.patientId, patientId), isNotNull(auditEvents.changes)));
      return Object.fromEntries(rows.map((row) => [String(row.id), row.changes]));
    },

    async setAuditChanges(changesById: Record<string, unknown>): Promise<void> {
      for (const [id, changes] of Object.entries(changesById)) {
        await db
          .update(auditEvents)
          .set({ changes })
          .where(eq(auditEvents.id, Number(id)));
      }
    },

    async patientRows(patientId: number): Promise<PatientRows | undefined> {
      const [patient] = await db.select().from(patients).where(eq(patients.id, patientId)).for('update');
      if (!patient) return undefined;
      const notes = await db.select().from(procedureNotes).where(eq(procedureNotes.patientId, patientId));
      const invoiceRows = await db
        .select({ id: invoices.id })
        .from(invoices)
        .where(eq(invoices.patientId, patientId))
        .orderBy(invoices.id);
      return {
        patient,
        attachments: await db.select().from(patientAttachments).where(eq(patientAttachments.patientId, patientId)),
        procedures: await db.select().from(procedures).where(eq(procedures.patientId, patientId)),
        faceAnnotationSets: await db
          .select()
          .from(faceAnnotationSets)
          .where(eq(faceAnnotationSets.patientId, patientId)),
        transactions: await db
          .select()
          .from(procedureTransactions)
          .where(eq(procedureTransactions.patientId, patientId)),
        usageLinks: await db
          .select({ id: lotUsages.id, procedureId: lotUsages.procedureId, patientId: lotUsages.patientId })
          .from(lotUsages)
          .where(eq(lotUsages.patientId, patientId)),
        photos: await db.select().from(procedurePhotos).where(eq(procedurePhotos.patientId, patientId)),
        consents: await db.select().from(procedureConsents).where(eq(procedureConsents.patientId, patientId)),
        notes,
        noteAmendments: notes.length
          ? await db
              .select()
              .from(noteAmendments)
              .where(
                inArray(
                  noteAmendments.noteId,
                  notes.map((note) => note.id),
                ),
              )
          : [],
        issuedDocuments: await db.select().from(issuedDocuments).where(eq(issuedDocuments.patientId, patientId)),
        invoiceIds: invoiceRows.map((row) => row.id),
        invoiceLineProcedures: await db
          .select({ id: invoiceLines.id, procedureId: procedures.id })
          .from(invoiceLines)
          .innerJoin(procedures, eq(procedures.id, invoiceLines.procedureId))
          .where(eq(procedures.patientId, patientId))
          .orderBy(invoiceLines.id),
        creditEntries: await db
          .select()
          .from(patientCreditEntries)
          .where(eq(patientCreditEntries.patientId, patientId))
          .orderBy(patientCreditEntries.id),
      };
    },

    /** The patient's draft invoices: a draft is not yet a record of a sale, and may hold a deposit. */
    async draftInvoiceCount(patientId: number): Promise<number> {
      const rows = await db
        .select({ id: invoices.id })
        .from(invoices)
        .where(and(eq(invoices.patientId, patientId), eq(invoices.status, 'draft')));
      return rows.length;
    },

    /** The patient's attachments, consents and photos (the rows with files), without a lock; undefined when there is no such patient. */
    async filesOf(patientId: number) {
      const [patient] = await db.select({ id: patients.id }).from(patients).where(eq(patients.id, patientId));
      if (!patient) return undefined;
      return {
        attachments: await db.select().from(patientAttachments).where(eq(patientAttachments.patientId, patientId)),
        photos: await db.select().from(procedurePhotos).where(eq(procedurePhotos.patientId, patientId)),
        consents: await db.select().from(procedureConsents).where(eq(procedureConsents.patientId, patientId)),
      };
    },

    /**
     * Attachments, procedures, consents, photos, annotations, transactions and the credit ledger go
     * with the patient (ON DELETE CASCADE); invoices and their lines stay, unlinked (SET NULL).
     */
    async deletePatient(patientId: number): Promise<void> {
      await db.delete(patients).where(eq(patients.id, patientId));
    },

    async insertRows(rows: PatientRows): Promise<void> {
      await db.insert(patients).values(rows.patient);
      if (rows.attachments.length) await db.insert(patientAttachments).values(rows.attachments);
      if (rows.procedures.length) await db.insert(procedures).values(rows.procedures);
      if (rows.consents?.length) await db.insert(procedureConsents).values(rows.consents);
      if (rows.faceAnnotationSets.length) await db.insert(faceAnnotationSets).values(rows.faceAnnotationSets);
      if (rows.transactions.length) await db.insert(procedureTransactions).values(rows.transactions);
      if (rows.photos?.length) await db.insert(procedurePhotos).values(rows.photos);
      if (rows.notes?.length) await db.insert(procedureNotes).values(rows.notes);
      if (rows.noteAmendments?.length) await db.insert(noteAmendments).values(rows.noteAmendments);
      if (rows.issuedDocuments?.length) await db.insert(issuedDocuments).values(rows.issuedDocuments);
      if (rows.creditEntries?.length) await db.insert(patientCreditEntries).values(rows.creditEntries);
      if (rows.invoiceIds?.length) {
        await db.update(invoices).set({ patientId: rows.patient.id }).where(inArray(invoices.id, rows.invoiceIds));
      }
      for (const line of rows.invoiceLineProcedures ?? []) {
        await db.update(invoiceLines).set({ procedureId: line.procedureId }).where(eq(invoiceLines.id, line.id));
      }
      for (const link of rows.usageLinks ?? []) {
        await db
          .update(lotUsages)
          .set({ procedureId: link.procedureId, patientId: link.patientId })
          .where(eq(lotUsages.id, link.id));
      }
    },

    async patientExists(patientId: number): Promise<boolean> {
      const found = await db.select({ id: patients.id }).from(patients).where(eq(patients.id, patientId));
      return found.length > 0;
    },

    async existingUserIds(ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const found = await db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
      return new Set(found.map((row) => row.id));
    },

    async insertArchived(values: typeof archivedPatients.$inferInsert): Promise<void> {
      await db.insert(archivedPatients).values(values);
    },

    /** The archived row's size in bytes, as stored. */
    async archivedSize(patientId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ size: sql<number>`octet_length(${archivedPatients.payload})`.mapWith(Number) })
        .from(archivedPatients)
        .where(eq(archivedPatients.patientId, patientId));
      return row?.size;
    },

    async findArchived(patientId: number, lock = false) {
      const query = db.select().from(archivedPatients).where(eq(archivedPatients.patientId, patientId));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async deleteArchived(patientId: number): Promise<void> {
      await db.delete(archivedPatients).where(eq(archivedPatients.patientId, patientId));
    },

    listArchived() {
      return db
        .select({
          patientId: archivedPatients.patientId,
          /** Only the sealed summary at the front; the profile itself is not read for a list. */
          head: sql<Buffer>`substring(${archivedPatients.payload} from 1 for ${ARCHIVE_HEAD_BYTES})`.mapWith(
            (value: Buffer | Uint8Array) => Buffer.from(value),
          ),
          archivedAt: archivedPatients.archivedAt,
          archivedBy: staffNameColumn,
        })
        .from(archivedPatients)
        .leftJoin(users, eq(users.id, archivedPatients.archivedByUserId))
        .orderBy(desc(archivedPatients.archivedAt));
    },
  };
}
