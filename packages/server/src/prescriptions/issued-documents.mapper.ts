import type {
  IssuedDocumentStatus,
  MedicalCertificate,
  MedicalCertificateFields,
  Prescription,
  PrescriptionItem,
} from '@clinic/contracts';
import type { IssuedDocumentRow } from './issued-documents.repository.ts';

const statusOf = (row: IssuedDocumentRow): IssuedDocumentStatus =>
  row.revokedAt ? 'revoked' : row.signedAt ? 'signed' : 'draft';

function commonFields(row: IssuedDocumentRow) {
  return {
    id: row.id,
    patient_id: row.patientId,
    procedure_id: row.procedureId,
    status: statusOf(row),
    author_id: row.authorUserId,
    author: row.authorName,
    created_at: row.createdAt.toISOString(),
    signed_at: row.signedAt?.toISOString() ?? null,
    sha256: row.sha256,
    verification_code: row.verificationCode,
    revoked_at: row.revokedAt?.toISOString() ?? null,
    revoked_by: row.revokedByName,
    revoke_reason: row.revokeReason,
  };
}

/** A prescription's stored content: its items, each with every field set. */
export interface PrescriptionContent {
  items: PrescriptionItem[];
}

/** A certificate's stored content: the payload's fields, the days of rest null when not given. */
export type CertificateContent = Omit<MedicalCertificateFields, 'rest_from' | 'rest_to'> & {
  rest_from: string | null;
  rest_to: string | null;
};

export const toPrescriptionResponse = (row: IssuedDocumentRow): Prescription => ({
  ...commonFields(row),
  ...(row.content as unknown as PrescriptionContent),
});

export const toMedicalCertificateResponse = (row: IssuedDocumentRow): MedicalCertificate => ({
  ...commonFields(row),
  ...(row.content as unknown as CertificateContent),
});
