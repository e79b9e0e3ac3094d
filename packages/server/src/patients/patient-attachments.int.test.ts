import { beforeAll, describe, expect, it } from 'vitest';
import { ROLES, can, type Patient, type PatientListResponse } from '@clinic/contracts';
import { buildPatientInput } from '@clinic/contracts/testing';
import { useTestApp, type SignedInUser } from '../testing/test-app.ts';
import { EXE, PDF, PNG, createPatient, sendPatient, storedFiles } from '../testing/patient-files.ts';

let admin: SignedInUser;
const t = useTestApp();
beforeAll(async () => {
  admin = await t.signIn('ADMIN');
});

const MB = 1024 * 1024;
const total = async () =>
  (await t.api({ method: 'GET', url: '/patients/?page_size=1', token: admin.token })).json<PatientListResponse>().total;

describe('uploads on create', () => {
  it('stores files under generated names and lists them on the patient', async () => {
    const patient = await createPatient(t, admin.token, {}, [
      { name: 'lab result.pdf', content: PDF(1000) },
      { name: 'photo.png', content: PNG, type: 'image/png' },
    ]);
    expect(patient.attachments.map((file) => [file.file_name, file.content_type])).toEqual([
      ['lab result.pdf', 'application/pdf'],
      ['photo.png', 'image/png'],
    ]);
    expect(patient.attachments[0]).toMatchObject({ size: 1000, attachment_id: patient.attachments[0]?.id });
    const names = storedFiles(t);
    expect(names).toHaveLength(2);
    expect(names.some((name) => name.includes('lab'))).toBe(false);
  });

  it.each([
    [
      'an 11th file',
      Array.from({ length: 11 }, (_, index) => ({ name: `f${index}.pdf`, content: PDF() })),
      'Maximum 10 files allowed',
    ],
    ['a 6 MB file', [{ name: 'scan.pdf', content: PDF(6 * MB) }], 'File scan.pdf exceeds 5MB'],
    ['a program renamed to PDF', [{ name: 'invoice.pdf', content: EXE }], 'File invoice.pdf has an unsupported type'],
    ['an unsupported extension', [{ name: 'setup.exe', content: EXE }], 'File setup.exe has an unsupported type'],
    [
      'a name with ../',
      [{ name: '../../etc/passwd.pdf', content: PDF() }],
      'File name "../../etc/passwd.pdf" is not allowed',
    ],
  ])('refuses %s and leaves no patient, attachment or file', async (_case, files, detail) => {
    const [patientsBefore, filesBefore] = [await total(), storedFiles(t)];
    const response = await sendPatient(t, {
      method: 'POST',
      url: '/patients/',
      token: admin.token,
      patientIn: buildPatientInput(),
      files,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail });
    expect(await total()).toBe(patientsBefore);
    expect(storedFiles(t)).toEqual(filesBefore);
  });

  it('removes the written files when the patient fails validation', async () => {
    const filesBefore = storedFiles(t);
    const response = await sendPatient(t, {
      method: 'POST',
      url: '/patients/',
      token: admin.token,
      patientIn: buildPatientInput({ first_name: '' }),
      files: [{ name: 'ok.pdf', content: PDF() }],
    });
    expect(response.statusCode).toBe(422);
    expect(storedFiles(t)).toEqual(filesBefore);
  });
});

