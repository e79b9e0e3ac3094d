import type { Service } from '@clinic/contracts';
import type { ServiceRow } from './services.repository.ts';

export function toServiceResponse(row: ServiceRow): Service {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    duration_minutes: row.durationMinutes,
    consent_template_ids: row.consentTemplateIds,
    uses_stock: row.usesStock,
    active: row.active,
    price: row.price,
    tax_class: row.taxClass,
    senior_pwd_eligible: row.seniorPwdEligible,
    senior_pwd_note: row.seniorPwdNote,
    photos_before_required: row.photosBeforeRequired,
    photos_after_required: row.photosAfterRequired,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
