import { z } from 'zod';
import type { InjectOptions } from 'fastify';
import {
  adjustmentInputSchema,
  appointmentAnswerInputSchema,
  changePasswordInputSchema,
  clinicSettingsInputSchema,
  consentTemplateInputSchema,
  medicalCertificateInputSchema,
  noteAmendmentInputSchema,
  prescriptionInputSchema,
  revokeInputSchema,
  noteInputSchema,
  noteTemplateInputSchema,
  signNoteInputSchema,
  createPatientInputSchema,
  createProcedureInputSchema,
  createTransactionInputSchema,
  creditMemoInputSchema,
  dayCloseInputSchema,
  draftInvoiceInputSchema,
  paymentInputSchema,
  voidInvoiceInputSchema,
  forgotPasswordInputSchema,
  inviteUserQuerySchema,
  loginInputSchema,
  lotInputSchema,
  mergePatientInputSchema,
  photoUploadFieldsSchema,
  practitionerInputSchema,
  procedureStatusQuerySchema,
  productInputSchema,
  reopenProcedureInputSchema,
  registerInputSchema,
  rescheduleInputSchema,
  resetPasswordInputSchema,
  signInLinkInputSchema,
  revokeConsentInputSchema,
  serviceInputSchema,
  saveFaceAnnotationsInputSchema,
  signConsentInputSchema,
  smsInboundSchema,
  twoFactorCodeInputSchema,
  twoFactorSignInInputSchema,
  updateProcedureInputSchema,
  updateTransactionInputSchema,
  updateUserInputSchema,
  attendanceInputSchema,
  updatePatientInputSchema,
  verifyPasswordInputSchema,
} from '@clinic/contracts';
import {
  STRONG_PASSWORD,
  buildFacePoint,
  buildMedication,
  buildPatientInput,
  buildPractitionerInput,
  buildProcedureInput,
  buildRegistration,
  buildTransactionInput,
} from '@clinic/contracts/testing';
import { buildSignature } from './consent-signing.ts';
import { createPatient } from './patient-files.ts';
import type { SignedInUser, TestApp } from './test-app.ts';

/** Values sent one way (a JSON body, a form, a query string, multipart fields), valid by `schema`. */
export interface CheckedValues {
  schema: z.ZodType;
  values: Record<string, unknown>;
}

/**
 * A request a write route accepts: its URL (path text in `pathText`, the rest record ids) and
 * the client text it carries. Multipart values that are objects are sent as their JSON text.
 */
export interface ValidWriteRequest {
  url: string;
  pathText?: Record<string, string>;
  query?: CheckedValues;
  json?: CheckedValues;
  form?: CheckedValues;
  multipart?: CheckedValues;
}

export interface RecordIds {
  user: number;
  patient: number;
  procedure: number;
  product: number;
  lot: number;
  consentTemplate: number;
  service: number;
  noteTemplate: number;
  /** A draft note of `procedure`, by the user the requests are sent as. */
  note: number;
}

const checked = (schema: z.ZodType, values: object): CheckedValues => ({ schema, values: { ...values } });

/**
 * A valid request of every write route, by `METHOD /api/v1/path`; null for a route that reads no
 * client text but record ids. A new write route must be added here: the fuzz test checks it.
 */
