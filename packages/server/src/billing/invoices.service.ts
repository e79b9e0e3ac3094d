import {
  BILLING_MESSAGES,
  fromCentavos,
  toCentavos,
  totalPages,
  type DraftInvoiceFields,
  type Invoice,
  type InvoiceListQuery,
  type InvoiceListResponse,
  type InvoiceTotals,
  type PaymentFields,
} from '@clinic/contracts';
import { auditValues, recordAudit, type Actor, type AuditEntry } from '../audit/audit-log.ts';
import type { Clock } from '../clock.ts';
import type { Database, Queryable, Transaction } from '../db/client.ts';
import { conflict, notFound } from '../http/app-error.ts';
import type { ClinicSettingsService } from '../clinic-settings/clinic-settings.service.ts';
import {
  createBillingRepository,
  type InvoiceLineRow,
  type InvoiceRow,
  type PaymentRow,
  type SeniorPwdIdValues,
} from './billing.repository.ts';
import { canonicalJson, checkChains, invoiceContent, textAroundNumber } from './document-chain.ts';
import { figuresOf, statusAfter } from './invoice-figures.ts';
import { priceLines, type PricedLineFields } from './invoice-lines.ts';
import { takeStock } from './invoice-stock.ts';
import { NO_CREDITS, toInvoiceResponse, toInvoiceSummary } from './invoices.mapper.ts';
import { followInvoice, releaseTransactions } from './transactions-follow-invoices.ts';

interface InvoicesServiceDependencies {
  db: Database;
  clock: Clock;
  /** Whose VAT status a new draft takes. */
  clinicSettings: ClinicSettingsService;
}

/** The stored money columns of an invoice's totals. */
const totalsColumns = (totals: InvoiceTotals) => ({ totals, totalDue: totals.total_due, balance: totals.balance });

const patientName = (patient: { firstName: string; lastName: string }) => `${patient.firstName} ${patient.lastName}`;

export async function readInvoice(db: Queryable, id: number): Promise<Invoice> {
  const repository = createBillingRepository(db);
  const invoice = await repository.findInvoice(id);
  if (!invoice) throw notFound(BILLING_MESSAGES.invoiceNotFound);
  const lines = await repository.lines(id);
  return toInvoiceResponse({
    invoice,
    branch: await repository.branch(invoice.branchId),
    lines,
    payments: await repository.payments(id),
    credits: {
      memos: await repository.creditMemosOfInvoice(id),
      quantities: await repository.creditedQuantities(lines.map((line) => line.id)),
    },
  });
}

/** The invoice locked for a change, refused unless it exists. */
export async function lockInvoice(tx: Transaction, id: number): Promise<InvoiceRow> {
  const invoice = await createBillingRepository(tx).findInvoice(id, true);
  if (!invoice) throw notFound(BILLING_MESSAGES.invoiceNotFound);
  return invoice;
}

/** Only a draft changes: once issued, nothing in an invoice ever does. */
function refuseUnlessDraft(invoice: InvoiceRow): InvoiceRow {
  if (invoice.status !== 'draft') throw conflict(BILLING_MESSAGES.issuedIsFinal(invoice.number ?? ''));
  return invoice;
}

const lockDraft = async (tx: Transaction, id: number) => refuseUnlessDraft(await lockInvoice(tx, id));

/**
 * Moves what was paid past the amount owed into the patient's credit, once: the invoice keeps how
 * much it already moved, and the last payment says it went to credit. Answers the invoice and its
 * payments as they then stand.
 */
