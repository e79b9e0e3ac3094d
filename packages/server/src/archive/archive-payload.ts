import { decrypt, encrypt } from '../keys/archive-cipher.ts';
import type { SealedFileSeal } from './archive-files.ts';
import type { PatientRows } from './archive.repository.ts';

export interface ArchiveSummary {
  first_name: string;
  last_name: string;
}

interface ArchivedProfileBase {
  rows: PatientRows;
  /**
   * The values the patient's audit entries held, by entry id: archiving leaves only the changed
   * fields' names in the audit table, and restoring puts the values back. Absent in older archives.
   */
  auditChanges?: Record<string, unknown>;
}

/**
 * The first format: each attachment's bytes (base64) inside the sealed profile, by storage key.
 * No longer written, but archives taken before version 2 hold it and a migration cannot re-seal
 * them (the key is not the database's), so restore still reads it.
 */
export interface ArchivedProfileWithInlineFiles extends ArchivedProfileBase {
  version: 1;
  files: Record<string, string>;
}

/** A sealed file in file storage, and how to open it; the attachment row holds its name and type. */
export interface SealedFileReference {
  attachmentId: number;
  storageKey: string;
  seal: SealedFileSeal;
}

/** A signed consent's PDF, sealed the same way. */
export interface SealedConsentFileReference {
  consentId: number;
  storageKey: string;
  seal: SealedFileSeal;
}

/** A photo's full size or thumbnail sealed in file storage. */
export interface SealedPhotoFileReference {
  photoId: number;
  thumb: boolean;
  storageKey: string;
  seal: SealedFileSeal;
}

/** The current format: the profile's rows and references to files sealed one by one in file storage. */
export interface ArchivedProfileWithSealedFiles extends ArchivedProfileBase {
  version: 2;
  sealedFiles: SealedFileReference[];
  /** Absent in archives taken before consents. */
  sealedConsentFiles?: SealedConsentFileReference[];
  /** Absent in archives taken before photos. */
  sealedPhotoFiles?: SealedPhotoFileReference[];
}

export type ArchivedProfile = ArchivedProfileWithInlineFiles | ArchivedProfileWithSealedFiles;

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

const TIMESTAMP_KEYS = new Set([
  'createdAt',
  'updatedAt',
  'uploadedAt',
  'startDatetime',
  'endDatetime',
  'checkedInAt',
  'signedAt',
  'revokedAt',
  'takenAt',
  'cosignedAt',
]);

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
      usageLinks: rows.usageLinks ?? [],
      consents: (rows.consents ?? []).map(reviveTimestamps),
      photos: (rows.photos ?? []).map(reviveTimestamps),
      notes: (rows.notes ?? []).map(reviveTimestamps),
      noteAmendments: (rows.noteAmendments ?? []).map(reviveTimestamps),
      issuedDocuments: (rows.issuedDocuments ?? []).map(reviveTimestamps),
      invoiceIds: rows.invoiceIds ?? [],
      invoiceLineProcedures: rows.invoiceLineProcedures ?? [],
      creditEntries: (rows.creditEntries ?? []).map(reviveTimestamps),
    },
  };
}
