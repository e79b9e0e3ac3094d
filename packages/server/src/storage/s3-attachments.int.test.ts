import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF, createPatient } from '../testing/patient-files.ts';
import { startS3Server, type LocalS3Server } from '../testing/s3-server.ts';
import { createTestApp, type SignedInUser, type TestApp } from '../testing/test-app.ts';
import { createS3FileStorage, parseS3Url } from './s3-file-storage.ts';

let s3: LocalS3Server;
let t: TestApp;
let superadmin: SignedInUser;
beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp({ environment: { FILES_URL: s3.filesUrl } });
  superadmin = await t.signIn('SUPERADMIN');
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

const storedKeys = async () => {
  const keys: string[] = [];
  for await (const key of createS3FileStorage(parseS3Url(s3.filesUrl)).keys()) keys.push(key);
  return keys;
};

const download = async (patientId: number, attachmentId: number) => {
  const { url } = (
    await t.api({ method: 'GET', url: `/patients/${patientId}/attachments/${attachmentId}`, token: superadmin.token })
  ).json<{ url: string }>();
  return (await t.app.inject({ method: 'GET', url })).rawPayload;
};

describe('with FILES_URL naming an S3 bucket', () => {
  it('keeps attachments and sealed archive files in the bucket, through archive and restore', async () => {
    const content = PDF(3 * 1024 * 1024);
    const patient = await createPatient(t, superadmin.token, {}, [{ name: 'scan.pdf', content }]);
    expect(await storedKeys()).toHaveLength(1);
    expect((await download(patient.id, patient.attachments[0]!.id)).equals(content)).toBe(true);

    expect(
      (await t.api({ method: 'DELETE', url: `/patients/${patient.id}`, token: superadmin.token })).statusCode,
    ).toBe(200);
    expect(await storedKeys()).toEqual([expect.stringMatching(new RegExp(`^archive/${patient.id}/`))]);

    const restored = await t.api({
      method: 'POST',
      url: `/patients/archived/${patient.id}/restore`,
      token: superadmin.token,
    });
    expect(restored.statusCode).toBe(200);
    const back = (await t.api({ method: 'GET', url: `/patients/${patient.id}`, token: superadmin.token })).json<{
      attachments: { id: number }[];
    }>();
    expect((await download(patient.id, back.attachments[0]!.id)).equals(content)).toBe(true);
    expect(await storedKeys()).toHaveLength(1);
  });
});
