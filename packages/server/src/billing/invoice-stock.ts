import { BILLING_MESSAGES, INVENTORY_MESSAGES } from '@clinic/contracts';
import { recordAudit, type Actor } from '../audit/audit-log.ts';
import type { Transaction } from '../db/client.ts';
import { conflict } from '../http/app-error.ts';
import { onHandOf, quantityOf } from '../inventory/inventory.mapper.ts';
import { createInventoryRepository } from '../inventory/inventory.repository.ts';
import { createBillingRepository, type InvoiceLineRow, type InvoiceRow } from './billing.repository.ts';

/**
 * Takes the stock of the invoice's product lines, in the issuing transaction: each lot is locked,
 * and an issue that would leave one below zero is refused (409, naming the lot), so the whole issue
 * rolls back and uses no number. A line whose procedure already took from the lot on its face
 * points takes nothing again. Answers the lines as they now stand.
 */
export async function takeStock(
  tx: Transaction,
  invoice: InvoiceRow,
  lines: readonly InvoiceLineRow[],
): Promise<InvoiceLineRow[]> {
  const billing = createBillingRepository(tx);
  const inventory = createInventoryRepository(tx);
  const taking: InvoiceLineRow[] = [];
  for (const line of lines) {
    if (line.kind !== 'product' || line.lotId === null) continue;
    if (line.procedureId !== null && (await billing.procedureTookFromLot(line.procedureId, line.lotId))) continue;
    taking.push(line);
  }
  const lotIds = [...new Set(taking.map((line) => line.lotId!))];
  await inventory.lockLots(lotIds);
  const taken = new Map<number, InvoiceLineRow>();
  for (const line of taking) {
    const usageId = await billing.insertLotUsage({
      lotId: line.lotId!,
      patientId: invoice.patientId,
      amount: line.quantity,
      taken: true,
    });
    taken.set(line.id, await billing.updateLine(line.id, { lotUsageId: usageId }));
  }
  for (const lot of await inventory.lotsByIds(lotIds)) {
    if (onHandOf(lot) >= 0) continue;
    const asked = taking.filter((line) => line.lotId === lot.id).reduce((sum, line) => sum + Number(line.quantity), 0);
    const product = await inventory.findProduct(lot.productId);
    throw conflict(
      INVENTORY_MESSAGES.notEnoughStock(lot.lotNumber, String(quantityOf(onHandOf(lot) + asked)), product?.unit ?? ''),
    );
  }
  return lines.map((line) => taken.get(line.id) ?? line);
}

/**
 * Puts the units a credit memo takes back into their lots, in the memo's transaction, as found
 * stock that names the memo. Only units that left at issue go back: a product used on a
 * procedure's face points was injected, not handed over. Answers each return's stock entry, or null.
 */
export async function returnStock(
  tx: Transaction,
  memo: { number: string; issuedAt: Date },
  actor: Actor,
  returns: readonly { line: InvoiceLineRow; quantity: number; returnToStock: boolean }[],
): Promise<(number | null)[]> {
  const inventory = createInventoryRepository(tx);
  const entries: (number | null)[] = [];
  for (const { line, quantity, returnToStock } of returns) {
    if (!returnToStock || line.lotUsageId === null || line.lotId === null) {
      entries.push(null);
      continue;
    }
    const adjustment = await inventory.insertAdjustment({
      lotId: line.lotId,
      kind: 'found_stock',
      quantity: String(quantity),
      reason: BILLING_MESSAGES.returnedOnCreditMemo(memo.number),
      createdByUserId: actor.id,
      createdAt: memo.issuedAt,
    });
    // Logged as the inventory logs a count that finds stock, so the lot's audit tells the whole story.
    await recordAudit(tx, {
      actor,
      entity: 'lot',
      entityId: line.lotId,
      action: 'adjust',
      changes: { kind: 'found_stock', quantity, reason: adjustment.reason },
    });
    entries.push(adjustment.id);
  }
  return entries;
}
