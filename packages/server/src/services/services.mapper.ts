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
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
