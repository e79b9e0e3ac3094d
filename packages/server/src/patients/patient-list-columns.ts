import { patients } from '../db/schema/index.ts';
import { tablesVersionColumn } from '../db/versioned-cache.ts';
import { patientIdentityColumns } from './patient-identity-columns.ts';

/** The columns the patients list sorts by, under the names the spec's `sortBy` gives them. */
export const LIST_SORT_COLUMNS = {
  created_at: patients.createdAt,
  updated_at: patients.updatedAt,
  last_name: patients.lastName,
  first_name: patients.firstName,
  date_of_birth: patients.dateOfBirth,
} as const;

/** The tables a list's totals are counted from: their version says whether kept totals still hold. */
export const TOTALS_TABLES = ['patients'] as const;

/**
 * A list page's columns. Each row also says the version of the tables it was read at, so kept
 * totals of that version need no statement of their own.
 */
export const listPageColumns = {
  ...patientIdentityColumns,
  email: patients.email,
  phonePrimary: patients.phonePrimary,
  createdByRole: patients.createdByRole,
  createdAt: patients.createdAt,
  updatedAt: patients.updatedAt,
  totalsVersion: tablesVersionColumn(TOTALS_TABLES),
};
