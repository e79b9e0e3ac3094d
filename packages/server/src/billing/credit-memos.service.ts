import {
  BILLING_MESSAGES,
  addPesos,
  creditMemoFigures,
  toCentavos,
  type CreditMemo,
  type CreditMemoFields,
} from '@clinic/contracts';
import { recordAudit, type Actor } from '../audit/audit-log.ts';
import type { Clock } from '../clock.ts';
import type { Database, Queryable } from '../db/client.ts';
import { conflict, notFound, unprocessable } from '../http/app-error.ts';
import { createBillingRepository } from './billing.repository.ts';
import { creditMemoContent, textAroundNumber } from './document-chain.ts';
import { figuresOf, statusAfter } from './invoice-figures.ts';
import { returnStock } from './invoice-stock.ts';
import { lockInvoice } from './invoices.service.ts';
import { toCreditMemoResponse } from './invoices.mapper.ts';

export async function readCreditMemo(db: Queryable, id: number): Promise<CreditMemo> {
  const repository = createBillingRepository(db);
  const memo = await repository.findCreditMemo(id);
  if (!memo) throw notFound(BILLING_MESSAGES.creditMemoNotFound);
  const invoice = (await repository.findInvoice(memo.invoiceId))!;
  return toCreditMemoResponse(memo, invoice, await repository.creditMemoLines(id), await repository.lines(invoice.id));
}

export function createCreditMemosService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    get: (id: number) => readCreditMemo(db, id),

    /**
     * A credit memo against an issued invoice: each line's share of its net for the quantity
     * returned, numbered in its own series and chained like an invoice; what the invoice kept of its
     * payments beyond the new amount owed is paid back, by the tender or as patient credit.
     */
    async create(actor: Actor, invoiceId: number, input: CreditMemoFields): Promise<CreditMemo> {
      const now = clock();
      return db.transaction(async (tx) => {
        const repository = createBillingRepository(tx);
        const invoice = await lockInvoice(tx, invoiceId);
        if (invoice.status === 'draft' || invoice.status === 'void') throw conflict(BILLING_MESSAGES.creditOnlyIssued);
        const lines = await repository.lines(invoiceId);
        const byId = new Map(lines.map((line) => [line.id, line]));
        const returned = await repository.creditedQuantities(input.lines.map((line) => line.invoice_line_id));
        const memoLines = input.lines.map((asked) => {
          const line = byId.get(asked.invoice_line_id);
          if (!line) throw unprocessable(BILLING_MESSAGES.lineNotOnInvoice(asked.invoice_line_id));
          const before = returned.get(line.id) ?? 0;
          const left = Math.round((Number(line.quantity) - before) * 100) / 100;
          if (asked.quantity > left) throw unprocessable(BILLING_MESSAGES.returnTooLarge(line.id, left));
          returned.set(line.id, before + asked.quantity);
          return { line, asked, before };
        });
        const payments = await repository.payments(invoiceId);
        const memoFigures = creditMemoFigures(
          figuresOf(invoice, lines, payments).totals,
          memoLines.map(({ line, asked, before }) => ({
            quantity: Number(line.quantity),
            net: line.net,
            sale_class: line.totals.sale_class,
            credited_quantity: before,
            returned: asked.quantity,
          })),
        );
        const { total, refunded } = memoFigures;

        const written = await repository.insertCreditMemo({
          invoiceId,
          reason: input.reason,
          tender: input.tender,
          reference: input.reference || null,
          total,
          vat: memoFigures.vat,
          refunded,
          issuedByUserId: actor.id,
        });
        const writtenLines = await repository.insertCreditMemoLines(
          memoLines.map(({ line, asked }, index) => ({
            invoiceLineId: line.id,
            quantity: String(asked.quantity),
            ...memoFigures.lines[index]!,
            creditMemoId: written.id,
          })),
        );
        // Numbered once its content is written, as an invoice is (decision 063): the series stays
        // locked from here to the commit. The stock entries name the number, so they come after.
        const memo = await repository.numberCreditMemo(written.id, invoice.branchId, {
          ...textAroundNumber(creditMemoContent(written, writtenLines)),
          issueTime: now,
        });
        const stockEntries = await returnStock(
          tx,
          { number: memo.number!, issuedAt: memo.issuedAt! },
          actor,
          memoLines.map(({ line, asked }) => ({
            line,
            quantity: asked.quantity,
            returnToStock: asked.return_to_stock,
          })),
        );
        for (const [index, stockAdjustmentId] of stockEntries.entries()) {
          if (stockAdjustmentId !== null)
            await repository.setLineStockAdjustment(writtenLines[index]!.id, stockAdjustmentId);
        }

        if (input.tender === 'patient_credit' && toCentavos(refunded) > 0 && invoice.patientId !== null) {
          await repository.insertCreditEntry({
            patientId: invoice.patientId,
            amount: refunded,
            kind: 'refund',
            invoiceId,
            creditMemoId: memo.id,
            createdByUserId: actor.id,
          });
        }
        const credited = {
          credited: addPesos([invoice.credited, total]),
          refunded: addPesos([invoice.refunded, refunded]),
        };
        const figures = figuresOf({ ...invoice, ...credited }, lines, payments);
        await repository.updateInvoice(invoiceId, {
          ...credited,
          status: statusAfter(invoice.status, figures.totals),
          totals: figures.totals,
          totalDue: figures.totals.total_due,
          balance: figures.totals.balance,
          updatedAt: now,
        });
        await recordAudit(tx, {
          actor,
          entity: 'credit_memo',
          entityId: memo.id,
          action: 'create',
          patientId: invoice.patientId ?? undefined,
          changes: { number: memo.number, invoice: invoice.number, total, refunded, tender: input.tender },
        });
        return readCreditMemo(tx, memo.id);
      });
    },
  };
}

export type CreditMemosService = ReturnType<typeof createCreditMemosService>;
