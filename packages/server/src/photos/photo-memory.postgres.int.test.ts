import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PHOTO_MESSAGES } from '@clinic/contracts';
import { buildPatientInput, buildProcedureInput } from '@clinic/contracts/testing';
import { onServer, withDatabase } from '../testing/database-template.ts';
import { MEGABYTE, residentMemoryDuring } from '../testing/process-memory.ts';
import { signInOverHttp, startServer, type ServerProcess } from '../testing/server-process.ts';
import { HEIC_16000_SQUARE, jpegDeclaring, twelveMegapixelJpeg } from '../testing/photos/photo-bombs.ts';
import { SAMPLE_HEIC } from '../testing/photos/photo-requests.ts';

// The server as `npm start` runs it, in a process of its own, so its memory is its own.
const ADMIN = { email: 'admin@photos.test', password: 'Photos#Admin2026' };
const serverUrl = process.env.TEST_DATABASE_URL!;
let workDir: string;
let databaseName: string;
let server: ServerProcess;
let token: string;
let procedureId: number;

async function api<Body>(url: string, init: RequestInit = {}): Promise<{ status: number; body: Body }> {
  const answer = await fetch(`${server.baseUrl}/api/v1${url}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...init.headers },
  });
  return { status: answer.status, body: (await answer.json()) as Body };
}

function upload(name: string, content: Buffer) {
  const form = new FormData();
  form.append('kind', 'before');
  form.append('angle', 'front');
  form.append('file', new Blob([content]), name);
  return api<{ detail?: string }>(`/procedures/${procedureId}/photos`, { method: 'POST', body: form });
}

beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-photo-memory-'));
  databaseName = `clinic_photos_${crypto.randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${databaseName} TEMPLATE ${inject('testDatabaseTemplate')}`);
  server = await startServer({
    DATABASE_URL: withDatabase(serverUrl, databaseName),
    DATA_DIR: workDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  token = await signInOverHttp(server.baseUrl, ADMIN.email, ADMIN.password);
  const patientForm = new FormData();
  patientForm.append('patient_in', JSON.stringify(buildPatientInput()));
  const patient = await api<{ id: number }>('/patients/', { method: 'POST', body: patientForm });
  const procedure = await api<{ id: number }>('/procedures/', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(buildProcedureInput(patient.body.id)),
  });
  procedureId = procedure.body.id;
}, 90_000);

afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  await onServer(serverUrl, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe('the memory of a server process taking photos', () => {
  it('refuses the 16000×16000 JPEG and HEIC with 422, growing by under 100 MB', async () => {
    const jpeg = await jpegDeclaring(16000, 16000);
    const {
      result: answers,
      before,
      peak,
    } = await residentMemoryDuring(
      () => Promise.all([upload('bomb.jpg', jpeg), upload('bomb.heic', HEIC_16000_SQUARE)]),
      server.child.pid,
    );
    expect(answers).toEqual([
      { status: 422, body: { detail: PHOTO_MESSAGES.tooManyPixels } },
      { status: 422, body: { detail: PHOTO_MESSAGES.tooManyPixels } },
    ]);
    expect(peak - before).toBeLessThan(100 * MEGABYTE);
  });

  it('takes four 12 MP photos sent at once and stays under 600 MB', async () => {
    const photo = await twelveMegapixelJpeg();
    const { result: answers, peak } = await residentMemoryDuring(
      () => Promise.all([1, 2, 3, 4].map((index) => upload(`IMG_000${index}.jpg`, photo))),
      server.child.pid,
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(peak).toBeLessThan(600 * MEGABYTE);
  });

  it("decodes a phone's HEIC in the worker that ships beside the bundle", async () => {
    const answer = await upload('IMG_0002.HEIC', SAMPLE_HEIC);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ width: 48, height: 32 });
  });
});
