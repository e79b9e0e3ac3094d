import { beforeAll, describe, expect, it } from 'vitest';
import { photoVisibleTo, type Role } from '@clinic/contracts';
import { ALL_ROLES, createPatient } from '../testing/patient-files.ts';
import { expected, outcome, signInEveryRole } from '../testing/role-matrix.ts';
import { useTestApp, type SignedInUser } from '../testing/test-app.ts';
import { createProcedure, jpeg, sendPhoto, takePhoto } from '../testing/photos/photo-requests.ts';

let users: Record<Role, SignedInUser>;
let patientId: number;
let procedureId: number;
const t = useTestApp();
beforeAll(async () => {
  users = await signInEveryRole(t);
  patientId = (await createPatient(t, users.DOCTOR.token)).id;
  procedureId = await createProcedure(t, users.DOCTOR.token, patientId);
});

describe.each(ALL_ROLES)('%s', (role) => {
  const token = () => users[role].token;
  // Photos taken without a signed consent belong to the clinical record.
  const seesRecordPhotos = (expectedOutcome: string) =>
    expectedOutcome === 'allowed' && photoVisibleTo(role, 'record_only') ? 'allowed' : 'forbidden';

  it('takes photos with photo.take', async () => {
    const response = await sendPhoto(t, token(), procedureId, {
      kind: 'after',
      angle: 'front',
      file: { name: 'after.jpg', content: await jpeg() },
    });
    expect(outcome(response.statusCode)).toBe(expected(role, 'photo.take'));
  });

  it("lists a procedure's and a patient's photos with photo.read", async () => {
    for (const url of [`/procedures/${procedureId}/photos`, `/patients/${patientId}/photos`]) {
      const response = await t.api({ method: 'GET', url, token: token() });
      expect(outcome(response.statusCode), url).toBe(expected(role, 'photo.read'));
    }
  });

  it('opens a photo released for the record with photo.read', async () => {
    const photo = await takePhoto(t, users.NURSE.token, procedureId);
    for (const size of ['thumb', 'full']) {
      const response = await t.api({ method: 'GET', url: `/photos/${photo.id}?size=${size}`, token: token() });
      expect(outcome(response.statusCode), size).toBe(seesRecordPhotos(expected(role, 'photo.read')));
    }
  });

  it('asks for a marketing download with photo.marketingExport', async () => {
    const photo = await takePhoto(t, users.NURSE.token, procedureId);
    const response = await t.api({ method: 'GET', url: `/photos/${photo.id}/marketing`, token: token() });
    // Past the role check, a photo released for the record only is refused for marketing.
    const allowed = expected(role, 'photo.marketingExport') === 'allowed';
    expect(response.statusCode).toBe(allowed ? 409 : 403);
  });

  it('deletes photos with photo.delete', async () => {
    const photo = await takePhoto(t, users.NURSE.token, procedureId);
    const response = await t.api({ method: 'DELETE', url: `/photos/${photo.id}`, token: token() });
    expect(outcome(response.statusCode)).toBe(expected(role, 'photo.delete'));
  });
});
