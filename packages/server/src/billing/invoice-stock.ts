import { INVENTORY_MESSAGES } from '@clinic/contracts';
import type { Transaction } from '../db/client.ts';
import { conflict } from '../http/app-error.ts';
import { onHandOf, quantityOf } from '../inventory/inventory.mapper.ts';
import { createInventoryRepository } from '../inventory/inventory.repository.ts';
import { createBillingRepository, type InvoiceLineRow, type InvoiceRow } from './billing.repository.ts';

/**
 * Takes the stock of the invoice's product lines, in the issuing transaction: each lot is locked,
 * and an issue that would leave one below zero is refused (409, naming the lot), so the whole issue
 * rolls back and uses no number. A line whose procedure already took from the lot on its face
 * points takes nothing again.
 */
export async function takeStock(tx: Transaction, invoice: InvoiceRow, lines: readonly InvoiceLineRow[]) {
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
  for (const line of taking) {
    const usageId = await billing.insertLotUsage({
      lotId: line.lotId!,
      patientId: invoice.patientId,
      amount: line.quantity,
      taken: true,
    });
    await billing.updateLine(line.id, { lotUsageId: usageId });
  }
  for (const lot of await inventory.lotsByIds(lotIds)) {
    if (onHandOf(lot) >= 0) continue;
    const asked = taking.filter((line) => line.lotId === lot.id).reduce((sum, line) => sum + Number(line.quantity), 0);
    const product = await inventory.findProduct(lot.productId);
    throw conflict(
      INVENTORY_MESSAGES.notEnoughStock(lot.lotNumber, String(quantityOf(onHandOf(lot) + asked)), product?.unit ?? ''),
    );
  }
}
