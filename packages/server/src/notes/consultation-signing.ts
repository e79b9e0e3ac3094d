import {
  CONSULTATION_FIELDS,
  CONSULTATION_MESSAGES,
  FOLLOW_UP_FIELDS,
  canonicalNoteText,
  consultationSections,
  type ConsultationSignature,
  type NoteSections,
  type UpdatePatientInput,
} from '@clinic/contracts';
import type { ConsultationSignatureRecord, SignedSectionsRecord } from '../db/schema/index.ts';
import { conflict } from '../http/app-error.ts';
import { toSections } from './notes.mapper.ts';

/** What a signature locks: the initial consultation (`index` null), or the follow-up at `index` (from 0). */
export type ConsultationTarget = Pick<ConsultationSignatureRecord, 'entry' | 'index'>;

interface ConsultationParts {
  consultation: unknown;
  succeedingConsultations: unknown;
}

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** The sections `target` holds in `parts`; undefined when there is no such follow-up. */
export function sectionsOf(parts: ConsultationParts, target: ConsultationTarget): NoteSections | undefined {
  if (target.entry === 'initial') return consultationSections(CONSULTATION_FIELDS, asRecord(parts.consultation));
  const followUps = Array.isArray(parts.succeedingConsultations) ? parts.succeedingConsultations : [];
  const followUp: unknown = followUps[target.index ?? -1];
  return followUp === undefined ? undefined : consultationSections(FOLLOW_UP_FIELDS, asRecord(followUp));
}

export const signatureOf = (records: readonly ConsultationSignatureRecord[], target: ConsultationTarget) =>
  records.find((record) => record.entry === target.entry && record.index === target.index);

/**
 * Refuses (409) a change to a signed consultation or follow-up. Sending the signed text unchanged
 * is no change: clients written against the spec send the whole patient on every save.
 */
export function assertSignedConsultationsKept(
  records: readonly ConsultationSignatureRecord[],
  sent: Pick<UpdatePatientInput, 'consultation' | 'succeeding_consultations'>,
): void {
  const next = { consultation: sent.consultation, succeedingConsultations: sent.succeeding_consultations };
  for (const record of records) {
    const sentPart = record.entry === 'initial' ? sent.consultation : sent.succeeding_consultations;
    if (sentPart === undefined) continue;
    const sections = sectionsOf(next, record);
    if (!sections || canonicalNoteText(sections) !== canonicalNoteText(toSections(record.sections))) {
      throw conflict(CONSULTATION_MESSAGES.signedConsultationLocked);
    }
  }
}

const toSignedResponse = (record: SignedSectionsRecord) => ({
  sections: toSections(record.sections),
  signed_at: record.signedAt,
  signed_by: record.signedByName,
  sha256: record.sha256,
});

export const toConsultationSignatureResponse = (record: ConsultationSignatureRecord): ConsultationSignature => ({
  entry: record.entry,
  index: record.index,
  ...toSignedResponse(record),
  amendments: record.amendments.map((amendment) => ({
    id: amendment.id,
    reason: amendment.reason,
    ...toSignedResponse(amendment),
  })),
});
