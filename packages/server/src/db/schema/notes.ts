import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, optionalReference, timestamptz, updatedAt } from './columns.ts';
import { patients } from './patients.ts';
import { procedures } from './procedures.ts';
import { users } from './users.ts';

/** A note's sections as `[title, text]` pairs: jsonb would reorder an object's keys. */
export type NoteSectionPairs = [string, string][];

/** A visit-note template: its section titles, and the procedure names that open it. */
export const noteTemplates = pgTable('note_templates', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  sections: jsonb('sections').$type<string[]>().notNull(),
  /** Matched as the contracts' `containsNameWords` does. */
  procedureNames: jsonb('procedure_names').$type<string[]>().notNull().default([]),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * A visit note of a procedure: a draft its author edits, then signed (the text frozen, its SHA-256
 * kept), then, for a nurse's note on a doctor's procedure, co-signed by that doctor.
 */
export const procedureNotes = pgTable(
  'procedure_notes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    procedureId: belongsTo('procedure_id', () => procedures.id),
    patientId: belongsTo('patient_id', () => patients.id),
    templateId: optionalReference('template_id', () => noteTemplates.id),
    sections: jsonb('sections').$type<NoteSectionPairs>().notNull(),
    authorUserId: optionalReference('author_user_id', () => users.id),
    /** The author's name and role as they were when the note was begun. */
    authorName: text('author_name').notNull(),
    authorRole: text('author_role').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    signedAt: timestamptz('signed_at'),
    signedByName: text('signed_by_name'),
    sha256: text('sha256'),
    /** Set when signed, if the note waits for the procedure's doctor's co-signature. */
    cosignerUserId: optionalReference('cosigner_user_id', () => users.id),
    cosignerName: text('cosigner_name'),
    cosignedAt: timestamptz('cosigned_at'),
  },
  (table) => [
    index('procedure_notes_procedure_idx').on(table.procedureId, table.id),
    index('procedure_notes_cosigner_idx').on(table.cosignerUserId, table.cosignedAt),
    // The drafts flagged on the Today list: few among many signed notes.
    index('procedure_notes_draft_idx')
      .on(table.createdAt)
      .where(sql`${table.signedAt} is null`),
  ],
);

/** A signed amendment of a signed note: the note's text never changes, amendments follow it. */
export const noteAmendments = pgTable(
  'note_amendments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    noteId: belongsTo('note_id', () => procedureNotes.id),
    reason: text('reason').notNull(),
    sections: jsonb('sections').$type<NoteSectionPairs>().notNull(),
    signedByUserId: optionalReference('signed_by_user_id', () => users.id),
    signedByName: text('signed_by_name').notNull(),
    signedAt: timestamptz('signed_at').notNull(),
    sha256: text('sha256').notNull(),
  },
  (table) => [index('note_amendments_note_idx').on(table.noteId, table.id)],
);