async function settleOverpayment(
  tx: Transaction,
  actor: Actor,
  invoice: InvoiceRow,
  totals: InvoiceTotals,
  payments: readonly PaymentRow[],
): Promise<{ invoice: InvoiceRow; payments: readonly PaymentRow[] }> {
  const repository = createBillingRepository(tx);
  const moving = toCentavos(totals.overpaid) - toCentavos(invoice.overpaidToCredit);
  const last = payments.at(-1);
  if (moving <= 0 || invoice.patientId === null || !last) return { invoice, payments };
  await repository.insertCreditEntry({
    patientId: invoice.patientId,
    amount: fromCentavos(moving),
    kind: 'overpayment',
    invoiceId: invoice.id,
    createdByUserId: actor.id,
  });
  await repository.updateInvoice(invoice.id, { overpaidToCredit: totals.overpaid });
  return {
    invoice: { ...invoice, overpaidToCredit: totals.overpaid },
    payments: [
      ...payments.slice(0, -1),
      await repository.updatePayment(last.id, { toCredit: fromCentavos(toCentavos(last.toCredit) + moving) }),
    ],
  };
}

/**
 * The ID a senior's or PWD's discount was given at, kept on the patient so that the next invoice's
 * discount fields start filled; null for any other discount.
 */
function seniorPwdIdOf(invoice: InvoiceRow): SeniorPwdIdValues | null {
  const discount = invoice.discount;
  if (invoice.patientId === null || !discount || (discount.kind !== 'senior' && discount.kind !== 'pwd')) return null;
  return {
    patientId: invoice.patientId,
    kind: discount.kind,
    buyerName: discount.buyer_name,
    idType: discount.id_type,
    idNumber: discount.id_number,
    invoiceId: invoice.id,
  };
}

/** What issuing writes onto a draft besides its number: its state, its totals, who issued it. */
const issuingOf = (actor: Actor, totals: InvoiceTotals, now: Date) => ({
  status: statusAfter('issued', totals),
  issuedByUserId: actor.id,
  ...totalsColumns(totals),
  updatedAt: now,
});

/**
 * Whether a draft's issue writes nothing but the invoice, its audit entry and a discount's ID: no
 * line takes stock or follows a procedure, nothing was paid on it (every payment moves its `paid`),
 * and no line's figures move. Such an issue is one statement (decision 067).
 */
function issuesWhole(draft: InvoiceRow, lines: readonly InvoiceLineRow[], figures: ReturnType<typeof figuresOf>) {
  return (
    toCentavos(draft.totals.paid) === 0 &&
    lines.every(
      (line, index) =>
        line.procedureId === null &&
        !(line.kind === 'product' && line.lotId !== null) &&
        canonicalJson(figures.lines[index]) === canonicalJson(line.totals),
    )
  );
}

/** A draft's priced lines as rows, in their order, with their figures; the invoice they go on is the caller's. */
const linesToWrite = (priced: readonly PricedLineFields[], lineTotals: ReturnType<typeof figuresOf>['lines']) =>
  priced.map((line, index) => ({
    ...line,
    position: index + 1,
    quantity: String(line.quantity),
    totals: lineTotals[index]!,
    net: lineTotals[index]!.net,
  }));