describe('uploads on update', () => {
  it('adds files, counting existing ones against the limit of 10', async () => {
    const patient = await createPatient(
      t,
      admin.token,
      {},
      Array.from({ length: 9 }, (_, index) => ({ name: `f${index}.pdf`, content: PDF() })),
    );
    const added = await sendPatient(t, {
      method: 'PUT',
      url: `/patients/${patient.id}`,
      token: admin.token,
      patientIn: {},
      files: [{ name: 'tenth.pdf', content: PDF() }],
    });
    expect(added.statusCode).toBe(200);
    expect(added.json<Patient>().attachments).toHaveLength(10);

    const filesBefore = storedFiles(t);
    const eleventh = await sendPatient(t, {
      method: 'PUT',
      url: `/patients/${patient.id}`,
      token: admin.token,
      patientIn: { occupation: 'Changed' },
      files: [{ name: 'eleventh.pdf', content: PDF() }],
    });
    expect(eleventh.statusCode).toBe(422);
    expect(eleventh.json()).toEqual({ detail: 'Maximum 10 files allowed (including existing)' });
    expect(storedFiles(t)).toEqual(filesBefore);
    const unchanged = await t.api({ method: 'GET', url: `/patients/${patient.id}`, token: admin.token });
    expect(unchanged.json<Patient>()).toMatchObject({ occupation: patient.occupation });
    expect(unchanged.json<Patient>().attachments).toHaveLength(10);
  });

  it.each(ROLES)('takes files from %s only with patient.update and attachment.upload both', async (role) => {
    const patient = await createPatient(t, admin.token);
    const caller = await t.signIn(role);
    const response = await sendPatient(t, {
      method: 'PUT',
      url: `/patients/${patient.id}`,
      token: caller.token,
      patientIn: {},
      files: [{ name: 'b.pdf', content: PDF() }],
    });
    expect(response.statusCode).toBe(can(role, 'patient.update') && can(role, 'attachment.upload') ? 200 : 403);
  });

  it('words a bad type as the profile does', async () => {
    const patient = await createPatient(t, admin.token);
    const response = await sendPatient(t, {
      method: 'PUT',
      url: `/patients/${patient.id}`,
      token: admin.token,
      files: [{ name: 'x.pdf', content: EXE }],
    });
    expect(response.json()).toEqual({ detail: 'File x.pdf has unsupported type' });
  });
});

describe('download and delete', () => {
  it('gives a signed link that streams the file with its name and type, and audits it', async () => {
    const content = PDF(2048);
    const patient = await createPatient(t, admin.token, {}, [{ name: 'résumé scan.pdf', content }]);
    const attachment = patient.attachments[0]!;
    const link = await t.api({
      method: 'GET',
      url: `/patients/${patient.id}/attachments/${attachment.id}`,
      token: admin.token,
    });
    expect(link.statusCode).toBe(200);
    const { url } = link.json<{ url: string }>();
    expect(url).toMatch(/^\/api\/v1\/files\//);
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain("filename*=UTF-8''r%C3%A9sum%C3%A9%20scan.pdf");
    expect(file.rawPayload.equals(content)).toBe(true);
    const tampered = url.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(404);

    const history = await t.api({ method: 'GET', url: `/patients/${patient.id}/history`, token: admin.token });
    expect(history.json().map((entry: { action: string }) => entry.action)).toEqual(['download', 'upload', 'create']);
  });

  it('removes right-to-left overrides and other bidirectional controls from file names', async () => {
    const patient = await createPatient(t, admin.token, {}, [
      { name: 'invoice\u202Efdp.pdf', content: PDF() },
      { name: '\u2067scan\u2069 \u200Fcopy.pdf', content: PDF() },
    ]);
    expect(patient.attachments.map((file) => file.file_name)).toEqual(['invoicefdp.pdf', 'scan copy.pdf']);
  });

  it('refuses an attachment of another patient with 404', async () => {
    const owner = await createPatient(t, admin.token, {}, [{ name: 'a.pdf', content: PDF() }]);
    const other = await createPatient(t, admin.token);
    const attachmentId = owner.attachments[0]!.id;
    for (const method of ['GET', 'DELETE'] as const) {
      const response = await t.api({
        method,
        url: `/patients/${other.id}/attachments/${attachmentId}`,
        token: admin.token,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Attachment not found' });
    }
  });

  it('deletes the row and the file, and the old link stops working', async () => {
    const patient = await createPatient(t, admin.token, {}, [{ name: 'a.pdf', content: PDF() }]);
    const attachmentId = patient.attachments[0]!.id;
    const { url } = (
      await t.api({ method: 'GET', url: `/patients/${patient.id}/attachments/${attachmentId}`, token: admin.token })
    ).json<{ url: string }>();
    const filesBefore = storedFiles(t).length;
    const removed = await t.api({
      method: 'DELETE',
      url: `/patients/${patient.id}/attachments/${attachmentId}`,
      token: admin.token,
    });
    expect(removed.statusCode).toBe(200);
    expect(storedFiles(t)).toHaveLength(filesBefore - 1);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const after = await t.api({ method: 'GET', url: `/patients/${patient.id}`, token: admin.token });
    expect(after.json<Patient>().attachments).toEqual([]);
  });
});
