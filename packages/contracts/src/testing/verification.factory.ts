import type { Verification } from '../prescriptions/verification.ts';

/** A valid prescription's verification as `GET /verify/{code}` answers it; plain data, no I/O. */
export function buildVerification(overrides: Partial<Verification> = {}): Verification {
  return {
    kind: 'prescription',
    clinic: 'Glow Clinic',
    issued_on: '2026-11-27',
    doctor: 'Dr. Maria Reyes',
    patient_initials: 'J. D.',
    status: 'valid',
    revoked_on: null,
    ...overrides,
  };
}
