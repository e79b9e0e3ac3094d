import { bigint, boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, optionalReference, requiredReference, timestamptz, updatedAt } from './columns.ts';
import { patients } from './patients.ts';
import { procedures } from './procedures.ts';
import { users } from './users.ts';

/** A consent template; its text lives in versions. Never deleted, only retired. */
export const consentTemplates = pgTable('consent_templates', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  retiredAt: timestamptz('retired_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Each edit of a template is a new version; a signed consent keeps the version it was signed on. */
export const consentTemplateVersions = pgTable(
  'consent_template_versions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    templateId: requiredReference('template_id', () => consentTemplates.id),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Procedure names that cannot start without this consent, matched as the contracts' `containsNameWords` does. */
    procedureNames: jsonb('procedure_names').$type<string[]>().notNull().default([]),
    witnessRequired: boolean('witness_required').notNull().default(false),
    createdByUserId: optionalReference('created_by_user_id', () => users.id),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('consent_template_versions_version_idx').on(table.templateId, table.version)],
);

/** A signed consent: its PDF is stored once, with its SHA-256, and never changes; revoking keeps the row. */
export const procedureConsents = pgTable(
  'procedure_consents',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    procedureId: belongsTo('procedure_id', () => procedures.id),
    patientId: belongsTo('patient_id', () => patients.id),
    templateId: requiredReference('template_id', () => consentTemplates.id),
    templateVersionId: requiredReference('template_version_id', () => consentTemplateVersions.id),
    signerName: text('signer_name').notNull(),
    witnessName: text('witness_name'),
    photoRelease: text('photo_release', { enum: ['record_only', 'record_and_marketing', 'none'] }).notNull(),
    signedAt: timestamptz('signed_at').notNull(),
    signedByUserId: optionalReference('signed_by_user_id', () => users.id),
    /** The staff member's name as it was at signing, as printed on the PDF. */
    signedByName: text('signed_by_name').notNull(),
    storageKey: text('storage_key').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    revokedAt: timestamptz('revoked_at'),
    revokedByUserId: optionalReference('revoked_by_user_id', () => users.id),
    revokedByName: text('revoked_by_name'),
    revokeReason: text('revoke_reason'),
  },
  (table) => [
    index('procedure_consents_procedure_idx').on(table.procedureId, table.signedAt),
    index('procedure_consents_patient_idx').on(table.patientId),
  ],
);
