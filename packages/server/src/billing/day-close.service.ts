import {
  DAY_CLOSE_MESSAGES,
  TENDERS,
  fromCentavos,
  toCentavos,
  type BillingDay,
  type DayCloseFields,
  type Tender,
} from '@clinic/contracts';
import { recordAudit, type Actor } from '../audit/audit-log.ts';
import type { Clock } from '../clock.ts';
import type { Database, Queryable } from '../db/client.ts';
import { conflict } from '../http/app-error.ts';
import { createBillingRepository } from './billing.repository.ts';
import { createDayCloseRepository, SALES_FIGURES } from './day-close.repository.ts';

const total = (amounts: readonly string[]) =>
  fromCentavos(amounts.reduce((sum, amount) => sum + toCentavos(amount), 0));

/** The day's figures as they stand: what a close keeps, and what an open day shows. */
async function dayFigures(db: Queryable, date: string, openingFloat: string): Promise<BillingDay> {
  const repository = createDayCloseRepository(db);
  const payments = await repository.paymentsByTender(date);
  const issued = await repository.issuedOn(date);
  const voided = await repository.voidedOn(date);
  const memos = await repository.creditMemosOn(date);
  const byTender = (tender: Tender) =>
    total(payments.filter((payment) => payment.tender === tender).map((payment) => payment.amount));
  const cashIn = byTender('cash');
  const cashRefunded = total(memos.filter((memo) => memo.tender === 'cash').map((memo) => memo.refunded));
  return {
    date,
    closed: false,
    closed_at: null,
    closed_by: null,
    tenders: Object.fromEntries(TENDERS.map((tender) => [tender, byTender(tender)])) as Record<Tender, string>,
    sales: Object.fromEntries(
      SALES_FIGURES.map((figure) => [figure, total([issued.sums[figure] ?? '0'])]),
    ) as BillingDay['sales'],
    invoice_count: issued.count,
    first_number: issued.first,
    last_number: issued.last,
    voids: { count: voided.length, total: total(voided.map((invoice) => invoice.totalDue)) },
    credit_memos: {
      count: memos.length,
      total: total(memos.map((memo) => memo.total)),
      refunded: total(memos.map((memo) => memo.refunded)),
    },
    cash: {
      opening_float: fromCentavos(toCentavos(openingFloat)),
      cash_in: cashIn,
      cash_refunded: cashRefunded,
      expected: fromCentavos(toCentavos(openingFloat) + toCentavos(cashIn) - toCentavos(cashRefunded)),
    },
    counted_cash: null,
    variance: null,
    note: null,
  };
}

export function createDayCloseService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    /** A closed day as it was closed; an open one as it stands now. */
    async day(date: string): Promise<BillingDay> {
      const branch = await createBillingRepository(db).findMainBranch();
      const closed = branch && (await createDayCloseRepository(db).findClose(branch.id, date));
      return closed ? closed.figures : dayFigures(db, date, '0');
    },

    /** Closes the day: its figures are kept as they are now, with the cash counted and the variance. */
    async close(actor: Actor, input: DayCloseFields): Promise<BillingDay> {
      const now = clock();
      return db.transaction(async (tx) => {
        const branch = await createBillingRepository(tx).ensureMainBranch();
        const figures = await dayFigures(tx, input.date, input.opening_float);
        const variance = fromCentavos(toCentavos(input.counted_cash) - toCentavos(figures.cash.expected));
        const closedFigures: BillingDay = {
          ...figures,
          closed: true,
          closed_at: now.toISOString(),
          closed_by: actor.fullName,
          counted_cash: fromCentavos(toCentavos(input.counted_cash)),
          variance,
          note: input.note,
        };
        const row = await createDayCloseRepository(tx).insertClose({
          branchId: branch.id,
          date: input.date,
          figures: closedFigures,
          countedCash: input.counted_cash,
          variance,
          note: input.note,
          closedByUserId: actor.id,
          closedByName: actor.fullName,
          closedAt: now,
        });
        if (!row) throw conflict(DAY_CLOSE_MESSAGES.alreadyClosed(input.date));
        await recordAudit(tx, {
          actor,
          entity: 'day_close',
          entityId: row.id,
          action: 'close',
          changes: { date: input.date, counted_cash: closedFigures.counted_cash, variance, note: input.note },
        });
        return closedFigures;
      });
    },
  };
}

export type DayCloseService = ReturnType<typeof createDayCloseService>;