export function createInvoicesService({ db, clock, clinicSettings }: InvoicesServiceDependencies) {
  /** A draft's lines priced from the price list and its totals, refused whole at the first bad line. */
  async function draftContent(tx: Transaction, actor: Actor, fields: DraftInvoiceFields, invoiceId: number) {
    const repository = createBillingRepository(tx);
    const patient = await repository.patient(fields.patient_id);
    if (!patient) throw notFound(BILLING_MESSAGES.patientNotFound);
    const priced = await priceLines(repository, fields.lines, { actor, patientId: patient.id, invoiceId });
    return { patient, priced };
  }

  /** Writes a draft's lines, which it has none of yet, and answers them as stored. */
  const writeLines = (
    tx: Transaction,
    invoiceId: number,
    priced: readonly PricedLineFields[],
    lineTotals: ReturnType<typeof figuresOf>['lines'],
  ) =>
    createBillingRepository(tx).insertLines(linesToWrite(priced, lineTotals).map((line) => ({ ...line, invoiceId })));

  const auditEntry = (actor: Actor, invoice: InvoiceRow, action: string, changes: object): AuditEntry => ({
    actor,
    entity: 'invoice',
    entityId: invoice.id,
    action,
    patientId: invoice.patientId ?? undefined,
    changes: { number: invoice.number, ...changes },
  });

  async function audit(tx: Transaction, actor: Actor, invoice: InvoiceRow, action: string, changes: object) {
    await recordAudit(tx, auditEntry(actor, invoice, action, changes));
  }

  const issueAudit = (actor: Actor, invoice: InvoiceRow, totals: InvoiceTotals) =>
    auditValues(auditEntry(actor, invoice, 'issue', { total_due: totals.total_due, status: invoice.status }));

  /**
   * Issues a draft in one transaction: stock taken, totals computed again, the issued invoice and
   * its audit entry written, and as it commits the series' next number taken under its row lock
   * and the hash chained to the series' last document. Any refusal rolls it all back, so a number
   * is never skipped. Issues wait on the series lock for each other, so the database takes the
   * number at the commit (decision 065): the lock is held for its own work and the commit's
   * flush, never across a trip back to this server. The answer is built from the rows as
   * written, with what the number gave read after the commit.
   */
  async function issueInTransaction(actor: Actor, id: number): Promise<Invoice> {
    const now = clock();
    const issued = await db.transaction(async (tx) => {
      const repository = createBillingRepository(tx);
      const locked = await repository.invoiceToIssue(id, true);
      if (!locked) throw notFound(BILLING_MESSAGES.invoiceNotFound);
      const { branch, lines: drafted } = locked;
      const draft = refuseUnlessDraft(locked.invoice);
      for (const line of drafted) {
        if (line.procedureId === null) continue;
        const invoiced = await repository.invoiceOfProcedure(line.procedureId, id);
        if (invoiced) throw conflict(BILLING_MESSAGES.procedureAlreadyInvoiced(invoiced.number));
      }
      const stocked = await takeStock(tx, draft, drafted);
      // Every payment moves the invoice's `paid` (`pay`), so a draft with nothing paid has none to read.
      const payments = toCentavos(draft.totals.paid) > 0 ? await repository.payments(id) : [];
      const figures = figuresOf(draft, stocked, payments);
      const lines: InvoiceLineRow[] = [];
      for (const [index, line] of stocked.entries()) {
        const totals = figures.lines[index]!;
        // The draft stored its figures when written; only a line whose figures moved is written again.
        const moved = canonicalJson(totals) !== canonicalJson(line.totals);
        lines.push(moved ? await repository.updateLine(line.id, { totals, net: totals.net }) : line);
      }
      // Written with the number, in the numbering statement: one round trip fewer.
      const issuing = issuingOf(actor, figures.totals, now);
      const ready: InvoiceRow = { ...draft, ...issuing };
      const seniorPwdId = seniorPwdIdOf(ready);
      if (seniorPwdId) await repository.keepSeniorPwdId(seniorPwdId);
      const settled = await settleOverpayment(tx, actor, ready, figures.totals, payments);
      await followInvoice(tx, settled.invoice, lines, settled.payments, now);

      // Written last; the number, issue time and hash are taken as the transaction commits.
      await repository.issueInvoice(
        draft,
        issuing,
        { ...textAroundNumber(invoiceContent(settled.invoice, lines)), issueTime: clock() },
        issueAudit(actor, settled.invoice, figures.totals),
      );
      return { invoice: settled.invoice, branch, lines, payments: settled.payments, credits: NO_CREDITS };
    });
    const numbered = await createBillingRepository(db).numberedInvoice(id);
    return toInvoiceResponse({ ...issued, invoice: { ...issued.invoice, ...numbered } });
  }

  return {
    async list(query: InvoiceListQuery): Promise<InvoiceListResponse> {
      const { items, total } = await createBillingRepository(db).page(query);
      return { items: items.map(toInvoiceSummary), total, totalPages: totalPages(total, query.pageSize) };
    },

    get: (id: number) => readInvoice(db, id),

    /**
     * Writes a new draft. Its reads need no lock and its writes are one statement, so it runs
     * without a transaction: a sale's draft is four round trips to the database, not ten.
     */
    async create(actor: Actor, fields: DraftInvoiceFields): Promise<Invoice> {
      const now = clock();
      const repository = createBillingRepository(db);
      const context = await repository.draftContext(fields.patient_id);
      if (!context) throw notFound(BILLING_MESSAGES.patientNotFound);
      const { patient } = context;
      const priced = await priceLines(repository, fields.lines, { actor, patientId: patient.id, invoiceId: 0 });
      const vatStatus = context.vatStatus ?? (await clinicSettings.forInvoices()).vat_status;
      const branch = context.branch ?? (await repository.ensureMainBranch());
      const discount = fields.discount ?? null;
      const figures = figuresOf({ vatStatus, discount, credited: '0', refunded: '0' }, priced, []);
      const { invoice, lines } = await repository.insertDraft(
        {
          branchId: branch.id,
          patientId: patient.id,
          buyerName: patientName(patient),
          buyerAddress: patient.address,
          buyerTin: fields.buyer_tin,
          vatStatus,
          discount,
          ...totalsColumns(figures.totals),
          createdByUserId: actor.id,
          createdAt: now,
          updatedAt: now,
        },
        linesToWrite(priced, figures.lines),
        auditValues({
          actor,
          entity: 'invoice',
          action: 'create',
          patientId: patient.id,
          changes: { number: null, total_due: figures.totals.total_due, lines: priced.length },
        }),
      );
      // Answered from what was just written: a new draft has no payments or credit memos yet.
      return toInvoiceResponse({ invoice, branch, lines, payments: [], credits: NO_CREDITS });
    },

    async update(actor: Actor, id: number, fields: DraftInvoiceFields): Promise<Invoice> {
      const now = clock();
      return db.transaction(async (tx) => {
        const repository = createBillingRepository(tx);
        const before = await lockDraft(tx, id);
        const { patient, priced } = await draftContent(tx, actor, fields, id);
        const discount = fields.discount ?? null;
        const figures = figuresOf({ ...before, discount }, priced, await repository.payments(id));
        await repository.deleteLines(id);
        await writeLines(tx, id, priced, figures.lines);
        await repository.updateInvoice(id, {
          patientId: patient.id,
          buyerName: patientName(patient),
          buyerAddress: patient.address,
          buyerTin: fields.buyer_tin,
          discount,
          ...totalsColumns(figures.totals),
          updatedAt: now,
        });
        await audit(tx, actor, before, 'update', { total_due: figures.totals.total_due, lines: priced.length });
        return readInvoice(tx, id);
      });
    },

    /** Deletes a draft; a deposit taken on it goes into the patient's credit. */
    async remove(actor: Actor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const repository = createBillingRepository(tx);
        const draft = await lockDraft(tx, id);
        const deposits = draft.totals.paid;
        if (toCentavos(deposits) > 0 && draft.patientId !== null) {
          await repository.insertCreditEntry({
            patientId: draft.patientId,
            amount: deposits,
            kind: 'deposit_returned',
            createdByUserId: actor.id,
          });
        }
        await repository.deleteInvoice(id);
        await audit(tx, actor, draft, 'delete', { total_due: draft.totalDue, deposits });
      });
    },

    /**
     * Issues a draft. One that writes nothing but itself is issued whole in one statement from an
     * unlocked read, which it writes only if the draft is still as read (decision 067); any other,
     * or one changed in between, in a transaction (`issueInTransaction`).
     */
    async issue(actor: Actor, id: number): Promise<Invoice> {
      const now = clock();
      const read = await createBillingRepository(db).invoiceToIssue(id, false);
      if (!read) throw notFound(BILLING_MESSAGES.invoiceNotFound);
      const draft = refuseUnlessDraft(read.invoice);
      const figures = figuresOf(draft, read.lines, []);
      if (issuesWhole(draft, read.lines, figures)) {
        const issuing = issuingOf(actor, figures.totals, now);
        const issued: InvoiceRow = { ...draft, ...issuing };
        const numbered = await createBillingRepository(db).issueWhole(
          { ...draft, version: read.version },
          issuing,
          { ...textAroundNumber(invoiceContent(issued, read.lines)), issueTime: clock() },
          issueAudit(actor, issued, figures.totals),
          seniorPwdIdOf(issued),
        );
        if (numbered) {
          const invoice = { ...issued, ...numbered };
          return toInvoiceResponse({
            invoice,
            branch: read.branch,
            lines: read.lines,
            payments: [],
            credits: NO_CREDITS,
          });
        }
      }
      return issueInTransaction(actor, id);
    },

    /** A payment, on a draft (a deposit) or an issued invoice; past the balance it becomes patient credit. */
    async pay(actor: Actor, id: number, input: PaymentFields): Promise<Invoice> {
      const now = clock();
      return db.transaction(async (tx) => {
        const repository = createBillingRepository(tx);
        const invoice = await lockInvoice(tx, id);
        if (invoice.status === 'void') throw conflict(BILLING_MESSAGES.voidRefusesPayment);
        if (input.tender === 'patient_credit') {
          if (invoice.patientId === null) throw conflict(BILLING_MESSAGES.notEnoughCredit('0.00'));
          await repository.lockPatient(invoice.patientId);
          const balance = await repository.creditBalance(invoice.patientId);
          if (toCentavos(input.amount) > toCentavos(balance)) throw conflict(BILLING_MESSAGES.notEnoughCredit(balance));
          await repository.insertCreditEntry({
            patientId: invoice.patientId,
            amount: fromCentavos(-toCentavos(input.amount)),
            kind: 'used',
            invoiceId: id,
            createdByUserId: actor.id,
          });
        }
        await repository.insertPayment({
          invoiceId: id,
          tender: input.tender,
          amount: input.amount,
          reference: input.reference || null,
          takenAt: now,
          takenByUserId: actor.id,
          takenByName: actor.fullName,
        });
        const lines = await repository.lines(id);
        const payments = await repository.payments(id);
        const figures = figuresOf(invoice, lines, payments);
        const status = statusAfter(invoice.status, figures.totals);
        const after = await repository.updateInvoice(id, { status, ...totalsColumns(figures.totals), updatedAt: now });
        if (status !== 'draft') {
          const settled = await settleOverpayment(tx, actor, after, figures.totals, payments);
          await followInvoice(tx, settled.invoice, lines, settled.payments, now);
        }
        await audit(tx, actor, invoice, 'payment', {
          tender: input.tender,
          amount: input.amount,
          reference: input.reference ?? null,
          status,
        });
        return readInvoice(tx, id);
      });
    },

    /** Voids an issued invoice: its number stays used; what it kept of its payments becomes patient credit. */
    async void(actor: Actor, id: number, reason: string): Promise<Invoice> {
      const now = clock();
      return db.transaction(async (tx) => {
        const repository = createBillingRepository(tx);
        const invoice = await lockInvoice(tx, id);
        if (invoice.status === 'draft') throw conflict(BILLING_MESSAGES.draftCannotBeVoided);
        if (invoice.status === 'void') throw conflict(BILLING_MESSAGES.alreadyVoid);
        const kept = toCentavos(invoice.totals.paid) - toCentavos(invoice.totals.overpaid);
        if (kept > 0 && invoice.patientId !== null) {
          await repository.insertCreditEntry({
            patientId: invoice.patientId,
            amount: fromCentavos(kept),
            kind: 'void',
            invoiceId: id,
            createdByUserId: actor.id,
          });
        }
        await repository.updateInvoice(id, { status: 'void', voidedAt: now, voidReason: reason, updatedAt: now });
        await releaseTransactions(tx, await repository.lines(id), now);
        await audit(tx, actor, invoice, 'void', { reason, returned_to_credit: fromCentavos(Math.max(0, kept)) });
        return readInvoice(tx, id);
      });
    },

    checkChains: () => checkChains(db),
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
