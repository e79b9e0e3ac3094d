import type { PhotoRelease } from '@clinic/contracts';
import type { Queryable } from '../db/client.ts';

/**
 * Each procedure's photo release, from its latest unrevoked signed consent. Until consents are
 * signed in the portal every procedure's photos belong to the clinical record: a photo taken
 * without a signed consent is part of the record, never marketing material.
 */
export async function photoReleasesOf(
  _tx: Queryable,
  procedureIds: readonly number[],
): Promise<Map<number, PhotoRelease>> {
  return new Map(procedureIds.map((id) => [id, 'record_only']));
}
