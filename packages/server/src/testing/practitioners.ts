import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

/** Gives the doctor a practitioner profile with a PRC licence and PTR valid for years, so they can sign. */
export async function licenseDoctor(t: TestApp, adminToken: string, doctorId: number): Promise<void> {
  const profile = await t.api({
    method: 'PUT',
    url: `/practitioners/${doctorId}`,
    token: adminToken,
    payload: {
      printed_name: 'Dr. Maria Reyes',
      prc_number: '1234567',
      prc_valid_until: '2099-12-31',
      ptr_number: 'P-1',
      ptr_year: 2099,
    },
  });
  expect(profile.statusCode, profile.body).toBe(200);
}
