import { beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { NOT_WELL_FORMED_TEXT, TEXT_MESSAGES } from '@clinic/contracts';
import { buildPatientInput } from '@clinic/contracts/testing';
import { useTestApp, type SignedInUser } from '../testing/test-app.ts';
import { multipartBody, sendPatient } from '../testing/patient-files.ts';

const INBOUND_SECRET = 'a-gateway-secret-of-some-length';
const t = useTestApp({ environment: { SMS_INBOUND_SECRET: INBOUND_SECRET } });
let admin: SignedInUser;
beforeAll(async () => {
  admin = await t.signIn('ADMIN');
});

/** The text rule's one issue, naming where the text was. */
function expectRefused(response: LightMyRequestResponse, loc: (string | number)[]) {
  expect(response.statusCode, response.body).toBe(422);
  expect(response.json()).toEqual({ detail: [{ loc, msg: TEXT_MESSAGES.notWellFormed, type: NOT_WELL_FORMED_TEXT }] });
}

/** A JSON body as a client writes it: `\ud800` and `\u0000` as escapes, decoded by the server's parser. */
const rawJson = (text: string) => ({ payload: text, headers: { 'content-type': 'application/json' } });

describe('the text rule, for every string a client sends', () => {
  it('refuses a lone surrogate and a NUL in a JSON body, nested or not, naming the field', async () => {
    const product = (name: string) =>
      t.api({
        method: 'POST',
        url: '/products',
        token: admin.token,
        ...rawJson(`{"name":"${name}","category":"toxin","unit":"U"}`),
      });
    expectRefused(await product('Botox \\ud800'), ['body', 'name']);
    expectRefused(await product('Botox \\u0000'), ['body', 'name']);
    const procedure = await t.api({
      method: 'POST',
      url: '/procedures/',
      token: admin.token,
      ...rawJson('{"patient_id":1,"name":"Peel","medications":[{"name":"ok"},{"name":"Tretinoin\\udc00"}]}'),
    });
    expectRefused(procedure, ['body', 'medications', 1, 'name']);
  });

  it('refuses such text in an object key, which a jsonb part would keep', async () => {
    const response = await t.api({
      method: 'POST',
      url: '/products',
      token: admin.token,
      ...rawJson('{"name":"Botox","category":"toxin","unit":"U","extra\\u0000":1}'),
    });
    expectRefused(response, ['body', 'extra\u0000']);
  });

  it('refuses it in a query string and in a path', async () => {
    expectRefused(await t.api({ method: 'GET', url: '/patients/?last_name_search=Sant%00os', token: admin.token }), [
      'query',
      'last_name_search',
    ]);
    expectRefused(await t.api({ method: 'GET', url: '/appointment-answers/abc%00' }), ['path', 'token']);
  });

  it('refuses a NUL in an inbound SMS sent as a form, so the gateway gets a 4xx and stops retrying', async () => {
    const response = await t.api({
      method: 'POST',
      url: '/sms/inbound',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-sms-secret': INBOUND_SECRET },
      payload: new URLSearchParams({ from: '09171234567', message: 'C\u0000' }).toString(),
    });
    expectRefused(response, ['body', 'message']);
  });

  it('refuses it in a multipart field, and inside the JSON a multipart field carries', async () => {
    const boundary = 'text-rule-boundary';
    const login = await t.api({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload:
        `--${boundary}\r\nContent-Disposition: form-data; name="username"\r\n\r\nana\u0000@example.com\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="password"\r\n\r\nsecret\r\n--${boundary}--\r\n`,
    });
    expectRefused(login, ['body', 'username']);
    const patient = await sendPatient(t, {
      method: 'POST',
      url: '/patients/',
      token: admin.token,
      raw: JSON.stringify(buildPatientInput()).replace('"first_name":"', '"first_name":"\\ud800'),
    });
    expectRefused(patient, ['body', 'patient_in', 'first_name']);
    const fileName = await t.api({
      method: 'POST',
      url: '/patients/',
      token: admin.token,
      ...multipartBody(JSON.stringify(buildPatientInput()), [
        { name: 'scan\u0000.pdf', content: Buffer.from('%PDF-') },
      ]),
    });
    expectRefused(fileName, ['body', 'files']);
  });

  it('answers a body nested deeper than any form with a 4xx, never a 500', async () => {
    const depth = 100_000;
    const response = await t.api({
      method: 'POST',
      url: '/products',
      token: admin.token,
      ...rawJson(`${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`),
    });
    expect(response.statusCode).toBe(422);
  });
});
