import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { PHOTO_ANGLES, PHOTO_KINDS } from '@clinic/contracts';
import { belongsTo, optionalReference, timestamptz } from './columns.ts';
import { patients } from './patients.ts';
import { procedures } from './procedures.ts';
import { users } from './users.ts';

/**
 * A before or after photo of a procedure: a full-size copy and a thumbnail in the file store,
 * both re-encoded without metadata. `patient_id` is the procedure's, kept here for the patient's
 * timeline and the archive.
 */
export const procedurePhotos = pgTable(
  'procedure_photos',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    patientId: belongsTo('patient_id', () => patients.id),
    procedureId: belongsTo('procedure_id', () => procedures.id),
    kind: text('kind', { enum: PHOTO_KINDS }).notNull(),
    angle: text('angle', { enum: PHOTO_ANGLES }).notNull(),
    note: text('note').notNull().default(''),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    thumbStorageKey: text('thumb_storage_key').notNull(),
    takenAt: timestamptz('taken_at').notNull().defaultNow(),
    takenByUserId: optionalReference('taken_by_user_id', () => users.id),
  },
  (table) => [
    index('procedure_photos_procedure_idx').on(table.procedureId),
    index('procedure_photos_patient_idx').on(table.patientId),
  ],
);
