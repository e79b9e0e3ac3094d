import type { PhotoRelease } from '@clinic/contracts';
import { and, desc, inArray, isNull } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { procedureConsents } from '../db/schema/index.ts';

/**
 * Each procedure's photo release, from its latest unrevoked signed consent. A procedure without
 * one keeps its photos in the clinical record: a photo taken without a signed release is part of
 * the record, never marketing material.
 */
export async function photoReleasesOf(
  tx: Queryable,
  procedureIds: readonly number[],
): Promise<Map<number, PhotoRelease>> {
  const releases = new Map<number, PhotoRelease>(procedureIds.map((id) => [id, 'record_only']));
  if (procedureIds.length === 0) return releases;
  const signed = await tx
    .selectDistinctOn([procedureConsents.procedureId], {
      procedureId: procedureConsents.procedureId,
      release: procedureConsents.photoRelease,
    })
    .from(procedureConsents)
    .where(and(inArray(procedureConsents.procedureId, [...procedureIds]), isNull(procedureConsents.revokedAt)))
    .orderBy(procedureConsents.procedureId, desc(procedureConsents.signedAt), desc(procedureConsents.id));
  for (const { procedureId, release } of signed) releases.set(procedureId, release);
  return releases;
}
