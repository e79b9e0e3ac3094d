import { beforeAll, describe, expect, it } from 'vitest';
import { createPatient, sealedArchiveFiles, storedFiles } from '../testing/patient-files.ts';
import { useTestApp, type SignedInUser } from '../testing/test-app.ts';
import {
  SAMPLE_HEIC,
  createProcedure,
  jpeg,
  photoBytes,
  photosOfPatient,
  takePhoto,
} from '../testing/photos/photo-requests.ts';

let superadmin: SignedInUser;
const t = useTestApp();
beforeAll(async () => {
  superadmin = await t.signIn('SUPERADMIN');
});

describe("a patient's photos in the archive", () => {
  it('go into the archive sealed and come back byte for byte on restore', async () => {
    const patient = await createPatient(t, superadmin.token);
    const procedureId = await createProcedure(t, superadmin.token, patient.id);
    await takePhoto(t, superadmin.token, procedureId, { kind: 'before', note: 'Before the peel' });
    await takePhoto(t, superadmin.token, procedureId, {
      kind: 'after',
      angle: 'right_45',
      file: { name: 'after.heic', content: SAMPLE_HEIC },
    });
    await takePhoto(t, superadmin.token, procedureId, {
      kind: 'after',
      file: { name: 'after.jpg', content: await jpeg({ width: 90, height: 30, colour: '#27ae60' }) },
    });
    const photos = await photosOfPatient(t, superadmin.token, patient.id);
    const bytesOf = async () =>
      Promise.all(
        photos.flatMap((photo) =>
          (['full', 'thumb'] as const).map(
            async (size) => (await photoBytes(t, superadmin.token, photo.id, size)).bytes,
          ),
        ),
      );
    const before = await bytesOf();
    const liveFiles = storedFiles(t).length;

    const archived = await t.api({ method: 'DELETE', url: `/patients/${patient.id}`, token: superadmin.token });
    expect(archived.statusCode).toBe(200);
    expect(storedFiles(t)).toHaveLength(liveFiles - photos.length * 2);
    expect(sealedArchiveFiles(t).filter((file) => file.startsWith(`archive/${patient.id}/`))).toHaveLength(
      photos.length * 2,
    );
    const gone = await t.api({ method: 'GET', url: `/photos/${photos[0]!.id}?size=full`, token: superadmin.token });
    expect(gone.statusCode).toBe(404);

    const restored = await t.api({
      method: 'POST',
      url: `/patients/archived/${patient.id}/restore`,
      token: superadmin.token,
    });
    expect(restored.statusCode).toBe(200);
    expect(await photosOfPatient(t, superadmin.token, patient.id)).toEqual(photos);
    const after = await bytesOf();
    after.forEach((bytes, index) => expect(bytes.equals(before[index]!)).toBe(true));
    expect(storedFiles(t)).toHaveLength(liveFiles);
    expect(sealedArchiveFiles(t).filter((file) => file.startsWith(`archive/${patient.id}/`))).toEqual([]);
  });
});
