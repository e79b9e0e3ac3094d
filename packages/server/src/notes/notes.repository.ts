import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { noteAmendments, noteTemplates, procedureNotes, procedures } from '../db/schema/index.ts';
import { insertReturningId, updateById } from '../db/rows-by-id.ts';

export type NoteTemplateRow = typeof noteTemplates.$inferSelect;
export type AmendmentRow = typeof noteAmendments.$inferSelect;
export type NoteRow = typeof procedureNotes.$inferSelect & { procedureName: string };

export function createNotesRepository(db: Queryable) {
  const notesWithProcedure = () =>
    db
      .select({ note: procedureNotes, procedureName: procedures.name })
      .from(procedureNotes)
      .innerJoin(procedures, eq(procedures.id, procedureNotes.procedureId))
      .$dynamic();
  const flatten = (rows: { note: typeof procedureNotes.$inferSelect; procedureName: string }[]): NoteRow[] =>
    rows.map(({ note, procedureName }) => ({ ...note, procedureName }));

  return {
    listTemplates: () => db.select().from(noteTemplates).orderBy(asc(noteTemplates.name), asc(noteTemplates.id)),

    async findTemplate(id: number, lock = false): Promise<NoteTemplateRow | undefined> {
      const query = db.select().from(noteTemplates).where(eq(noteTemplates.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    insertTemplate: (values: typeof noteTemplates.$inferInsert) => insertReturningId(db, noteTemplates, values),

    updateTemplate: (id: number, values: Partial<typeof noteTemplates.$inferInsert>) =>
      updateById(db, noteTemplates, id, values),

    async findProcedure(id: number) {
      const [row] = await db
        .select({
          id: procedures.id,
          patientId: procedures.patientId,
          name: procedures.name,
          doctorName: procedures.doctorName,
        })
        .from(procedures)
        .where(eq(procedures.id, id));
      return row;
    },

    async notesOfProcedure(procedureId: number): Promise<NoteRow[]> {
      return flatten(
        await notesWithProcedure().where(eq(procedureNotes.procedureId, procedureId)).orderBy(asc(procedureNotes.id)),
      );
    },

    /** Signed notes waiting for the given doctor's co-signature, oldest first. */
    async cosignQueue(userId: number): Promise<NoteRow[]> {
      return flatten(
        await notesWithProcedure()
          .where(
            and(
              eq(procedureNotes.cosignerUserId, userId),
              isNull(procedureNotes.cosignedAt),
              isNotNull(procedureNotes.signedAt),
            ),
          )
          .orderBy(asc(procedureNotes.signedAt), asc(procedureNotes.id)),
      );
    },

    async findNote(id: number, lock = false): Promise<NoteRow | undefined> {
      const query = notesWithProcedure().where(eq(procedureNotes.id, id));
      const [row] = lock ? await query.for('update', { of: procedureNotes }) : await query;
      return row && { ...row.note, procedureName: row.procedureName };
    },

    insertNote: (values: typeof procedureNotes.$inferInsert) => insertReturningId(db, procedureNotes, values),

    updateNote: (id: number, values: Partial<typeof procedureNotes.$inferInsert>) =>
      updateById(db, procedureNotes, id, values),

    /** The amendments of the given notes, each note's in the order they were signed. */
    amendmentsOf: (noteIds: number[]): Promise<AmendmentRow[]> =>
      noteIds.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(noteAmendments)
            .where(inArray(noteAmendments.noteId, noteIds))
            .orderBy(asc(noteAmendments.signedAt), asc(noteAmendments.id)),

    insertAmendment: (values: typeof noteAmendments.$inferInsert) => insertReturningId(db, noteAmendments, values),
  };
}
