import { decrypt, encrypt } from './archive-cipher.ts';
import type { PatientRows } from './archive.repository.ts';

export interface ArchiveSummary {
  first_name: string;
  last_name: string;
}

/** The archived profile: every row, and each attachment's bytes (base64) by storage key. */
export interface ArchivedProfile {
  version: 1;
  rows: PatientRows;
  files: Record<string, string>;
  /**
   * The values the patient's audit entries held, by entry id: archiving leaves only the changed
   * fields' names in the audit table, and restoring puts the values back. Absent in older archives.
   */
  auditChanges?: Record<string, unknown>;
}

const LENGTH_BYTES = 4;

/**
 * `length | sealed summary | sealed profile`: the small summary (names for the archive list) is
 * sealed on its own so listing never decrypts or even reads whole profiles.
 */
export function sealArchive(summary: ArchiveSummary, profile: ArchivedProfile, key: Buffer): Buffer {
  const head = encrypt(Buffer.from(JSON.stringify(summary)), key);
  const body = encrypt(Buffer.from(JSON.stringify(profile)), key);
  const length = Buffer.alloc(LENGTH_BYTES);
  length.writeUInt32BE(head.length);
  return Buffer.concat([length, head, body]);
}

export function openArchiveSummary(payloadStart: Buffer, key: Buffer): ArchiveSummary {
  const length = payloadStart.readUInt32BE(0);
  return JSON.parse(
    decrypt(payloadStart.subarray(LENGTH_BYTES, LENGTH_BYTES + length), key).toString(),
  ) as ArchiveSummary;
}

const TIMESTAMP_KEYS = new Set(['createdAt', 'updatedAt', 'uploadedAt', 'startDatetime', 'endDatetime']);

/** Row timestamps went into JSON as text; they come back as dates, everything else as it was. */
function reviveTimestamps<Row extends object>(row: Row): Row {
  return Object.fromEntries(
    Object.entries(row).map(([name, value]) => [
      name,
      TIMESTAMP_KEYS.has(name) && typeof value === 'string' ? new Date(value) : value,
    ]),
  ) as Row;
}

export function openArchiveProfile(payload: Buffer, key: Buffer): ArchivedProfile {
  const length = payload.readUInt32BE(0);
  const profile = JSON.parse(decrypt(payload.subarray(LENGTH_BYTES + length), key).toString()) as ArchivedProfile;
  const { rows } = profile;
  return {
    ...profile,
    rows: {
      patient: reviveTimestamps(rows.patient),
      attachments: rows.attachments.map(reviveTimestamps),
      procedures: rows.procedures.map(reviveTimestamps),
      faceAnnotationSets: rows.faceAnnotationSets.map(reviveTimestamps),
      transactions: rows.transactions.map(reviveTimestamps),
    },
  };
}
