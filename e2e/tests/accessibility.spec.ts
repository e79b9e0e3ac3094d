import { devices, type APIRequestContext } from '@playwright/test';
import { buildFacePoint } from '@clinic/contracts/testing';
import { createUser, expect, test, useSession, type PortalUser } from '../fixtures.ts';
import { expectScreensAccessible } from '../support/accessibility.ts';
import { linkFromSms } from '../support/outbox.ts';
import { createPatientViaApi, createProcedureViaApi } from '../support/seed.ts';
import { E2E_BASE_URL } from '../support/environment.ts';

test.describe.configure({ mode: 'parallel' });

const { viewport: phoneViewport, isMobile, hasTouch } = devices['Pixel 7'];
const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: phoneViewport, isMobile, hasTouch },
};

/**
 * Every main screen, in groups small enough to scan in parallel, and who looks at them;
 * `:patientId`, `:procedureId`, `:productId`, `:lotId` and `:answerToken` stand for the seeded records.
 */
const SCREEN_GROUPS: { name: string; viewer?: 'ADMIN' | 'SUPERADMIN' | 'KIOSK'; paths: string[] }[] = [
  { name: 'the signed-out screens', paths: ['/login', '/register', '/forgot-password'] },
  { name: 'the patient screens', viewer: 'ADMIN', paths: ['/recently-added', '/patients', '/patients/new'] },
  {
    name: 'the patient profile tabs',
    viewer: 'ADMIN',
    paths: ['basic', 'medical', 'consultations', 'medications', 'procedures', 'attachments', 'photos'].map(
      (tab) => `/patients/:patientId?tab=${tab}`,
    ),
  },
  {
    name: 'the procedure screens',
    viewer: 'ADMIN',
    paths: ['/procedures/dashboard', '/procedures', '/procedures/new?patientId=:patientId', '/procedures/:procedureId'],
  },
  {
    name: 'the payment and account screens',
    viewer: 'ADMIN',
    paths: ['/transactions', '/user-management', '/password-management', '/account', '/account/practitioner-profile'],
  },
  {
    name: 'the inventory and services screens',
    viewer: 'ADMIN',
    paths: ['/inventory', '/inventory/products/:productId', '/inventory/lots/:lotId', '/services'],
  },
  { name: 'the kiosk', viewer: 'KIOSK', paths: ['/kiosk'] },
  { name: 'the backups and the archived patients', viewer: 'SUPERADMIN', paths: ['/backups', '/patients/archived'] },
  { name: "a patient's answer to a reminder", paths: ['/a/:answerToken'] },
];

/**
 * An administrator, a product with a lot, and one patient with a paid procedure whose face point
 * used some of the lot, made through the API.
 */
async function seedPatientWithProcedure(request: APIRequestContext, admin: PortalUser) {
  const headers = { authorization: `Bearer ${admin.token}` };
  const product = await request.post('/api/v1/products', {
    headers,
    data: { name: `Hyaluronic filler ${Date.now().toString(36)}`, category: 'filler', unit: 'mL' },
  });
  expect(product.ok(), await product.text()).toBeTruthy();
  const productId: number = (await product.json()).id;
  const lot = await request.post(`/api/v1/products/${productId}/lots`, {
    headers,
    data: { lot_number: 'HF-A11Y', expiry_date: '2030-01-31', quantity_received: 10, received_date: '2026-01-02' },
  });
  expect(lot.ok(), await lot.text()).toBeTruthy();
  const lotId: number = (await lot.json()).id;
  const { id: patientId } = await createPatientViaApi(request, admin);
  const procedure = await createProcedureViaApi(request, admin, patientId, {
    face_annotations: [{ ...buildFacePoint(), product_id: productId, lot_id: lotId, amount: 1 }],
    transaction: { amount: '1500.50', payment_mode: 'cash', payment_status: 'pending', payment_date: '2026-03-01' },
  });
  const archived = await createPatientViaApi(request, admin);
  const archive = await request.delete(`/api/v1/patients/${archived.id}`, { headers });
  expect(archive.ok(), await archive.text()).toBeTruthy();
  return {
    admin,
    patientId,
    productId,
    lotId,
    procedureId: procedure.id,
    answerToken: await reminderAnswerToken(request, admin),
  };
}

/** The token of the link a reminder SMS gives a patient, for an appointment in five days. */
async function reminderAnswerToken(request: APIRequestContext, admin: PortalUser): Promise<string> {
  const digits = String(Date.now() % 10_000_000).padStart(7, '0');
  const patient = await createPatientViaApi(request, admin, {
    phone_primary: `0918 ${digits.slice(0, 3)} ${digits.slice(3)}`,
  });
  const appointment = await createProcedureViaApi(request, admin, patient.id, {
    start_datetime: new Date(Date.now() + 5 * 86_400_000).toISOString(),
  });
  const sent = await request.post(`/api/v1/procedures/${appointment.id}/reminders`, {
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(sent.ok(), await sent.text()).toBeTruthy();
  return new URL(await linkFromSms(`+63918${digits}`)).pathname.split('/').at(-1)!;
}

let seeded: Awaited<ReturnType<typeof seedPatientWithProcedure>>;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  seeded = await seedPatientWithProcedure(request, await createUser(request, 'ADMIN'));
  await request.dispose();
});

for (const [device, options] of Object.entries(VIEWPORTS)) {
  test.describe(`on a ${device}`, () => {
    test.use(options);

    for (const { name, viewer, paths } of SCREEN_GROUPS) {
      test(`${name}: no WCAG 2.1 AA violations`, async ({ page, signInAs }) => {
        if (viewer === 'ADMIN') await useSession(page, seeded.admin);
        if (viewer === 'KIOSK' || viewer === 'SUPERADMIN') await signInAs(viewer);
        await expectScreensAccessible(
          page,
          paths.map((path) =>
            path
              .replace(':patientId', String(seeded.patientId))
              .replace(':procedureId', String(seeded.procedureId))
              .replace(':productId', String(seeded.productId))
              .replace(':lotId', String(seeded.lotId))
              .replace(':answerToken', seeded.answerToken),
          ),
        );
      });
    }
  });
}
