import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@clinic/contracts';
import { buildProcedureInput } from '@clinic/contracts/testing';
import { buildSignature } from '../testing/consent-signing.ts';
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
    url: '/consent-templates',
    token: users.ADMIN.token,
    payload: { title: 'Filler consent', body: 'Risks and benefits.', procedure_names: ['Filler'] },
  });
  templateId = template.json().id;
  const patient = await createPatient(t, users.ADMIN.token);
  const procedure = await t.api({
    method: 'POST',
    url: '/procedures/',
    token: users.ADMIN.token,
    payload: buildProcedureInput(patient.id, { name: 'Filler' }),
  });
  procedureId = procedure.json().id;
});

describe.each(ALL_ROLES)('%s', (role) => {
  const token = () => users[role].token;

  it('reads the templates with consentTemplate.read and manages them with consentTemplate.manage', async () => {
    const list = await t.api({ method: 'GET', url: '/consent-templates', token: token() });
    expect(outcome(list.statusCode)).toBe(expected(role, 'consentTemplate.read'));
    const payload = { title: `Peel consent ${role}`, body: 'Text' };
    const created = await t.api({ method: 'POST', url: '/consent-templates', token: token(), payload });
    expect(outcome(created.statusCode)).toBe(expected(role, 'consentTemplate.manage'));
    const edited = await t.api({
      method: 'PUT',
      url: `/consent-templates/${templateId}`,
      token: token(),
      payload: {
        title: 'Filler consent',
        body: `Risks and benefits, as ${role} wrote them.`,
        procedure_names: ['Filler'],
      },
    });
    expect(outcome(edited.statusCode)).toBe(expected(role, 'consentTemplate.manage'));
    const spare = created.statusCode === 200 ? created.json().id : templateId;
    const retired = await t.api({ method: 'POST', url: `/consent-templates/${spare}/retire`, token: token() });
    expect(outcome(retired.statusCode)).toBe(expected(role, 'consentTemplate.manage'));
  });

  it('signs, opens and revokes consents with consent.sign, and lists them with procedure.read', async () => {
    const list = await t.api({ method: 'GET', url: `/procedures/${procedureId}/consents`, token: token() });
    expect(outcome(list.statusCode)).toBe(expected(role, 'procedure.read'));
    const signed = await t.api({
      method: 'POST',
      url: `/procedures/${procedureId}/consents`,
      token: token(),
      payload: buildSignature(templateId),
    });
    expect(outcome(signed.statusCode)).toBe(expected(role, 'consent.sign'));
    const consentId =
      signed.statusCode === 200
        ? signed.json().id
        : (
            await t.api({
              method: 'POST',
              url: `/procedures/${procedureId}/consents`,
              token: users.NURSE.token,
              payload: buildSignature(templateId),
            })
          ).json().id;
    const pdf = await t.api({ method: 'GET', url: `/consents/${consentId}/pdf`, token: token() });
    expect(outcome(pdf.statusCode)).toBe(expected(role, 'consent.sign'));
    const revoked = await t.api({
      method: 'POST',
      url: `/consents/${consentId}/revoke`,
      token: token(),
      payload: { reason: 'Signed on the wrong procedure' },
    });
    expect(outcome(revoked.statusCode)).toBe(expected(role, 'consent.sign'));
  });

  it('confirms its own password on any account', async () => {
    const response = await t.api({
      method: 'POST',
      url: '/auth/verify-password',
      token: token(),
      payload: { password: users[role].password },
    });
    expect(response.statusCode).toBe(200);
  });
});
