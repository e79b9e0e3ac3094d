import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Invoice } from '@clinic/contracts';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { createBillableLot, createDraft, createPricedService } from '../testing/billing.ts';
import { withDatabase } from '../testing/database-template.ts';
import { createPatient } from '../testing/patient-files.ts';
import { useTestApp, type SignedInUser } from '../testing/test-app.ts';

const INVOICES = 200;
/** Drafts, among the others, whose issue is refused for stock. */
const REFUSED_AT = new Set([7, 48, 89, 130, 171]);

let staff: SignedInUser;
let secondDatabase: DatabaseHandle;
let secondServer: FastifyInstance;
const t = useTestApp();
beforeAll(async () => {
  staff = await t.signIn('STAFF');
  // A second server on the same database, with a pool of its own, as a second clinic machine would be.
  const { rows } = (await t.database.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  secondDatabase = await openDatabase({
    kind: 'postgres',
    url: withDatabase(process.env.TEST_DATABASE_URL!, rows[0]!.name),
    poolSize: 8,
  });
  secondServer = await buildApp({ config: t.config, database: secondDatabase });
  await secondServer.ready();
});
afterAll(async () => {
  await secondServer.close();
  await secondDatabase.close();
});

describe('serial numbers issued at once by two servers', () => {
  it(`gives ${INVOICES} invoices exactly the numbers 1 to ${INVOICES}; refused issues among them use none`, async () => {
    const admin = await t.signIn('ADMIN');
    const patientId = (await createPatient(t, admin.token)).id;
    const serviceId = (await createPricedService(t, admin.token, { price: '1500.00' })).id;
    const { productId, lotId } = await createBillableLot(t, admin.token, 1);
    const drafts: { id: number; refused: boolean }[] = [];
    for (let index = 0; index < INVOICES + REFUSED_AT.size; index += 1) {
      const refused = REFUSED_AT.has(index);
      const lines = refused
        ? [{ kind: 'product' as const, product_id: productId, lot_id: lotId, quantity: 2 }]
        : [{ kind: 'service' as const, service_id: serviceId }];
      drafts.push({ id: (await createDraft(t, staff.token, { patient_id: patientId, lines })).id, refused });
    }

    const responses = await Promise.all(
      drafts.map((draft, index) =>
        (index % 2 === 0 ? t.app : secondServer).inject({
          method: 'POST',
          url: `/api/v1/invoices/${draft.id}/issue`,
          headers: staff.headers,
        }),
      ),
    );
    const statuses = responses.map((response, index) => [drafts[index]!.refused, response.statusCode]);
    expect(statuses.filter(([refused, status]) => (refused ? status !== 409 : status !== 200))).toEqual([]);

    const invoices = responses
      .filter((response) => response.statusCode === 200)
      .map((response) => response.json<Invoice>())
      .sort((a, b) => a.number!.localeCompare(b.number!));
    const expected = Array.from({ length: INVOICES }, (_, index) => `INV-${String(index + 1).padStart(6, '0')}`);
    expect(invoices.map((invoice) => invoice.number)).toEqual(expected);
    // Each is timed no earlier than the one numbered before it, whichever server issued it.
    const issueTimes = invoices.map((invoice) => Date.parse(invoice.issued_at!));
    expect(issueTimes).toEqual(issueTimes.toSorted((a, b) => a - b));

    const check = await t.api({
      method: 'GET',
      url: '/invoices/chain-check',
      token: (await t.signIn('SUPERADMIN')).token,
    });
    expect(check.json()).toEqual({ ok: true, checked: INVOICES, first_bad: null });
  }, 120_000);

  it('issues a draft once when two servers issue it and a third request changes it, all at once', async () => {
    const admin = await t.signIn('ADMIN');
    const patientId = (await createPatient(t, admin.token)).id;
    const serviceId = (await createPricedService(t, admin.token, { price: '1000.00' })).id;
    const before = (
      await t.api({ method: 'GET', url: '/invoices/chain-check', token: (await t.signIn('SUPERADMIN')).token })
    ).json<{ checked: number }>().checked;
    const drafts: number[] = [];
    for (let index = 0; index < 30; index += 1) {
      const lines = [{ kind: 'service' as const, service_id: serviceId }];
      drafts.push((await createDraft(t, staff.token, { patient_id: patientId, lines })).id);
    }
    const send = (server: FastifyInstance, method: 'POST' | 'PUT', url: string, payload?: object) =>
      server.inject({ method, url: `/api/v1${url}`, headers: staff.headers, ...(payload ? { payload } : {}) });
    const changed = {
      patient_id: patientId,
      lines: [{ kind: 'service' as const, service_id: serviceId, quantity: 3 }],
    };

    const outcomes = await Promise.all(
      drafts.map(async (id) => {
        const [first, second, change] = await Promise.all([
          send(t.app, 'POST', `/invoices/${id}/issue`),
          send(secondServer, 'POST', `/invoices/${id}/issue`),
          send(id % 2 === 0 ? t.app : secondServer, 'PUT', `/invoices/${id}`, changed),
        ]);
        return { issues: [first.statusCode, second.statusCode].sort(), change: change.statusCode };
      }),
    );
    expect(
      outcomes.filter(({ issues, change }) => issues.join() !== '200,409' || ![200, 409].includes(change)),
    ).toEqual([]);

    // Each invoice is issued with the lines it holds, whichever came first, and chained as such.
    for (const id of drafts) {
      const invoice = (await t.api({ method: 'GET', url: `/invoices/${id}`, token: staff.token })).json<Invoice>();
      const quantity = Number(invoice.lines[0]!.quantity);
      expect(invoice.totals.total_due).toBe(quantity === 3 ? '3000.00' : '1000.00');
    }
    const check = await t.api({
      method: 'GET',
      url: '/invoices/chain-check',
      token: (await t.signIn('SUPERADMIN')).token,
    });
    expect(check.json()).toEqual({ ok: true, checked: before + drafts.length, first_bad: null });
  }, 120_000);
});
