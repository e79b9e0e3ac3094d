import type { ClinicSettings } from '../clinic/clinic-settings.schemas.ts';

/** Clinic settings as the API answers them, VAT-registered, nothing else filled in; plain data, no I/O. */
export function buildClinicSettings(overrides: Partial<ClinicSettings> = {}): ClinicSettings {
  return {
    name: 'Clinic Portal',
    address: null,
    phone: null,
    email: null,
    registered_name: null,
    trade_name: null,
    tin: null,
    registered_address: null,
    vat_status: 'vat',
    invoice_footer_lines: [],
    updated_at: '2026-11-20T00:00:00Z',
    ...overrides,
  };
}
