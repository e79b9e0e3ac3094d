import {
  INVENTORY_MESSAGES,
  adjustmentAddsStock,
  isStartedStatus,
  todayIsoDate,
  type ProcedureStatus,
  type InventoryResponse,
  type LotDetail,
  type LotRecipient,
  type ProductDetail,
  type adjustmentInputSchema,
  type lotInputSchema,
  type productInputSchema,
} from '@clinic/contracts';
import type { z } from 'zod';
import { recordAudit, type Actor } from '../audit/audit-log.ts';
import type { Clock } from '../clock.ts';
import type { Database, Transaction } from '../db/client.ts';
import { isUniqueViolation } from '../db/database-errors.ts';
import { conflict, notFound, unprocessable } from '../http/app-error.ts';
import { csvLine, UTF8_BOM } from '../http/csv.ts';
import { createInventoryRepository, type LotBalanceRow, type UsageScope } from './inventory.repository.ts';
import {
  onHandOf,
  quantityOf,
  toAdjustment,
  toInventoryItem,
  toLot,
  toProduct,
  toProductUsage,
} from './inventory.mapper.ts';

interface InventoryServiceDependencies {
  db: Database;
  clock: Clock;
}

/** What a procedure's save asks of one lot. */
export interface DesiredUsage {
  pointId: string | null;
  productId: number;
  lotId: number;
  amount: number;
  /** The clinic date it was used on: the point's treatment date, else the procedure's. */
  usedOn: string;
}

interface UsingProcedure {
  id: number;
  patientId: number;
  /** Ongoing and completed procedures take their usage out of stock; others only plan it. */
  status: ProcedureStatus;
}

const RECIPIENT_CSV_HEADER = ['Patient', 'Phone', 'Email', 'Procedure', 'Date', 'Doctor', 'Points', 'Amount'];

