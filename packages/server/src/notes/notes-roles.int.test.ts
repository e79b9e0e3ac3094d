import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@clinic/contracts';
import { buildProcedureInput } from '@clinic/contracts/testing';
import { ALL_ROLES, createPatient } from '../testing/patient-files.ts';
import { expected, outcome, signInEveryRole } from '../testing/role-matrix.ts';
import { useTestApp, type SignedInUser } from '../testing/test-app.ts';

let users: Record<Role, SignedInUser>;
let templateId: number;
let procedureId: number;
const t = useTestApp();
beforeAll(async () => {
  users = await signInEveryRole(t);
  const template = await t.api({
    method: 'POST',
    url: '/note-templates',
    token: users.ADMIN.token,
    payload: { name: 'Consultation' },
  });
  templateId = template.json().id;
  const patient = await createPatient(t, users.ADMIN.token);
  const procedure = await t.api({
    method: 'POST',
    url: '/procedures/',
    token: users.ADMIN.token,
    payload: buildProcedureInput(patient.id, { name: 'Consultation' }),
  });
  procedureId = procedure.json().id;
});

describe.each(ALL_ROLES)('%s', (role) => {
  const token = () => users[role].token;
  const password = () => users[role].password;

  it('reads the templates with note.read and manages them with noteTemplate.manage', async () => {
    const list = await t.api({ method: 'GET', url: '/note-templates', token: token() });
    expect(outcome(list.statusCode)).toBe(expected(role, 'note.read'));
    const created = await t.api({ method: 'POST', url: '/note-templates', token: token(), payload: { name: role } });
    expect(outcome(created.statusCode)).toBe(expected(role, 'noteTemplate.manage'));
    const edited = await t.api({
      method: 'PUT',
      url: `/note-templates/${templateId}`,
      token: token(),
      payload: { name: `Consultation, as ${role} named it` },
    });
    expect(outcome(edited.statusCode)).toBe(expected(role, 'noteTemplate.manage'));
  });

  it('reads notes with note.read, and writes, signs and amends its own with note.write', async () => {
    const list = await t.api({ method: 'GET', url: `/procedures/${procedureId}/notes`, token: token() });
    expect(outcome(list.statusCode)).toBe(expected(role, 'note.read'));
    const queue = await t.api({ method: 'GET', url: '/notes/cosign-queue', token: token() });
    expect(outcome(queue.statusCode)).toBe(expected(role, 'note.write'));
    const created = await t.api({
      method: 'POST',
      url: `/procedures/${procedureId}/notes`,
      token: token(),
      payload: { template_id: templateId, sections: { Subjective: `Seen by ${role}` } },
    });
    expect(outcome(created.statusCode)).toBe(expected(role, 'note.write'));
    // A role refused here acts on a note another wrote: the refusal must come before the author's check.
    const noteId =
      created.statusCode === 200
        ? created.json().id
        : (
            await t.api({
              method: 'POST',
              url: `/procedures/${procedureId}/notes`,
              token: users.NURSE.token,
              payload: { sections: { Subjective: 'Seen by the nurse' } },
            })
          ).json().id;
    const edited = await t.api({
      method: 'PUT',
      url: `/notes/${noteId}`,
      token: token(),
      payload: { sections: { Subjective: `Edited by ${role}` } },
    });
    expect(outcome(edited.statusCode)).toBe(expected(role, 'note.write'));
    const signed = await t.api({
      method: 'POST',
      url: `/notes/${noteId}/sign`,
      token: token(),
      payload: { password: password() },
    });
    expect(outcome(signed.statusCode)).toBe(expected(role, 'note.write'));
    const amended = await t.api({
      method: 'POST',
      url: `/notes/${noteId}/amendments`,
      token: token(),
      payload: { reason: 'Clarified', sections: { Plan: 'Review' }, password: password() },
    });
    const amendable = signed.statusCode === 200;
    expect(outcome(amended.statusCode)).toBe(amendable ? 'allowed' : expected(role, 'note.write'));
    // Co-signing is the procedure's doctor's: any other writer is refused by the service with 409 or 403.
    const cosigned = await t.api({
      method: 'POST',
      url: `/notes/${noteId}/cosign`,
      token: token(),
      payload: { password: password() },
    });
    expect(cosigned.statusCode).toBe(expected(role, 'note.write') === 'allowed' ? 409 : 403);
  });
});
