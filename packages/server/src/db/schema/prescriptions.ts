import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, optionalReference, timestamptz, updatedAt } from './columns.ts';
import { patients } from './patients.ts';
import { procedures } from './procedures.ts';
import { users } from './users.ts';

/** The clinic's drug list: every generic name a doctor has prescribed, with its dangerous-drug flag. */
export const drugs = pgTable(
  'drugs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    genericName: text('generic_name').notNull(),
    dangerousDrug: boolean('dangerous_drug').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('drugs_generic_name_idx').on(sql`lower(${table.genericName})`)],
);

/** The prescriber's licences as they were when a document was signed: what it prints. */
export interface SignedCredentials {
  printed_name: string;
  specialty: string | null;
  prc_number: string | null;
  prc_valid_until: string | null;
  ptr_number: string | null;
  ptr_year: number | null;
  s2_number: string | null;
  letterhead_lines: string[];
}

/**
 * A prescription or a medical certificate: a draft its doctor wrote, then signed (the content
 * frozen, its SHA-256 and the doctor's licences kept, a verification code given), then perhaps
 * revoked with a reason. `content` is the document's own fields, as the API names them.
 */
export const issuedDocuments = pgTable(
  'issued_documents',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind', { enum: ['prescription', 'medical_certificate'] }).notNull(),
    patientId: belongsTo('patient_id', () => patients.id),
    procedureId: optionalReference('procedure_id', () => procedures.id),
    authorUserId: optionalReference('author_user_id', () => users.id),
    authorName: text('author_name').notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    signedAt: timestamptz('signed_at'),
    sha256: text('sha256'),
    signedCredentials: jsonb('signed_credentials').$type<SignedCredentials>(),
    verificationCode: text('verification_code'),
    revokedAt: timestamptz('revoked_at'),
    revokedByName: text('revoked_by_name'),
    revokeReason: text('revoke_reason'),
  },
  (table) => [
    index('issued_documents_patient_idx').on(table.patientId, table.kind, table.id),
    uniqueIndex('issued_documents_verification_code_idx').on(table.verificationCode),
  ],
);
