import type { DraftInvoiceInput, Invoice, PaymentInput, ProductInput, ServiceInput } from '@clinic/contracts';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { patientCreditEntries } from '../db/schema/index.ts';
import type { TestApp } from './test-app.ts';

let sequence = 0;

/** A service of the price list, uniquely named. */
export async function createPricedService(t: TestApp, token: string, fields: Partial<ServiceInput> = {}) {
  sequence += 1;
  const response = await t.api({
    method: 'POST',
    url: '/services',
    token,
    payload: { name: `Priced service ${sequence}`, category: 'facial', duration_minutes: 30, ...fields },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: number; price: string }>();
}

/** A billable product with one lot of `quantity` units. */
export async function createBillableLot(
  t: TestApp,
  token: string,
  quantity: number,
  sellingPrice = '850.00',
  productFields: Partial<ProductInput> = {},
) {
  sequence += 1;
  const product = await t.api({
    method: 'POST',
    url: '/products',
    token,
    payload: {
      name: `Sunscreen ${sequence}`,
      category: 'topical',
      unit: 'piece',
      selling_price: sellingPrice,
      billable: true,
      ...productFields,
    },
  });
  expect(product.statusCode, product.body).toBe(200);
  const productId: number = product.json().id;
  const lot = await t.api({
    method: 'POST',
    url: `/products/${productId}/lots`,
    token,
    payload: {
      lot_number: `SS${sequence}`,
      expiry_date: '2099-12-31',
      quantity_received: quantity,
      received_date: '2026-01-05',
    },
  });
  expect(lot.statusCode, lot.body).toBe(200);
  return { productId, lotId: lot.json<{ id: number }>().id, lotNumber: `SS${sequence}` };
}

export async function createDraft(t: TestApp, token: string, payload: DraftInvoiceInput): Promise<Invoice> {
  const response = await t.api({ method: 'POST', url: '/invoices', token, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Invoice>();
}

export const issueInvoice = (t: TestApp, token: string, id: number) =>
  t.api({ method: 'POST', url: `/invoices/${id}/issue`, token });

export async function issued(t: TestApp, token: string, id: number): Promise<Invoice> {
  const response = await issueInvoice(t, token, id);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Invoice>();
}

export async function pay(t: TestApp, token: string, id: number, payment: PaymentInput): Promise<Invoice> {
  const response = await t.api({ method: 'POST', url: `/invoices/${id}/payments`, token, payload: payment });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Invoice>();
}

/** The patient's credit balance in pesos, summed from the ledger itself. */
export async function creditBalance(t: TestApp, patientId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ balance: sql<string>`coalesce(sum(${patientCreditEntries.amount}), 0)::text` })
    .from(patientCreditEntries)
    .where(eq(patientCreditEntries.patientId, patientId));
  return Number(row!.balance);
}
