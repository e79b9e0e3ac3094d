import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES, ROLES, photoVisibleTo, type PatientAccessResponse } from '@clinic/contracts';
import sharp from 'sharp';
import { PDF, createPatient, storedFiles } from '../testing/patient-files.ts';
import { useTestApp, type SignedInUser } from '../testing/test-app.ts';
import {
  SAMPLE_HEIC,
  createProcedure,
  jpeg,
  photoBytes,
  photosOfPatient,
  sendPhoto,
  takePhoto,
} from '../testing/photos/photo-requests.ts';

let doctor: SignedInUser;
let patientId: number;
let procedureId: number;
const t = useTestApp();
beforeAll(async () => {
  doctor = await t.signIn('DOCTOR', { fullName: 'Dr. Maria Santos' });
  patientId = (await createPatient(t, doctor.token)).id;
  procedureId = await createProcedure(t, doctor.token, patientId);
});

describe('taking a photo', () => {
  it('removes GPS position and camera details and turns the photo upright', async () => {
    const original = await jpeg({
      width: 60,
      height: 40,
      orientation: 6,
      exif: {
        IFD0: { Make: 'PhoneMaker', Model: 'Camera 12', Software: 'CameraApp' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '14/1 35/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '120/1 59/1 0/1',
        },
      },
    });
    const before = await sharp(original).metadata();
    expect(before.exif?.toString('latin1')).toContain('PhoneMaker');
    expect(before.orientation).toBe(6);

    const photo = await takePhoto(t, doctor.token, procedureId, {
      kind: 'before',
      angle: 'left_45',
      note: 'Left cheek, natural light',
      file: { name: 'IMG_0001.jpg', content: original },
    });
    expect(photo).toMatchObject({ kind: 'before', angle: 'left_45', note: 'Left cheek, natural light' });
    expect(photo).toMatchObject({ width: 40, height: 60, taken_by: 'Dr. Maria Santos', release: 'record_only' });

    for (const size of ['full', 'thumb'] as const) {
      const { response, bytes } = await photoBytes(t, doctor.token, photo.id, size);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      const stored = await sharp(bytes).metadata();
      expect(stored.exif).toBeUndefined();
      expect(stored.orientation).toBeUndefined();
      expect([stored.width, stored.height]).toEqual([40, 60]);
      const text = bytes.toString('latin1');
      for (const trace of ['PhoneMaker', 'Camera 12', 'GPS', 'Exif']) expect(text).not.toContain(trace);
    }
  });

  it('accepts a HEIC photo from a phone and keeps a JPEG of it', async () => {
    const photo = await takePhoto(t, doctor.token, procedureId, {
      kind: 'after',
      file: { name: 'IMG_0002.HEIC', content: SAMPLE_HEIC, type: 'image/heic' },
    });
    expect([photo.width, photo.height]).toEqual([48, 32]);
    const { response, bytes } = await photoBytes(t, doctor.token, photo.id);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(bytes).metadata()).format).toBe('jpeg');
  });

  it('keeps a PNG as PNG', async () => {
    const png = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#2e86c1' } })
      .png()
      .toBuffer();
    const photo = await takePhoto(t, doctor.token, procedureId, { file: { name: 'scan.png', content: png } });
    const { response } = await photoBytes(t, doctor.token, photo.id);
    expect(response.headers['content-type']).toBe('image/png');
  });

  it('refuses a file that is not an image by its content, whatever its name, and keeps nothing', async () => {
    const filesBefore = storedFiles(t);
    for (const content of [PDF(256), Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(64)])]) {
      const response = await sendPhoto(t, doctor.token, procedureId, {
        kind: 'before',
        angle: 'front',
        file: { name: 'photo.jpg', content },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toMatch(/JPEG, PNG or HEIC|could not be read/);
    }
    expect(storedFiles(t)).toEqual(filesBefore);
  });

  it('refuses a photo over 15 MB and keeps nothing', async () => {
    const filesBefore = storedFiles(t);
    const tooLarge = Buffer.concat([await jpeg(), Buffer.alloc(MAX_PHOTO_BYTES)]);
    const response = await sendPhoto(t, doctor.token, procedureId, {
      kind: 'before',
      angle: 'front',
      file: { name: 'big.jpg', content: tooLarge },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: 'The photo is larger than 15 MB' });
    expect(storedFiles(t)).toEqual(filesBefore);
  });

  it('names each missing or wrong field', async () => {
    const response = await sendPhoto(t, doctor.token, procedureId, { kind: 'during', angle: 'top' });
    expect(response.statusCode).toBe(422);
    const fields = response.json<{ detail: { loc: string[] }[] }>().detail.map((issue) => issue.loc.join('.'));
    expect(fields).toEqual(['body.kind', 'body.angle', 'body.file']);
  });

  it('answers 404 for a procedure that does not exist', async () => {
    const response = await sendPhoto(t, doctor.token, 999_999, {
      kind: 'before',
      angle: 'front',
      file: { name: 'a.jpg', content: await jpeg() },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('seeing photos', () => {
  it("lists the procedure's and the patient's photos in the order taken", async () => {
    const other = await createProcedure(t, doctor.token, patientId);
    const first = await takePhoto(t, doctor.token, other, { kind: 'before' });
    const second = await takePhoto(t, doctor.token, other, { kind: 'after', angle: 'right_90' });
    const ofProcedure = await t.api({ method: 'GET', url: `/procedures/${other}/photos`, token: doctor.token });
    expect(ofProcedure.json().items.map((photo: { id: number }) => photo.id)).toEqual([first.id, second.id]);
    const ofPatient = await photosOfPatient(t, doctor.token, patientId);
    expect(ofPatient.map((photo) => photo.id)).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(ofPatient.every((photo) => photo.procedure_name === 'Chemical Peel')).toBe(true);
  });

  it("records every view of a photo in the patient's access history", async () => {
    const nurse = await t.signIn('NURSE', { fullName: 'Nurse Ana Cruz' });
    const photo = await takePhoto(t, doctor.token, procedureId);
    await photoBytes(t, nurse.token, photo.id, 'thumb');
    await photoBytes(t, nurse.token, photo.id, 'full');
    const access = await t.api({ method: 'GET', url: `/patients/${patientId}/history/access`, token: doctor.token });
    const reads = access.json<PatientAccessResponse>().items.find((row) => row.user_name === 'Nurse Ana Cruz');
    expect(reads?.views).toBe(2);
  });

  it.each(ROLES)('opens a photo released for the record to %s as the release rule says', async (role) => {
    const caller = await t.signIn(role);
    const photo = await takePhoto(t, doctor.token, procedureId);
    for (const size of ['thumb', 'full']) {
      const response = await t.api({ method: 'GET', url: `/photos/${photo.id}?size=${size}`, token: caller.token });
      expect(response.statusCode, size).toBe(photoVisibleTo(role, 'record_only') ? 200 : 403);
    }
  });

  it('offers a marketing download only of photos released for marketing', async () => {
    const photo = await takePhoto(t, doctor.token, procedureId);
    const response = await t.api({ method: 'GET', url: `/photos/${photo.id}/marketing`, token: doctor.token });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: 'The patient has not released this photo for marketing' });
  });

  it('refuses a link that was altered or names another size', async () => {
    const photo = await takePhoto(t, doctor.token, procedureId);
    const link = await t.api({ method: 'GET', url: `/photos/${photo.id}?size=thumb`, token: doctor.token });
    const url = link.json<{ url: string }>().url;
    expect((await t.app.inject({ method: 'GET', url: url.replace('/thumb/', '/full/') })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${url}x` })).statusCode).toBe(404);
  });
});

describe('deleting a photo', () => {
  it('removes the row and both files', async () => {
    const filesBefore = storedFiles(t);
    const photo = await takePhoto(t, doctor.token, procedureId);
    expect(storedFiles(t)).toHaveLength(filesBefore.length + 2);
    const response = await t.api({ method: 'DELETE', url: `/photos/${photo.id}`, token: doctor.token });
    expect(response.json()).toEqual({ message: 'Photo deleted successfully' });
    expect(storedFiles(t).sort()).toEqual([...filesBefore].sort());
    const again = await t.api({ method: 'GET', url: `/photos/${photo.id}`, token: doctor.token });
    expect(again.statusCode).toBe(404);
  });
});

describe('deleting a procedure', () => {
  it('removes its photos and their files', async () => {
    const filesBefore = storedFiles(t);
    const doomed = await createProcedure(t, doctor.token, patientId);
    const photo = await takePhoto(t, doctor.token, doomed);
    const response = await t.api({ method: 'DELETE', url: `/procedures/${doomed}`, token: doctor.token });
    expect(response.statusCode).toBe(200);
    expect(storedFiles(t).sort()).toEqual([...filesBefore].sort());
    const gone = await t.api({ method: 'GET', url: `/photos/${photo.id}`, token: doctor.token });
    expect(gone.statusCode).toBe(404);
  });
});
