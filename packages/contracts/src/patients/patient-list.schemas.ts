import { z } from 'zod';
import { recordIdSchema } from '../common/ids.ts';
import { singleLineText } from '../common/text.ts';
import { pagedResponseSchema, pagedSortedQueryFields } from '../common/pagination.ts';
import { patientSummarySchema } from './patient.schemas.ts';

export const NAME_SEARCH_MIN_LENGTH = 4;
export const PHONE_SEARCH_MIN_LENGTH = 5;

/** A name term is used only from 4 characters on (spec 1 §5). */
export function qualifyingNameSearch(term: string | undefined): string | undefined {
  const trimmed = term?.trim() ?? '';
  return trimmed.length >= NAME_SEARCH_MIN_LENGTH ? trimmed : undefined;
}

/** A phone term is used from 5 characters on once spaces are removed. */
export function qualifyingPhoneSearch(term: string | undefined): string | undefined {
  const compact = term?.replace(/\s/g, '') ?? '';
  return compact.length >= PHONE_SEARCH_MIN_LENGTH ? compact : undefined;
}

/** Search is enabled once one of the three fields qualifies. */
export function canSearchPatients(terms: { first?: string; last?: string; phone?: string }): boolean {
  return Boolean(
    qualifyingNameSearch(terms.first) ?? qualifyingNameSearch(terms.last) ?? qualifyingPhoneSearch(terms.phone),
  );
}

export const PATIENT_SORT_COLUMNS = ['created_at', 'updated_at', 'last_name', 'first_name', 'date_of_birth'] as const;
export type PatientSortColumn = (typeof PATIENT_SORT_COLUMNS)[number];

const searchTerm = singleLineText().max(100).optional();

/** GET /patients/ query. Terms too short to qualify are ignored, not refused. */
export const patientListQuerySchema = z.object({
  first_name_search: searchTerm,
  last_name_search: searchTerm,
  phone_search: searchTerm,
  ...pagedSortedQueryFields(PATIENT_SORT_COLUMNS, 'created_at'),
});
export type PatientListQuery = z.infer<typeof patientListQuerySchema>;

/**
 * A page past the last answers `items: []` with the true `total` and `totalPages`, so a client
 * holding a stale page number can step back.
 */
export const patientListResponseSchema = pagedResponseSchema(patientSummarySchema).extend({
  genderStats: z.object({ male: z.number().int(), female: z.number().int() }),
});
export type PatientListResponse = z.infer<typeof patientListResponseSchema>;

/** One line of GET /patients/{id}/history, newest first. */
export const patientHistoryEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  user_name: z.string(),
  role: z.string(),
  created_at: z.string(),
  changes: z.record(z.string(), z.unknown()).nullable(),
});
export type PatientHistoryEntry = z.infer<typeof patientHistoryEntrySchema>;
export const patientHistoryResponseSchema = z.array(patientHistoryEntrySchema);

export const archivedPatientSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  archived_at: z.string(),
  archived_by: z.string().nullable(),
});
export type ArchivedPatient = z.infer<typeof archivedPatientSchema>;
export const archivedPatientListResponseSchema = z.object({ items: z.array(archivedPatientSchema) });

export const patientIdParamsSchema = z.object({ id: recordIdSchema() });
export const attachmentParamsSchema = patientIdParamsSchema.extend({
  attachmentId: recordIdSchema(),
});
