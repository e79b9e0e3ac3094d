import type { ConsentTemplate, ProcedureConsent } from '@clinic/contracts';
import type { ConsentRow, createConsentsRepository } from './consents.repository.ts';

type TemplateRow = Awaited<ReturnType<ReturnType<typeof createConsentsRepository>['listTemplates']>>[number];

export const toTemplateResponse = (row: TemplateRow): ConsentTemplate => ({
  id: row.id,
  version: row.version,
  version_id: row.versionId,
  title: row.title,
  body: row.body,
  procedure_names: row.procedureNames,
  witness_required: row.witnessRequired,
  retired_at: row.retiredAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export const toConsentResponse = ({
  consent,
  title,
  version,
}: {
  consent: ConsentRow;
  title: string;
  version: number;
}): ProcedureConsent => ({
  id: consent.id,
  procedure_id: consent.procedureId,
  template_id: consent.templateId,
  template_title: title,
  template_version: version,
  signer_name: consent.signerName,
  witness_name: consent.witnessName,
  photo_release: consent.photoRelease,
  signed_at: consent.signedAt.toISOString(),
  signed_by: consent.signedByName,
  sha256: consent.sha256,
  revoked_at: consent.revokedAt?.toISOString() ?? null,
  revoked_by: consent.revokedByName,
  revoke_reason: consent.revokeReason,
});