export function createInventoryService({ db, clock }: InventoryServiceDependencies) {
  const today = () => todayIsoDate(clock());

  async function productOrFail(id: number, queryable: Database | Transaction = db) {
    const product = await createInventoryRepository(queryable).findProduct(id);
    if (!product) throw notFound(INVENTORY_MESSAGES.productNotFound);
    return product;
  }

  async function lotOrFail(id: number, queryable: Database | Transaction = db) {
    const lot = await createInventoryRepository(queryable).findLot(id);
    if (!lot) throw notFound(INVENTORY_MESSAGES.lotNotFound);
    return lot;
  }

  async function uniquely<Result>(write: () => Promise<Result>, duplicate: string): Promise<Result> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(duplicate);
      throw error;
    }
  }

  /** A lot's use refused for what it is, before any stock is counted. */
  function refusal(lot: LotBalanceRow | undefined, usage: DesiredUsage) {
    if (!lot) return notFound(INVENTORY_MESSAGES.lotNotFound);
    if (lot.productId !== usage.productId) return unprocessable(INVENTORY_MESSAGES.lotOfOtherProduct(lot.lotNumber));
    if (lot.expiryDate < usage.usedOn)
      return unprocessable(INVENTORY_MESSAGES.lotExpired(lot.lotNumber, lot.expiryDate));
    return undefined;
  }

  /**
   * Refuses (409, naming the lot and what was left) when the amounts just taken from these locked
   * lots leave one below zero.
   */
  async function requireStock(tx: Transaction, taken: readonly { lotId: number; amount: number }[]) {
    const repository = createInventoryRepository(tx);
    const lotIds = [...new Set(taken.map((usage) => usage.lotId))];
    for (const lot of await repository.lotsByIds(lotIds)) {
      if (onHandOf(lot) >= 0) continue;
      const asked = taken.filter((usage) => usage.lotId === lot.id).reduce((sum, usage) => sum + usage.amount, 0);
      const product = await repository.findProduct(lot.productId);
      const available = quantityOf(onHandOf(lot) + asked);
      throw conflict(INVENTORY_MESSAGES.notEnoughStock(lot.lotNumber, String(available), product?.unit ?? ''));
    }
  }

  async function recipientsOf(lotId: number): Promise<LotRecipient[]> {
    const rows = await createInventoryRepository(db).recipients(lotId);
    if (rows.length === 0) await lotOrFail(lotId);
    const byProcedure = new Map<number, LotRecipient>();
    for (const row of rows) {
      const recipient = byProcedure.get(row.procedureId) ?? {
        patient_id: row.patientId,
        patient_name: [row.firstName, row.middleName, row.lastName].filter(Boolean).join(' '),
        phone: row.phone ?? '',
        email: row.email ?? '',
        procedure_id: row.procedureId,
        procedure_name: row.procedureName,
        date: todayIsoDate(row.startDatetime),
        doctor_name: row.doctorName,
        uses: [],
        total_amount: 0,
      };
      recipient.uses.push({
        point: row.pointId === null ? null : (row.pointLabel ?? ''),
        amount: quantityOf(row.amount),
      });
      recipient.total_amount = quantityOf(recipient.total_amount + quantityOf(row.amount));
      byProcedure.set(row.procedureId, recipient);
    }
    return [...byProcedure.values()];
  }

  return {
    async inventory(): Promise<InventoryResponse> {
      const repository = createInventoryRepository(db);
      const [products, lots] = await Promise.all([repository.listProducts(), repository.lots()]);
      const date = today();
      const items = products.map((product) =>
        toInventoryItem(
          product,
          lots.filter((lot) => lot.productId === product.id),
          date,
        ),
      );
      return { items, flagged: items.filter((item) => item.flags.length > 0).length };
    },

    async createProduct(actor: Actor, input: z.output<typeof productInputSchema>) {
      const now = clock();
      return db.transaction(async (tx) => {
        const row = await uniquely(
          () =>
            createInventoryRepository(tx).insertProduct({
              ...productColumns(input),
              createdAt: now,
              updatedAt: now,
            }),
          INVENTORY_MESSAGES.duplicateProduct,
        );
        await recordAudit(tx, { actor, entity: 'product', entityId: row.id, action: 'create', changes: { ...input } });
        return toProduct(row);
      });
    },

    async updateProduct(actor: Actor, id: number, input: z.output<typeof productInputSchema>) {
      const now = clock();
      return db.transaction(async (tx) => {
        const row = await uniquely(
          () => createInventoryRepository(tx).updateProduct(id, { ...productColumns(input), updatedAt: now }),
          INVENTORY_MESSAGES.duplicateProduct,
        );
        if (!row) throw notFound(INVENTORY_MESSAGES.productNotFound);
        await recordAudit(tx, { actor, entity: 'product', entityId: id, action: 'update', changes: { ...input } });
        return toProduct(row);
      });
    },

    async product(id: number): Promise<ProductDetail> {
      const product = await productOrFail(id);
      const date = today();
      const lots = await createInventoryRepository(db).lots(id);
      return { product: toProduct(product), lots: lots.map((lot) => toLot(lot, date)) };
    },

    async createLot(actor: Actor, productId: number, input: z.output<typeof lotInputSchema>) {
      await productOrFail(productId);
      if (input.expiry_date < today() && !input.confirm_expired) {
        throw conflict(INVENTORY_MESSAGES.receivingExpired(input.expiry_date));
      }
      return db.transaction(async (tx) => {
        const repository = createInventoryRepository(tx);
        const row = await uniquely(
          () =>
            repository.insertLot({
              productId,
              lotNumber: input.lot_number,
              expiryDate: input.expiry_date,
              quantityReceived: String(input.quantity_received),
              receivedDate: input.received_date,
              supplier: input.supplier,
              createdAt: clock(),
            }),
          INVENTORY_MESSAGES.duplicateLot,
        );
        await recordAudit(tx, { actor, entity: 'lot', entityId: row.id, action: 'receive', changes: { ...input } });
        return toLot(await lotOrFail(row.id, tx), today());
      });
    },

    async lot(id: number): Promise<LotDetail> {
      const lot = await lotOrFail(id);
      const repository = createInventoryRepository(db);
      const [product, adjustments] = await Promise.all([productOrFail(lot.productId), repository.adjustmentsOfLot(id)]);
      return { product: toProduct(product), lot: toLot(lot, today()), adjustments: adjustments.map(toAdjustment) };
    },

    /** Stock taken out, never more than is on hand; or, found by a count, put back. */
    async adjust(actor: Actor, lotId: number, input: z.output<typeof adjustmentInputSchema>) {
      return db.transaction(async (tx) => {
        const repository = createInventoryRepository(tx);
        await repository.lockLots([lotId]);
        const lot = await lotOrFail(lotId, tx);
        const product = await productOrFail(lot.productId, tx);
        if (!adjustmentAddsStock(input.kind) && input.quantity > onHandOf(lot)) {
          throw conflict(INVENTORY_MESSAGES.adjustmentTooLarge(String(onHandOf(lot)), product.unit));
        }
        const row = await repository.insertAdjustment({
          lotId,
          kind: input.kind,
          quantity: String(input.quantity),
          reason: input.reason,
          createdByUserId: actor.id,
          createdAt: clock(),
        });
        await recordAudit(tx, { actor, entity: 'lot', entityId: lotId, action: 'adjust', changes: { ...input } });
        return { id: row.id, lot: toLot(await lotOrFail(lotId, tx), today()) };
      });
    },

    /**
     * Replaces what a procedure used, on its points or as its own lines, inside the procedure's
     * save. The lots are locked first, so two saves cannot both take the last units; a lot that is
     * unknown, of another product or expired on the day of use, or (once the procedure has started)
     * stock that does not cover the amount, refuses the whole save. A booked procedure's usage is
     * a plan: it takes no stock until the procedure starts.
     */
    async replaceUsages(tx: Transaction, procedure: UsingProcedure, desired: DesiredUsage[], scope: UsageScope) {
      const repository = createInventoryRepository(tx);
      const existing = await repository.usagesOfProcedure(procedure.id, scope);
      const lotIds = [...new Set([...existing.map((usage) => usage.lotId), ...desired.map((usage) => usage.lotId)])];
      await repository.lockLots(lotIds);
      const lots = new Map((await repository.lotsByIds(lotIds)).map((lot) => [lot.id, lot]));
      for (const usage of desired) {
        const refused = refusal(lots.get(usage.lotId), usage);
        if (refused) throw refused;
      }
      await repository.deleteUsages(procedure.id, scope);
      const taken = isStartedStatus(procedure.status);
      await repository.insertUsages(
        desired.map((usage) => ({
          lotId: usage.lotId,
          procedureId: procedure.id,
          patientId: procedure.patientId,
          pointId: usage.pointId,
          amount: String(usage.amount),
          taken,
        })),
      );
      if (taken) await requireStock(tx, desired);
    },

    /**
     * Stock follows the procedure's status, on every path that sets one: taken when it starts
     * (refused with 409 when a lot no longer covers it), given back when it is cancelled or moved
     * back to scheduled.
     */
    async followStatus(tx: Transaction, procedure: Pick<UsingProcedure, 'id' | 'status'>) {
      const repository = createInventoryRepository(tx);
      const taken = isStartedStatus(procedure.status);
      const changing = (await repository.usagesOfProcedure(procedure.id)).filter((usage) => usage.taken !== taken);
      if (changing.length === 0) return;
      await repository.lockLots([...new Set(changing.map((usage) => usage.lotId))]);
      await repository.setTaken(procedure.id, taken);
      if (taken)
        await requireStock(
          tx,
          changing.map((usage) => ({ lotId: usage.lotId, amount: Number(usage.amount) })),
        );
    },

    /** Puts back into stock what a procedure used, before the procedure is deleted. */
    async releaseUsages(tx: Transaction, procedureId: number) {
      await createInventoryRepository(tx).deleteAllUsages(procedureId);
    },

    /** What a procedure used, named, for its summary. */
    async usagesOf(procedureId: number, queryable: Database | Transaction = db) {
      return (await createInventoryRepository(queryable).namedUsagesOfProcedure(procedureId)).map(toProductUsage);
    },

    recipients: recipientsOf,

    /** The recipients as CSV, with cells a spreadsheet will not run as formulas. */
    async recipientsCsv(lotId: number) {
      const lotNumber = await createInventoryRepository(db).lotNumber(lotId);
      if (lotNumber === undefined) throw notFound(INVENTORY_MESSAGES.lotNotFound);
      const recipients = await recipientsOf(lotId);
      async function* chunks() {
        yield UTF8_BOM + csvLine(RECIPIENT_CSV_HEADER);
        for (const recipient of recipients) {
          yield csvLine([
            recipient.patient_name,
            recipient.phone,
            recipient.email,
            recipient.procedure_name,
            recipient.date,
            recipient.doctor_name,
            recipient.uses.map((use) => `${use.point ?? INVENTORY_MESSAGES.notOnAPoint}: ${use.amount}`).join('; '),
            String(recipient.total_amount),
          ]);
        }
      }
      return { fileName: `lot_${lotNumber.replace(/[^A-Za-z0-9_-]/g, '_')}_recipients.csv`, chunks: chunks() };
    },
  };
}

function productColumns(input: z.output<typeof productInputSchema>) {
  return {
    name: input.name,
    category: input.category,
    unit: input.unit,
    lowStockThreshold: String(input.low_stock_threshold),
    active: input.active,
    sellingPrice: input.selling_price,
    taxClass: input.tax_class,
    billable: input.billable,
    seniorPwdEligible: input.senior_pwd_eligible,
  };
}

export type InventoryService = ReturnType<typeof createInventoryService>;