export function validWriteRequests(ids: RecordIds): Record<string, ValidWriteRequest | null> {
  const api = (path: string) => `/api/v1${path}`;
  const point = buildFacePoint({ label: 'Forehead', product_id: ids.product, lot_id: ids.lot, amount: 4 });
  const draft = {
    patient_id: ids.patient,
    lines: [
      {
        kind: 'service',
        service_id: ids.service,
        procedure_id: ids.procedure,
        discount: { kind: 'percent', value: '10', reason: 'Promo' },
      },
      { kind: 'text', description: 'Medical certificate', unit_price: '150.00' },
    ],
  };
  const noteTemplate = { name: 'Botox', sections: ['Areas treated', 'Technique'], procedure_names: ['Botox'] };
  const noteText = { 'Areas treated': 'Forehead, glabella', Technique: '30 gauge, 4 points' };
  const template = { title: 'Peel consent', body: 'I agree.\n\nRisks explained.', procedure_names: ['Chemical Peel'] };
  return {
    'POST /api/v1/auth/login': {
      url: api('/auth/login'),
      form: checked(loginInputSchema, { username: 'ana@example.com', password: STRONG_PASSWORD }),
    },
    'POST /api/v1/auth/register': {
      url: api('/auth/register'),
      json: checked(registerInputSchema, buildRegistration()),
    },
    'POST /api/v1/auth/logout': null,
    'POST /api/v1/auth/forgot-password': {
      url: api('/auth/forgot-password'),
      json: checked(forgotPasswordInputSchema, { email: 'ana@example.com' }),
    },
    'POST /api/v1/auth/reset-password': {
      url: api('/auth/reset-password'),
      json: checked(resetPasswordInputSchema, { token: 'a-reset-token', new_password: STRONG_PASSWORD }),
    },
    'POST /api/v1/auth/sign-in-link': {
      url: api('/auth/sign-in-link'),
      json: checked(signInLinkInputSchema, { token: 'a-sign-in-link-token' }),
    },
    'DELETE /api/v1/auth/sessions/:id': null,
    'POST /api/v1/auth/mfa': {
      url: api('/auth/mfa'),
      json: checked(twoFactorSignInInputSchema, { mfa_token: 'a-challenge-token', code: '123456' }),
    },
    'POST /api/v1/auth/mfa/enrolment': null,
    'POST /api/v1/auth/mfa/enrolment/confirm': {
      url: api('/auth/mfa/enrolment/confirm'),
      json: checked(twoFactorCodeInputSchema, { code: '123456' }),
    },
    'DELETE /api/v1/auth/mfa': { url: api('/auth/mfa'), json: checked(twoFactorCodeInputSchema, { code: '123456' }) },
    'POST /api/v1/auth/verify-password': {
      url: api('/auth/verify-password'),
      json: checked(verifyPasswordInputSchema, { password: STRONG_PASSWORD }),
    },
    'POST /api/v1/users/change-password': {
      url: api('/users/change-password'),
      json: checked(changePasswordInputSchema, {
        userId: ids.user,
        oldPassword: STRONG_PASSWORD,
        newPassword: 'Another#2026pass',
      }),
    },
    'POST /api/v1/users/invite': {
      url: api('/users/invite'),
      query: checked(inviteUserQuerySchema, {
        email: 'new.nurse@example.com',
        full_name: 'Liza Soriano',
        role: 'NURSE',
      }),
    },
    'POST /api/v1/users/:id/invitation': null,
    'PUT /api/v1/users/:id': {
      url: api(`/users/${ids.user}`),
      json: checked(updateUserInputSchema, { role: 'ADMIN', full_name: 'Rosa Villanueva' }),
    },
    'PUT /api/v1/practitioners/:userId': {
      url: api(`/practitioners/${ids.user}`),
      json: checked(
        practitionerInputSchema,
        buildPractitionerInput({
          printed_name: 'Dr. Rosa Villanueva',
          is_practitioner: true,
          answers_to: ['Dr Villanueva'],
        }),
      ),
    },
    'PUT /api/v1/clinic-settings': {
      url: api('/clinic-settings'),
      json: checked(clinicSettingsInputSchema, {
        name: 'Glow Aesthetic Clinic',
        address: '12 Rizal Avenue\nPoblacion, Makati City',
        phone: '(02) 8123 4567',
        email: 'hello@glow.example.com',
      }),
    },
    'DELETE /api/v1/users/:id/mfa': null,
    'DELETE /api/v1/users/:id/sign-in-limits': null,
    'DELETE /api/v1/users/:id': null,
    'POST /api/v1/patients/': {
      url: api('/patients/'),
      multipart: checked(z.object({ patient_in: createPatientInputSchema }), { patient_in: buildPatientInput() }),
    },
    'POST /api/v1/patients/archived/:id/restore': null,
    'POST /api/v1/patients/archived/:id/undo': null,
    'PUT /api/v1/patients/:id': {
      url: api(`/patients/${ids.patient}`),
      multipart: checked(z.object({ patient_in: updatePatientInputSchema }), {
        patient_in: { address: 'Makati', consultation: { chief_complaint: 'Acne' } },
      }),
    },
    'DELETE /api/v1/patients/:id': null,
    // Ids only: no client text to check.
    'POST /api/v1/patients/:id/merge': {
      url: api(`/patients/${ids.patient}/merge`),
      json: checked(mergePatientInputSchema, { into_patient_id: ids.patient }),
    },
    'DELETE /api/v1/patients/:id/attachments/:attachmentId': null,
    'POST /api/v1/procedures/': {
      url: api('/procedures/'),
      json: checked(createProcedureInputSchema, buildProcedureInput(ids.patient)),
    },
    'PUT /api/v1/procedures/:id': {
      url: api(`/procedures/${ids.procedure}`),
      json: checked(updateProcedureInputSchema, {
        details: 'Second pass',
        medications: [buildMedication({ name: 'Tretinoin' })],
        face_annotations: [point],
      }),
    },
    'PATCH /api/v1/procedures/:id/status': {
      url: api(`/procedures/${ids.procedure}/status`),
      query: checked(procedureStatusQuerySchema, { status: 'completed' }),
    },
    'POST /api/v1/procedures/:id/reopen': {
      url: api(`/procedures/${ids.procedure}/reopen`),
      json: checked(reopenProcedureInputSchema, { reason: 'Wrong lot charted' }),
    },
    'PATCH /api/v1/procedures/:id/schedule': {
      url: api(`/procedures/${ids.procedure}/schedule`),
      json: checked(rescheduleInputSchema, { start_datetime: '2026-03-02T10:00', doctor_name: 'Dr. Jose Rizal' }),
    },
    'PATCH /api/v1/procedures/:id/attendance': {
      url: api(`/procedures/${ids.procedure}/attendance`),
      json: checked(attendanceInputSchema, { attendance: 'arrived' }),
    },
    'DELETE /api/v1/procedures/:id': null,
    'POST /api/v1/procedures/:id/reminders': null,
    'POST /api/v1/procedures/:id/reminders/replies/read': null,
    'POST /api/v1/appointment-answers/:token': {
      url: api('/appointment-answers/an-answer-token'),
      pathText: { token: 'an-answer-token' },
      json: checked(appointmentAnswerInputSchema, { answer: 'confirm' }),
    },
    'POST /api/v1/sms/inbound': {
      url: api('/sms/inbound'),
      form: checked(smsInboundSchema, { from: '09171234567', message: 'C', secret: 'the-gateway-secret' }),
    },
    'POST /api/v1/face-annotations': {
      url: api('/face-annotations'),
      json: checked(saveFaceAnnotationsInputSchema, {
        procedure_id: ids.procedure,
        patient_id: ids.patient,
        annotations: [point],
      }),
    },
    'DELETE /api/v1/face-annotations/:procedureId/points/:pointId': {
      url: api(`/face-annotations/${ids.procedure}/points/${point.id}`),
      pathText: { pointId: String(point.id) },
    },
    'POST /api/v1/products': {
      url: api('/products'),
      json: checked(productInputSchema, { name: 'Botulinum toxin A', category: 'toxin', unit: 'U' }),
    },
    'PUT /api/v1/products/:id': {
      url: api(`/products/${ids.product}`),
      json: checked(productInputSchema, { name: 'Hyaluronic filler', category: 'filler', unit: 'mL' }),
    },
    'POST /api/v1/products/:id/lots': {
      url: api(`/products/${ids.product}/lots`),
      json: checked(lotInputSchema, {
        lot_number: 'HF-2026',
        expiry_date: '2027-03-31',
        received_date: '2026-01-05',
        quantity_received: 10,
        supplier: 'Manila Medical Supply',
        confirm_expired: false,
      }),
    },
    'POST /api/v1/lots/:id/adjustments': {
      url: api(`/lots/${ids.lot}/adjustments`),
      json: checked(adjustmentInputSchema, { kind: 'waste', quantity: 1, reason: 'Dropped vial' }),
    },
    'POST /api/v1/note-templates': {
      url: api('/note-templates'),
      json: checked(noteTemplateInputSchema, noteTemplate),
    },
    'PUT /api/v1/note-templates/:id': {
      url: api(`/note-templates/${ids.noteTemplate}`),
      json: checked(noteTemplateInputSchema, { ...noteTemplate, name: 'Botox, revised' }),
    },
    'POST /api/v1/procedures/:id/notes': {
      url: api(`/procedures/${ids.procedure}/notes`),
      json: checked(noteInputSchema, { template_id: ids.noteTemplate, sections: noteText }),
    },
    'PUT /api/v1/notes/:id': {
      url: api(`/notes/${ids.note}`),
      json: checked(noteInputSchema, { sections: noteText }),
    },
    'POST /api/v1/notes/:id/sign': {
      url: api(`/notes/${ids.note}/sign`),
      json: checked(signNoteInputSchema, { password: STRONG_PASSWORD }),
    },
    'POST /api/v1/notes/:id/cosign': {
      url: api(`/notes/${ids.note}/cosign`),
      json: checked(signNoteInputSchema, { code: '123456' }),
    },
    'POST /api/v1/notes/:id/amendments': {
      url: api(`/notes/${ids.note}/amendments`),
      json: checked(noteAmendmentInputSchema, {
        reason: 'Wrong area named',
        sections: { 'Areas treated': 'Glabella only' },
        password: STRONG_PASSWORD,
      }),
    },
    'POST /api/v1/patients/:id/consultation/sign': {
      url: api(`/patients/${ids.patient}/consultation/sign`),
      json: checked(signNoteInputSchema, { password: STRONG_PASSWORD }),
    },
    'POST /api/v1/patients/:id/consultation/amendments': {
      url: api(`/patients/${ids.patient}/consultation/amendments`),
      json: checked(noteAmendmentInputSchema, {
        reason: 'Allergy left out',
        sections: { history: 'Allergic to lidocaine' },
        password: STRONG_PASSWORD,
      }),
    },
    'POST /api/v1/patients/:id/succeeding-consultations/:index/sign': {
      url: api(`/patients/${ids.patient}/succeeding-consultations/0/sign`),
      json: checked(signNoteInputSchema, { code: '123456' }),
    },
    'POST /api/v1/patients/:id/succeeding-consultations/:index/amendments': {
      url: api(`/patients/${ids.patient}/succeeding-consultations/0/amendments`),
      json: checked(noteAmendmentInputSchema, {
        reason: 'Wrong plan written',
        sections: { plan: 'Review in two weeks' },
        code: '123456',
      }),
    },
    'POST /api/v1/consent-templates': {
      url: api('/consent-templates'),
      json: checked(consentTemplateInputSchema, template),
    },
    'PUT /api/v1/consent-templates/:id': {
      url: api(`/consent-templates/${ids.consentTemplate}`),
      json: checked(consentTemplateInputSchema, { ...template, title: 'Peel consent, revised' }),
    },
    'POST /api/v1/consent-templates/:id/retire': null,
    'POST /api/v1/procedures/:id/consents': {
      url: api(`/procedures/${ids.procedure}/consents`),
      json: checked(signConsentInputSchema, buildSignature(ids.consentTemplate, { witness_name: null })),
    },
    'POST /api/v1/consents/:id/revoke': {
      url: api('/consents/1/revoke'),
      json: checked(revokeConsentInputSchema, { reason: 'Signed for the wrong procedure' }),
    },
    'POST /api/v1/services': {
      url: api('/services'),
      json: checked(serviceInputSchema, {
        name: 'Botox',
        category: 'injectable',
        duration_minutes: 30,
        consent_template_ids: [ids.consentTemplate],
      }),
    },
    'PUT /api/v1/services/:id': {
      url: api(`/services/${ids.service}`),
      json: checked(serviceInputSchema, { name: 'Hydrafacial Deluxe', category: 'facial', duration_minutes: 75 }),
    },
    'POST /api/v1/invoices': {
      url: api('/invoices'),
      json: checked(draftInvoiceInputSchema, draft),
    },
    'PUT /api/v1/invoices/:id': {
      url: api('/invoices/1'),
      json: checked(draftInvoiceInputSchema, {
        ...draft,
        discount: { kind: 'senior', buyer_name: 'Lola Cruz', id_type: 'OSCA', id_number: 'QC-1' },
      }),
    },
    'DELETE /api/v1/invoices/:id': null,
    'POST /api/v1/invoices/:id/issue': null,
    'POST /api/v1/invoices/:id/payments': {
      url: api('/invoices/1/payments'),
      json: checked(paymentInputSchema, { tender: 'gcash', amount: '500.00', reference: 'GC-1001' }),
    },
    'POST /api/v1/invoices/:id/void': {
      url: api('/invoices/1/void'),
      json: checked(voidInvoiceInputSchema, { reason: 'Wrong patient' }),
    },
    'POST /api/v1/invoices/:id/credit-memos': {
      url: api('/invoices/1/credit-memos'),
      json: checked(creditMemoInputSchema, {
        lines: [{ invoice_line_id: 1, quantity: 1 }],
        reason: 'Returned unopened',
        tender: 'cash',
      }),
    },
    'POST /api/v1/billing/day/close': {
      url: api('/billing/day/close'),
      json: checked(dayCloseInputSchema, { date: '2026-03-02', counted_cash: '5200.00', note: 'Short by a coin' }),
    },
    'POST /api/v1/patients/:id/prescriptions': {
      url: api(`/patients/${ids.patient}/prescriptions`),
      json: checked(prescriptionInputSchema, {
        procedure_id: ids.procedure,
        items: [
          {
            generic_name: 'Tranexamic acid',
            brand: 'Hemostan',
            strength: '500 mg',
            form: 'capsule',
            quantity: 30,
            sig: 'One capsule twice a day after meals',
            refills: 1,
            dangerous_drug: false,
          },
        ],
      }),
    },
    'POST /api/v1/prescriptions/:id/sign': {
      url: api('/prescriptions/1/sign'),
      json: checked(signNoteInputSchema, { password: STRONG_PASSWORD }),
    },
    'POST /api/v1/prescriptions/:id/revoke': {
      url: api('/prescriptions/1/revoke'),
      json: checked(revokeInputSchema, { reason: 'Wrong strength' }),
    },
    'POST /api/v1/patients/:id/medical-certificates': {
      url: api(`/patients/${ids.patient}/medical-certificates`),
      json: checked(medicalCertificateInputSchema, {
        kind: 'consultation',
        examined_on: '2026-11-27',
        findings: 'Contact dermatitis',
        recommendation: 'Avoid the irritant; rest',
        rest_from: '2026-11-27',
        rest_to: '2026-11-28',
        purpose: 'Work excuse',
      }),
    },
    'POST /api/v1/medical-certificates/:id/sign': {
      url: api('/medical-certificates/1/sign'),
      json: checked(signNoteInputSchema, { code: '123456' }),
    },
    'POST /api/v1/medical-certificates/:id/revoke': {
      url: api('/medical-certificates/1/revoke'),
      json: checked(revokeInputSchema, { reason: 'Wrong dates' }),
    },
    'POST /api/v1/procedures/:id/photos': {
      url: api(`/procedures/${ids.procedure}/photos`),
      multipart: checked(photoUploadFieldsSchema, { kind: 'before', angle: 'front', note: 'Before the peel' }),
    },
    'DELETE /api/v1/photos/:id': null,
    'POST /api/v1/procedure-transactions': {
      url: api('/procedure-transactions'),
      json: checked(createTransactionInputSchema, buildTransactionInput(ids.procedure)),
    },
    'PUT /api/v1/procedure-transactions/:id': {
      url: api('/procedure-transactions/1'),
      json: checked(updateTransactionInputSchema, { amount: '2500.00', payment_mode: 'card' }),
    },
    'DELETE /api/v1/procedure-transactions/:id': null,
    'POST /api/v1/backups': null,
  };
}

