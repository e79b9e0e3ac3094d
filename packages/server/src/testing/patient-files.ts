import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { CreatePatientForm, Patient, Role } from '@clinic/contracts';
import { buildPatientInput } from '@clinic/contracts/testing';
import type { TestApp } from './test-app.ts';

export interface TestFile {
  name: string;
  content: Buffer;
  type?: string;
}

export const PDF = (size = 64) => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(Math.max(0, size - 9))]);
/** A whole 1×1 PNG (a detector reads its chunks up to the pixels), then noise past its end. */
export const PNG = Buffer.concat([
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
  randomBytes(32),
]);
export const EXE = Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), randomBytes(60)]);

/** A multipart/form-data body as a browser sends it: `patient_in` text and repeated `files`. */
export function multipartBody(patientIn: string | undefined, files: TestFile[] = []) {
  const boundary = `----clinic${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  if (patientIn !== undefined) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="patient_in"\r\n\r\n${patientIn}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/pdf'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function sendPatient(
  t: TestApp,
  options: {
    method: 'POST' | 'PUT';
    url: string;
    token: string;
    patientIn?: unknown;
    raw?: string;
    files?: TestFile[];
  },
) {
  const text = options.raw ?? (options.patientIn === undefined ? undefined : JSON.stringify(options.patientIn));
  const body = multipartBody(text, options.files);
  return t.api({ method: options.method, url: options.url, token: options.token, ...body });
}

export async function createPatient(
  t: TestApp,
  token: string,
  overrides: Partial<CreatePatientForm> = {},
  files: TestFile[] = [],
): Promise<Patient> {
  const response = await sendPatient(t, {
    method: 'POST',
    url: '/patients/',
    token,
    patientIn: buildPatientInput(overrides),
    files,
  });
  if (response.statusCode !== 200) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json<Patient>();
}

/** Attachment files in storage (sealed archive files not included). */
export function storedFiles(t: TestApp): string[] {
  const folder = path.join(t.config.dataDir, 'files');
  return fs.existsSync(folder) ? fs.readdirSync(folder).filter((name) => name !== 'archive') : [];
}

/** Sealed archive files in storage, as paths under the files folder (`archive/<patient id>/<key>`). */
export function sealedArchiveFiles(t: TestApp): string[] {
  const folder = path.join(t.config.dataDir, 'files', 'archive');
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(path.join(t.config.dataDir, 'files'), path.join(entry.parentPath, entry.name)));
}

export const ALL_ROLES: Role[] = ['SUPERADMIN', 'ADMIN', 'DOCTOR', 'NURSE', 'STAFF', 'KIOSK'];
