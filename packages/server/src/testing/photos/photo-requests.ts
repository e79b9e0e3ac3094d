import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Photo, PhotoListResponse } from '@clinic/contracts';
import { buildProcedureInput } from '@clinic/contracts/testing';
import sharp, { type Exif } from 'sharp';
import type { TestApp } from '../test-app.ts';

/** A 48×32 HEVC-coded HEIC, as phones take them (made with libheif's heif-enc). */
export const SAMPLE_HEIC = fs.readFileSync(path.join(import.meta.dirname, 'sample.heic'));

/** A small JPEG of one colour; `exif` and `orientation` are written into it as a camera would. */
export function jpeg({
  width = 60,
  height = 40,
  colour = '#c0392b',
  orientation,
  exif,
}: { width?: number; height?: number; colour?: string; orientation?: number; exif?: Exif } = {}) {
  let image = sharp({ create: { width, height, channels: 3, background: colour } }).jpeg();
  if (exif) image = image.withExif(exif);
  if (orientation) image = image.withMetadata({ orientation });
  return image.toBuffer();
}

export interface PhotoForm {
  file?: { name: string; content: Buffer; type?: string };
  kind?: string;
  angle?: string;
  note?: string;
}

/** POST /procedures/{id}/photos as a browser sends the form. */
export function sendPhoto(t: TestApp, token: string, procedureId: number, form: PhotoForm) {
  const boundary = `----photo${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const name of ['kind', 'angle', 'note'] as const) {
    const value = form[name];
    if (value !== undefined) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    }
  }
  if (form.file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${form.file.name}"\r\n` +
          `Content-Type: ${form.file.type ?? 'image/jpeg'}\r\n\r\n`,
      ),
      form.file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return t.api({
    method: 'POST',
    url: `/procedures/${procedureId}/photos`,
    token,
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

export async function takePhoto(t: TestApp, token: string, procedureId: number, form: PhotoForm = {}): Promise<Photo> {
  const response = await sendPhoto(t, token, procedureId, {
    kind: 'before',
    angle: 'front',
    file: { name: 'photo.jpg', content: await jpeg() },
    ...form,
  });
  if (response.statusCode !== 200) throw new Error(`photo upload failed: ${response.statusCode} ${response.body}`);
  return response.json<Photo>();
}

export async function createProcedure(t: TestApp, token: string, patientId: number): Promise<number> {
  const response = await t.api({ method: 'POST', url: '/procedures/', token, payload: buildProcedureInput(patientId) });
  if (response.statusCode !== 200) throw new Error(`procedure failed: ${response.statusCode} ${response.body}`);
  return response.json<{ id: number }>().id;
}

/** The bytes a photo's signed link serves. */
export async function photoBytes(t: TestApp, token: string, photoId: number, size: 'thumb' | 'full' = 'full') {
  const link = await t.api({ method: 'GET', url: `/photos/${photoId}?size=${size}`, token });
  if (link.statusCode !== 200) throw new Error(`photo link failed: ${link.statusCode} ${link.body}`);
  const file = await t.app.inject({ method: 'GET', url: link.json<{ url: string }>().url });
  return { response: file, bytes: file.rawPayload };
}

export async function photosOfPatient(t: TestApp, token: string, patientId: number): Promise<Photo[]> {
  const response = await t.api({ method: 'GET', url: `/patients/${patientId}/photos`, token });
  return response.json<PhotoListResponse>().items;
}
