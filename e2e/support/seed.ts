import { expect, type APIRequestContext } from '@playwright/test';
import type { CreatePatientForm, CreateProcedureInput, Patient, Procedure } from '@clinic/contracts';
import { buildPatientInput, buildProcedureInput } from '@clinic/contracts/testing';

/** Anyone signed in through the API: their bearer token is all a seed needs. */
interface Seeder {
  token: string;
}

const bearer = (user: Seeder) => ({ authorization: `Bearer ${user.token}` });

export interface SeedFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A patient made through the API as the New Patient form makes one; answers the stored patient and its full name. */
export async function createPatientViaApi(
  request: APIRequestContext,
  user: Seeder,
  overrides: Partial<CreatePatientForm> = {},
  attachment?: SeedFile,
): Promise<Patient & { name: string }> {
  const input = buildPatientInput(overrides);
  const response = await request.post('/api/v1/patients/', {
    headers: bearer(user),
    multipart: { patient_in: JSON.stringify(input), ...(attachment ? { files: attachment } : {}) },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  const patient = (await response.json()) as Patient;
  return { ...patient, name: [input.first_name, input.middle_name, input.last_name].filter(Boolean).join(' ') };
}

/** A procedure made through the API, with whatever points, payment or products the overrides carry. */
export async function createProcedureViaApi(
  request: APIRequestContext,
  user: Seeder,
  patientId: number,
  overrides: Partial<CreateProcedureInput> = {},
): Promise<Procedure> {
  const response = await request.post('/api/v1/procedures/', {
    headers: bearer(user),
    data: buildProcedureInput(patientId, overrides),
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as Procedure;
}
