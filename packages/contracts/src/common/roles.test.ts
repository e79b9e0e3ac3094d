import { describe, expect, it } from 'vitest';
import { ROLES, can } from './roles.ts';

const rolesThatCan = (capability: Parameters<typeof can>[1]) => ROLES.filter((role) => can(role, capability));

describe('the role table', () => {
  it('keeps KIOSK, NURSE and STAFF to the spec table', () => {
    expect(can('KIOSK', 'patient.read')).toBe(false);
    expect(can('NURSE', 'patient.update')).toBe(false);
    expect(can('STAFF', 'attachment.download')).toBe(false);
  });

  it('leaves merging records to administrators and the clinic identity to the owner', () => {
    expect(rolesThatCan('patient.merge')).toEqual(['SUPERADMIN', 'ADMIN']);
    expect(rolesThatCan('clinic.manage')).toEqual(['SUPERADMIN']);
  });
});