const MULTIPART_BOUNDARY = 'valid-request-boundary';
/** Multipart text fields; an object is sent as its JSON text, as `patient_in` is. */
function multipartPayload(values: Record<string, unknown>): string {
  const parts = Object.entries(values).map(
    ([name, value]) =>
      `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n` +
      `${typeof value === 'string' ? value : JSON.stringify(value)}\r\n`,
  );
  return `${parts.join('')}--${MULTIPART_BOUNDARY}--\r\n`;
}

/** The request as valid, in the parts `parts` replaces. */
export function injected(
  method: string,
  valid: ValidWriteRequest,
  parts: Partial<ValidWriteRequest> = {},
): InjectOptions {
  const request = { ...valid, ...parts };
  const query = request.query ? `?${new URLSearchParams(request.query.values as Record<string, string>)}` : '';
  const options: InjectOptions = { method: method as 'POST', url: `${request.url}${query}`, headers: {} };
  if (request.json) {
    return {
      ...options,
      payload: JSON.stringify(request.json.values),
      headers: { 'content-type': 'application/json' },
    };
  }
  if (request.form) {
    const payload = new URLSearchParams(request.form.values as Record<string, string>).toString();
    return { ...options, payload, headers: { 'content-type': 'application/x-www-form-urlencoded' } };
  }
  if (request.multipart) {
    const headers = { 'content-type': `multipart/form-data; boundary=${MULTIPART_BOUNDARY}` };
    return { ...options, payload: multipartPayload(request.multipart.values), headers };
  }
  return options;
}

/** The records the valid requests name, made through the API by `caller` as a person would. */
export async function createRecordIds(t: TestApp, caller: SignedInUser): Promise<RecordIds> {
  const created = async (url: string, payload: object) => {
    const response = await t.api({ method: 'POST', url, token: caller.token, payload });
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
    return response.json<{ id: number }>().id;
  };
  const patient = (await createPatient(t, caller.token)).id;
  const product = await created('/products', { name: `Toxin ${Date.now()}`, category: 'toxin', unit: 'U' });
  const procedure = await created('/procedures/', buildProcedureInput(patient));
  return {
    user: caller.user.id,
    patient,
    procedure,
    product,
    lot: await created(`/products/${product}/lots`, {
      lot_number: 'AB123',
      expiry_date: '2099-12-31',
      received_date: '2026-01-05',
      quantity_received: 100,
    }),
    consentTemplate: await created('/consent-templates', { title: 'Consent', body: 'I agree.' }),
    service: await created('/services', { name: 'Hydrafacial', category: 'facial', duration_minutes: 60 }),
    noteTemplate: await created('/note-templates', { name: 'Consultation' }),
    note: await created(`/procedures/${procedure}/notes`, { sections: { Subjective: 'Dry skin' } }),
  };
}
