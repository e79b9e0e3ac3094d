import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_PHOTO_SIDE, PHOTO_MESSAGES, type Photo } from '@clinic/contracts';
import { sql } from 'drizzle-orm';
import { createPatient, storedFiles } from '../testing/patient-files.ts';
import { MEGABYTE, residentMemoryDuring } from '../testing/process-memory.ts';
import { useTestApp, type SignedInUser } from '../testing/test-app.ts';
import { HEIC_16000_SQUARE, jpegDeclaring, twelveMegapixelJpeg } from '../testing/photos/photo-bombs.ts';
import { createProcedure, jpeg, photosOfPatient, sendPhoto } from '../testing/photos/photo-requests.ts';

let nurse: SignedInUser;
let patientId: number;
let procedureId: number;
const t = useTestApp();
beforeAll(async () => {
  const doctor = await t.signIn('DOCTOR');
  nurse = await t.signIn('NURSE');
  patientId = (await createPatient(t, doctor.token)).id;
  procedureId = await createProcedure(t, doctor.token, patientId);
});

const upload = (name: string, content: Buffer) =>
  sendPhoto(t, nurse.token, procedureId, { kind: 'before', angle: 'front', file: { name, content } });

async function photoRows(): Promise<number> {
  const result = await t.database.db.execute(sql`SELECT count(*)::int AS count FROM procedure_photos`);
  return (result as unknown as { rows: { count: number }[] }).rows[0]!.count;
}

describe('a photo that declares more pixels than a photo has', () => {
  const bombs = [
    {
      name: 'a JPEG of a few hundred bytes declaring 16000×16000',
      file: 'bomb.jpg',
      bytes: () => jpegDeclaring(16000, 16000),
    },
    { name: 'a 58 KB HEIC of 16000×16000', file: 'bomb.heic', bytes: async () => HEIC_16000_SQUARE },
  ];

  it.each(bombs)('refuses $name with 422 without decoding it, and keeps nothing', async ({ file, bytes }) => {
    const content = await bytes();
    expect(content.length).toBeLessThan(60 * 1024);
    const filesBefore = storedFiles(t);
    const rowsBefore = await photoRows();

    const { result: response, before, peak } = await residentMemoryDuring(() => upload(file, content));

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail: PHOTO_MESSAGES.tooManyPixels });
    // Decoded, either would take gigabytes.
    expect(peak - before).toBeLessThan(100 * MEGABYTE);
    expect(storedFiles(t)).toEqual(filesBefore);
    expect(await photoRows()).toBe(rowsBefore);
    expect(await photosOfPatient(t, nurse.token, patientId)).toEqual([]);
  });
});

describe('photos of a real size', () => {
  it('takes four 12 MP photos sent at once, two at a time', async () => {
    const photo = await twelveMegapixelJpeg();

    const {
      result: responses,
      before,
      peak,
    } = await residentMemoryDuring(() =>
      Promise.all([1, 2, 3, 4].map((index) => upload(`IMG_000${index}.jpg`, photo))),
    );

    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    // Turned upright (orientation 6).
    for (const response of responses) expect(response.json<Photo>()).toMatchObject({ width: 3000, height: 4000 });
    // Two at a time, some 120 MB each. The server alone under 600 MB is checked on a server process of
    // its own (photo-memory.postgres.int.test.ts): here the process also holds the test runner and,
    // on PGlite, the whole database.
    expect(peak - before).toBeLessThan(400 * MEGABYTE);
  });

  it('keeps a photo larger than 4096 px scaled down to 4096 on its longer side', async () => {
    const response = await upload('wide.jpg', await jpeg({ width: 6000, height: 4000 }));
    expect(response.statusCode).toBe(200);
    expect(response.json<Photo>()).toMatchObject({ width: MAX_PHOTO_SIDE, height: 2731 });
  });
});
