import { beforeAll, describe, expect, it } from 'vitest';
import { can, type Role } from '@clinic/contracts';
import { buildPatientInput } from '@clinic/contracts/testing';
import { useTestApp, type SignedInUser } from '../testing/test-app.ts';
import { ALL_ROLES, PDF, createPatient, sendPatient } from '../testing/patient-files.ts';
import { expected, outcome, signInEveryRole } from '../testing/role-matrix.ts';

let admin: SignedInUser;
let users: Record<Role, SignedInUser>;
const t = useTestApp();
beforeAll(async () => {
  admin = await t.signIn('ADMIN');
  users = await signInEveryRole(t);
});

describe.each(ALL_ROLES)('%s', (role) => {
  const token = () => users[role].token;
  const withFile = () => createPatient(t, admin.token, {}, [{ name: 'a.pdf', content: PDF() }]);

  it('lists, views and reads history only with patient.read', async () => {
    const patient = await createPatient(t, admin.token);
    for (const url of [
      '/patients/',
      `/patients/${patient.id}`,
      `/patients/${patient.id}/name`,
      `/patients/${patient.id}/clinical-alerts`,
      `/patients/${patient.id}/history`,
      `/patients/${patient.id}/history/changes`,
      `/patients/${patient.id}/history/access`,
      `/patients/${patient.id}/possible-duplicates`,
    ]) {
      const response = await t.api({ method: 'GET', url, token: token() });
      expect(outcome(response.statusCode), url).toBe(expected(role, 'patient.read'));
    }
  });

  it('creates with patient.create or patient.selfRegister', async () => {
    const response = await sendPatient(t, {
      method: 'POST',
      url: '/patients/',
      token: token(),
      patientIn: buildPatientInput(),
    });
    expect(outcome(response.statusCode)).toBe(expected(role, 'patient.create', 'patient.selfRegister'));
  });

  it('creates with files only with files.send too', async () => {
    const response = await sendPatient(t, {
      method: 'POST',
      url: '/patients/',
      token: token(),
      patientIn: buildPatientInput(),
      files: [{ name: 'a.pdf', content: PDF() }],
    });
    const both = expected(role, 'patient.create', 'patient.selfRegister') === 'allowed' && can(role, 'files.send');
    expect(outcome(response.statusCode)).toBe(both ? 'allowed' : 'forbidden');
  });

  it('updates fields with patient.update and adds files only with attachment.upload too', async () => {
    const patient = await createPatient(t, admin.token);
    const fields = await sendPatient(t, {
      method: 'PUT',
      url: `/patients/${patient.id}`,
      token: token(),
      patientIn: { occupation: 'Driver' },
    });
    expect(outcome(fields.statusCode)).toBe(expected(role, 'patient.update'));
    const files = await sendPatient(t, {
      method: 'PUT',
      url: `/patients/${patient.id}`,
      token: token(),
      patientIn: {},
      files: [{ name: 'b.pdf', content: PDF() }],
    });
    const both = can(role, 'patient.update') && can(role, 'attachment.upload');
    expect(outcome(files.statusCode)).toBe(both ? 'allowed' : 'forbidden');
  });

  it('downloads and deletes attachments by their capabilities', async () => {
    const patient = await withFile();
    const url = `/patients/${patient.id}/attachments/${patient.attachments[0]!.id}`;
    expect(outcome((await t.api({ method: 'GET', url, token: token() })).statusCode)).toBe(
      expected(role, 'attachment.download'),
    );
    expect(outcome((await t.api({ method: 'DELETE', url, token: token() })).statusCode)).toBe(
      expected(role, 'attachment.delete'),
    );
  });

  it('archives with patient.archive and lists or restores with patient.restore', async () => {
    const patient = await createPatient(t, admin.token);
    const archived = await t.api({ method: 'DELETE', url: `/patients/${patient.id}`, token: token() });
    expect(outcome(archived.statusCode)).toBe(expected(role, 'patient.archive'));
    if (archived.statusCode !== 200)
      await t.api({ method: 'DELETE', url: `/patients/${patient.id}`, token: admin.token });
    const list = await t.api({ method: 'GET', url: '/patients/archived', token: token() });
    expect(outcome(list.statusCode)).toBe(expected(role, 'patient.restore'));
    const restore = await t.api({ method: 'POST', url: `/patients/archived/${patient.id}/restore`, token: token() });
    expect(outcome(restore.statusCode)).toBe(expected(role, 'patient.restore'));
  });

  it('merges a duplicate only with patient.merge', async () => {
    const kept = await createPatient(t, admin.token);
    const duplicate = await createPatient(t, admin.token);
    const response = await t.api({
      method: 'POST',
      url: `/patients/${duplicate.id}/merge`,
      token: token(),
      payload: { into_patient_id: kept.id },
    });
    expect(outcome(response.statusCode)).toBe(expected(role, 'patient.merge'));
  });

  it('undoes its own archive with patient.archive', async () => {
    const patient = await createPatient(t, admin.token);
    const archiver = can(role, 'patient.archive') ? token() : admin.token;
    await t.api({ method: 'DELETE', url: `/patients/${patient.id}`, token: archiver });
    const undo = await t.api({ method: 'POST', url: `/patients/archived/${patient.id}/undo`, token: token() });
    expect(outcome(undo.statusCode)).toBe(expected(role, 'patient.archive'));
  });
});

it('keeps KIOSK, NURSE and STAFF to the spec table', () => {
  expect(expected('KIOSK', 'patient.read')).toBe('forbidden');
  expect(expected('NURSE', 'patient.update')).toBe('forbidden');
  expect(expected('STAFF', 'attachment.download')).toBe('forbidden');
  for (const role of ['DOCTOR', 'NURSE', 'STAFF', 'KIOSK'] as const) {
    expect(expected(role, 'patient.merge'), role).toBe('forbidden');
  }
});
