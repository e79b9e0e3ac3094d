import type { DocumentType, InvoiceListQuery } from '@clinic/contracts';
import { and, asc, desc, eq, getTableColumns, gt, gte, inArray, isNotNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client.ts';
import { containsPattern } from '../db/contains-pattern.ts';
import {
  bindRow,
  defineKeptInsert,
  insertForEachRowOf,
  placeholderRow,
  rowShape,
  type RowShape,
} from '../db/kept-inserts.ts';
import { defineKeptStatement, placeholder, type NoShape } from '../db/kept-statements.ts';
import type { TextAroundNumber } from './document-chain.ts';
import {
  auditEvents,
  branches,
  clinicSettings,
  creditMemoLines,
  creditMemos,
  documentSeries,
  invoiceLines,
  invoicePayments,
  invoices,
  invoicesToNumber,
  lotUsages,
  patientCreditEntries,
  patientSeniorPwdIds,
  patients,
  procedures,
  productLots,
  products,
  services,
} from '../db/schema/index.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
export type PaymentRow = typeof invoicePayments.$inferSelect;
export type CreditMemoRow = typeof creditMemos.$inferSelect;
export type CreditMemoLineRow = typeof creditMemoLines.$inferSelect;

const MAIN_BRANCH = 'Main';

// The statements of every sale (a draft, then its issue), built once per connection.
const patientStatement = defineKeptStatement('billing.patient', (_shape: NoShape, db) =>
  db
    .select({ id: patients.id, firstName: patients.firstName, lastName: patients.lastName, address: patients.address })
    .from(patients)
    .where(eq(patients.id, placeholder('id'))),
);

/**
 * What a new draft needs besides its lines' prices, in one statement: the patient (no row when there
 * is none), the clinic's VAT status and the main branch (each null until first written).
 */
const draftContextStatement = defineKeptStatement('billing.draft-context', (_shape: NoShape, db) =>
  db
    .select({
      patient: {
        id: patients.id,
        firstName: patients.firstName,
        lastName: patients.lastName,
        address: patients.address,
      },
      vatStatus: clinicSettings.vatStatus,
      branch: branches,
    })
    .from(patients)
    .leftJoin(clinicSettings, eq(clinicSettings.id, 1))
    .leftJoin(branches, eq(branches.name, MAIN_BRANCH))
    .where(eq(patients.id, placeholder('id'))),
);

/** The invoice's row version: PostgreSQL's `xmin`, which every change of the row moves. */
const invoiceVersion = sql<string>`${invoices}.xmin::text`;

/**
 * The invoice with its branch, its lines and its row version: a row per line (one with no line for
 * an empty draft), locked until the transaction ends when `lock` is set.
 */
const invoiceToIssueStatement = defineKeptStatement('billing.invoice-to-issue', ({ lock }: { lock: boolean }, db) => {
  const query = db
    .select({ invoice: invoices, version: invoiceVersion, branch: branches, line: invoiceLines })
    .from(invoices)
    .innerJoin(branches, eq(branches.id, invoices.branchId))
    .leftJoin(invoiceLines, eq(invoiceLines.invoiceId, invoices.id))
    .where(eq(invoices.id, placeholder('id')))
    .orderBy(asc(invoiceLines.position));
  return lock ? query.for('update', { of: invoices }) : query;
});

const invoiceLinesStatement = defineKeptStatement('billing.invoice-lines', (_shape: NoShape, db) =>
  db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, placeholder('invoiceId')))
    .orderBy(asc(invoiceLines.position)),
);

const invoicePaymentsStatement = defineKeptStatement('billing.invoice-payments', (_shape: NoShape, db) =>
  db
    .select()
    .from(invoicePayments)
    .where(eq(invoicePayments.invoiceId, placeholder('invoiceId')))
    .orderBy(asc(invoicePayments.id)),
);

const mainBranchStatement = defineKeptStatement('billing.main-branch', (_shape: NoShape, db) =>
  db.select().from(branches).where(eq(branches.name, MAIN_BRANCH)),
);

/** The services of a draft's lines: one statement per number of ids asked for. */
const servicesStatement = defineKeptStatement('billing.services-by-ids', ({ count }: { count: number }, db) =>
  db
    .select()
    .from(services)
    .where(
      inArray(
        services.id,
        Array.from({ length: count }, (_, index) => sql.placeholder(`id${index}`)),
      ),
    ),
);

const insertLinesStatement = defineKeptInsert('billing.insert-invoice-lines', invoiceLines);

type InvoiceValues = Partial<typeof invoices.$inferInsert>;
type InvoiceLineValues = typeof invoiceLines.$inferInsert;
type AuditValues = typeof auditEvents.$inferInsert;
export type SeniorPwdIdValues = typeof patientSeniorPwdIds.$inferInsert;
/**
 * The next number of the branch's series of `documentType`, with the document's issue time and
 * hash (`clinic_take_number`, which locks the series row until the transaction ends), as a CTE.
 * The branch is the bound `branchId`, or with `forEachOf` the `branch_id` of each row of that CTE,
 * so that no number is taken when it has none.
 */
function takenNumber(db: Queryable, documentType: DocumentType, forEachOf?: string) {
  const source = forEachOf
    ? sql`${sql.identifier(forEachOf)} CROSS JOIN LATERAL clinic_take_number(${sql.identifier(forEachOf)}.branch_id, `
    : sql`clinic_take_number(${placeholder('branchId')}::integer, `;
  return db.$with('taken').as(
    db
      .select({
        seriesId: sql<number>`t.series_id`.as('series_id'),
        serial: sql<number>`t.serial`.as('serial'),
        number: sql<string>`t.number`.as('number'),
        issuedAt: sql<string>`t.issued_at`.as('issued_at'),
        previousHash: sql<string | null>`t.previous_hash`.as('previous_hash'),
        contentHash: sql<string>`t.content_hash`.as('content_hash'),
      })
      .from(
        sql`${source}${sql.raw(`'${documentType}'`)},
              ${placeholder('issueTime')}::timestamptz, ${placeholder('beforeIssuedAt')}::text,
              ${placeholder('beforeNumber')}::text, ${placeholder('afterNumber')}::text) AS t`,
      ),
  );
}

/** A document's columns set from `takenNumber`. */
const NUMBERED_COLUMNS = {
  seriesId: sql`(SELECT series_id FROM taken)`,
  serial: sql`(SELECT serial FROM taken)`,
  number: sql`(SELECT number FROM taken)`,
  issuedAt: sql`(SELECT issued_at FROM taken)`,
  previousHash: sql`(SELECT previous_hash FROM taken)`,
  contentHash: sql`(SELECT content_hash FROM taken)`,
};

/** The values `takenNumber` reads: the document's branch and its text around its number (decision 063). */
const numberingValues = (branchId: number, chained: TextAroundNumber & { issueTime: Date }) => ({
  branchId,
  issueTime: chained.issueTime.toISOString(),
  beforeIssuedAt: chained.beforeIssuedAt,
  beforeNumber: chained.beforeNumber,
  afterNumber: chained.afterNumber,
});

/**
 * Issues an invoice in one statement: writes its state and totals, appends the issue's audit
 * entry, and leaves the invoice to be numbered as the transaction commits: the row it writes into
 * `invoices_to_number` fires `clinic_number_invoice_at_commit` then (decision 065). Kept for the
 * columns the invoice and the entry set, so its text is written once per connection rather than on
 * every issue.
 */
const issueInvoiceStatement = defineKeptStatement(
  'billing.issue-invoice',
  ({ invoice, audit }: { invoice: RowShape; audit: RowShape }, db) => {
    const entry = db.$with('entry').as(
      db
        .insert(auditEvents)
        .values(placeholderRow('audit', audit) as AuditValues)
        .returning({ id: auditEvents.id }),
    );
    const toNumber = db.$with('to_number').as(
      db.insert(invoicesToNumber).values({
        invoiceId: sql.placeholder('id'),
        branchId: sql.placeholder('branchId'),
        issueTime: sql`${placeholder('issueTime')}::timestamptz`,
        beforeIssuedAt: sql.placeholder('beforeIssuedAt'),
        beforeNumber: sql.placeholder('beforeNumber'),
        afterNumber: sql.placeholder('afterNumber'),
        auditEventId: sql`(SELECT id FROM entry)`,
      }),
    );
    return db
      .with(entry, toNumber)
      .update(invoices)
      .set(placeholderRow('invoice', invoice) as InvoiceValues)
      .where(eq(invoices.id, placeholder('id')));
  },
);

/** What an invoice's number gave it. */
const NUMBERED_FIELDS = {
  seriesId: invoices.seriesId,
  serial: invoices.serial,
  number: invoices.number,
  issuedAt: invoices.issuedAt,
  previousHash: invoices.previousHash,
  contentHash: invoices.contentHash,
};

/** What an invoice's number gave it: read once its issue has committed. */
const numberedInvoiceStatement = defineKeptStatement('billing.numbered-invoice', (_shape: NoShape, db) =>
  db
    .select(NUMBERED_FIELDS)
    .from(invoices)
    .where(eq(invoices.id, placeholder('id'))),
);

/**
 * Issues a draft whole in one statement, run on its own, outside any transaction, so that the
 * series is locked for PostgreSQL's own work and the commit's flush alone (decision 067): the
 * draft locked if its row is still the version its figures were computed from, the number, issue
 * time and hash taken for it, the invoice written as issued and numbered, the issue's audit entry
 * (with the number) and, for a senior's or PWD's discount, the ID it was given at. When the draft
 * has changed since it was read, nothing is written and no number taken: the statement answers no
 * row.
 */
const issueWholeStatement = defineKeptStatement(
  'billing.issue-invoice-whole',
  ({ invoice, audit, seniorPwdId }: { invoice: RowShape; audit: RowShape; seniorPwdId: RowShape | null }, db) => {
    const unchanged = db.$with('unchanged').as(
      db
        .select({ id: invoices.id, branchId: invoices.branchId })
        .from(invoices)
        .where(and(eq(invoices.id, placeholder('id')), sql`${invoiceVersion} = ${placeholder('version')}`))
        .for('update'),
    );
    const taken = takenNumber(db, 'invoice', 'unchanged');
    const entry = db.$with('entry', {}).as(
      insertForEachRowOf('taken', auditEvents, 'audit', audit, {
        changes: sql`${placeholder('audit.changes', auditEvents.changes)}::jsonb || jsonb_build_object('number', taken.number)`,
      }),
    );
    const kept = seniorPwdId
      ? [db.$with('senior_pwd_id', {}).as(insertForEachRowOf('taken', patientSeniorPwdIds, 'seniorPwdId', seniorPwdId))]
      : [];
    return db
      .with(unchanged, taken, entry, ...kept)
      .update(invoices)
      .set({ ...(placeholderRow('invoice', invoice) as InvoiceValues), ...NUMBERED_COLUMNS })
      .where(and(eq(invoices.id, placeholder('id')), sql`EXISTS (SELECT FROM taken)`))
      .returning(NUMBERED_FIELDS);
  },
);

/** The columns of `table` as a CTE that wrote it answers them, to select nested under one key. */
function columnsOfWritten<Table extends PgTable>(written: object, table: Table): Table['_']['columns'] {
  const fields = written as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(getTableColumns(table)).map((key) => [key, fields[key]]),
  ) as Table['_']['columns'];
}

/**
 * A new draft written in one statement, which needs no transaction: the invoice, its lines (at
 * least one, as every draft has; their `invoiceId` left to the statement) and its creation's audit
 * entry (its `entityId` likewise), answered as a row per line in the lines' order.
 */
const insertDraftStatement = defineKeptStatement(
  'billing.insert-draft',
  ({ invoice, lines, audit }: { invoice: RowShape; lines: readonly RowShape[]; audit: RowShape }, db) => {
    const written = db.$with('written').as(
      db
        .insert(invoices)
        .values(placeholderRow('invoice', invoice) as typeof invoices.$inferInsert)
        .returning(),
    );
    const writtenLines = db.$with('written_lines').as(
      db
        .insert(invoiceLines)
        .values(
          lines.map((shape, index) => ({
            ...(placeholderRow(`line${index}`, shape) as InvoiceLineValues),
            invoiceId: sql`(SELECT id FROM written)`,
          })),
        )
        .returning(),
    );
    const alongside = db.$with('alongside').as(
      db.insert(auditEvents).values({
        ...(placeholderRow('audit', audit) as AuditValues),
        entityId: sql`(SELECT id::text FROM written)`,
      }),
    );
    return db
      .with(written, writtenLines, alongside)
      .select({ invoice: columnsOfWritten(written, invoices), line: columnsOfWritten(writtenLines, invoiceLines) })
      .from(written)
      .innerJoin(writtenLines, sql`true`)
      .orderBy(asc(sql`${writtenLines.position}`));
  },
);

/** Numbers a credit memo written without its number, and answers it as stored. */
const numberCreditMemoStatement = defineKeptStatement('billing.number-credit-memo', (_shape: NoShape, db) => {
  const taken = takenNumber(db, 'credit_memo');
  return db
    .with(taken)
    .update(creditMemos)
    .set(NUMBERED_COLUMNS)
    .where(eq(creditMemos.id, placeholder('id')))
    .returning();
});

/** Rows grouped by a key, each group in the rows' order. */
function groupedBy<Row>(rows: readonly Row[], keyOf: (row: Row) => number): Map<number, Row[]> {
  const groups = new Map<number, Row[]>();
  for (const row of rows) {
    const group = groups.get(keyOf(row));
    if (group) group.push(row);
    else groups.set(keyOf(row), [row]);
  }
  return groups;
}

const sortedByPosition = (rows: InvoiceLineRow[]) => rows.sort((a, b) => a.position - b.position);

const byId = <Row extends { id: number }>(rows: readonly Row[]) => new Map(rows.map((row) => [row.id, row]));

/** The day of issue (a draft: of creation) in the clinic's zone. */
const invoiceDay = sql`clinic_date(coalesce(${invoices.issuedAt}, ${invoices.createdAt}))`;

function listConditions(query: InvoiceListQuery): SQL | undefined {
  return and(
    query.patient_id ? eq(invoices.patientId, query.patient_id) : undefined,
    query.status ? eq(invoices.status, query.status) : undefined,
    query.from ? gte(invoiceDay, query.from) : undefined,
    query.to ? lte(invoiceDay, query.to) : undefined,
    query.number ? sql`lower(${invoices.number}) like ${containsPattern(query.number)}` : undefined,
  );
}

export function createBillingRepository(db: Queryable) {
  return {
    /** The clinic's one branch, "Main", made with its invoice and credit memo series on first use. */
    async ensureMainBranch() {
      const [existing] = await mainBranchStatement(db, {}).execute();
      if (existing) return existing;
      // Two first writes at once: the second waits for the first's row, then finds it.
      await db.insert(branches).values({ name: MAIN_BRANCH }).onConflictDoNothing();
      const [row] = await mainBranchStatement(db, {}).execute();
      await db
        .insert(documentSeries)
        .values([
          { branchId: row!.id, documentType: 'invoice', prefix: 'INV-' },
          { branchId: row!.id, documentType: 'credit_memo', prefix: 'CM-' },
        ])
        .onConflictDoNothing();
      return row!;
    },

    /** The patient of a new draft with the clinic's VAT status and main branch, or nothing without the patient. */
    async draftContext(patientId: number) {
      const [row] = await draftContextStatement(db, {}).execute({ id: patientId });
      return row;
    },

    /**
     * Writes a new draft, its lines and its audit entry in one statement (`insertDraftStatement`),
     * and answers the invoice and its lines as stored.
     */
    async insertDraft(
      invoice: typeof invoices.$inferInsert,
      lines: readonly Omit<InvoiceLineValues, 'invoiceId'>[],
      audit: Omit<AuditValues, 'entityId'>,
    ) {
      const shape = { invoice: rowShape(invoice), lines: lines.map(rowShape), audit: rowShape(audit) };
      const bound: Record<string, unknown> = {};
      bindRow(bound, 'invoice', invoice, shape.invoice);
      lines.forEach((line, index) => bindRow(bound, `line${index}`, line, shape.lines[index]!));
      bindRow(bound, 'audit', audit, shape.audit);
      const rows = await insertDraftStatement(db, shape).execute(bound);
      return { invoice: rows[0]!.invoice, lines: rows.map(({ line }) => line) };
    },

    async findMainBranch() {
      const [row] = await mainBranchStatement(db, {}).execute();
      return row;
    },

    async branch(id: number) {
      const [row] = await db.select().from(branches).where(eq(branches.id, id));
      return row!;
    },

    /**
     * Issues a draft (`issueInvoiceStatement`): writes `issued` and the issue's audit entry, and
     * leaves the number, issue time and hash to the commit.
     */
    async issueInvoice(
      invoice: { id: number; branchId: number },
      issued: InvoiceValues,
      chained: TextAroundNumber & { issueTime: Date },
      audit: AuditValues,
    ) {
      const shape = { invoice: rowShape(issued), audit: rowShape(audit) };
      const bound: Record<string, unknown> = { id: invoice.id, ...numberingValues(invoice.branchId, chained) };
      bindRow(bound, 'invoice', issued, shape.invoice);
      bindRow(bound, 'audit', audit, shape.audit);
      await issueInvoiceStatement(db, shape).execute(bound);
    },

    /**
     * Issues a draft whole in one statement (`issueWholeStatement`) if its row is still at
     * `version`, and answers what its number gave it; undefined, with nothing written, otherwise.
     */
    async issueWhole(
      invoice: { id: number; branchId: number; version: string },
      issued: InvoiceValues,
      chained: TextAroundNumber & { issueTime: Date },
      audit: AuditValues,
      seniorPwdId: SeniorPwdIdValues | null,
    ) {
      const shape = {
        invoice: rowShape(issued),
        audit: rowShape(audit),
        seniorPwdId: seniorPwdId && rowShape(seniorPwdId),
      };
      const bound: Record<string, unknown> = {
        id: invoice.id,
        version: invoice.version,
        ...numberingValues(invoice.branchId, chained),
      };
      bindRow(bound, 'invoice', issued, shape.invoice);
      bindRow(bound, 'audit', audit, shape.audit);
      if (seniorPwdId && shape.seniorPwdId) bindRow(bound, 'seniorPwdId', seniorPwdId, shape.seniorPwdId);
      const [numbered] = await issueWholeStatement(db, shape).execute(bound);
      return numbered;
    },

    /** The number, issue time and hash an invoice's issue gave it as it committed. */
    async numberedInvoice(id: number) {
      const [numbered] = await numberedInvoiceStatement(db, {}).execute({ id });
      if (!numbered?.number) throw new Error(`invoice ${id} was not numbered`);
      return numbered;
    },

    allSeries: () => db.select().from(documentSeries).orderBy(asc(documentSeries.id)),

    async patient(id: number) {
      const [row] = await patientStatement(db, {}).execute({ id });
      return row;
    },

    /** Each of the services, by id, in one statement (none when no id is asked for). */
    servicesByIds: async (ids: readonly number[]) =>
      byId(
        ids.length
          ? await servicesStatement(db, { count: ids.length }).execute(
              Object.fromEntries(ids.map((id, index) => [`id${index}`, id])),
            )
          : [],
      ),

    productsByIds: async (ids: readonly number[]) =>
      byId(
        ids.length
          ? await db
              .select()
              .from(products)
              .where(inArray(products.id, [...ids]))
          : [],
      ),

    lotsByIds: async (ids: readonly number[]) =>
      byId(
        ids.length
          ? await db
              .select()
              .from(productLots)
              .where(inArray(productLots.id, [...ids]))
          : [],
      ),

    async procedure(id: number) {
      const [row] = await db
        .select({ id: procedures.id, patientId: procedures.patientId })
        .from(procedures)
        .where(eq(procedures.id, id));
      return row;
    },

    /** The number of the issued (not void) invoice a procedure is on, other than `exceptInvoiceId`. */
    async invoiceOfProcedure(
      procedureId: number,
      exceptInvoiceId = 0,
    ): Promise<{ id: number; number: string } | undefined> {
      const [row] = await db
        .select({ id: invoices.id, number: invoices.number })
        .from(invoiceLines)
        .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
        .where(
          and(
            eq(invoiceLines.procedureId, procedureId),
            isNotNull(invoices.number),
            ne(invoices.status, 'void'),
            ne(invoices.id, exceptInvoiceId),
          ),
        )
        .limit(1);
      return row?.number ? { id: row.id, number: row.number } : undefined;
    },

    /** Whether the procedure's own points already took stock of the lot. */
    async procedureTookFromLot(procedureId: number, lotId: number) {
      const [row] = await db
        .select({ id: lotUsages.id })
        .from(lotUsages)
        .where(and(eq(lotUsages.procedureId, procedureId), eq(lotUsages.lotId, lotId), eq(lotUsages.taken, true)))
        .limit(1);
      return row !== undefined;
    },

    /**
     * The invoice with its branch, its lines and its row version: what an issue starts from; with
     * `lock`, locked until the transaction ends.
     */
    async invoiceToIssue(id: number, lock: boolean) {
      const rows = await invoiceToIssueStatement(db, { lock }).execute({ id });
      const [first] = rows;
      if (!first) return undefined;
      const lines = rows.flatMap(({ line }) => (line ? [line] : []));
      return { invoice: first.invoice, version: first.version, branch: first.branch, lines };
    },

    async findInvoice(id: number, lock = false) {
      const query = db.select().from(invoices).where(eq(invoices.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** Answers the invoice as it now stands, so a caller need not read it again. */
    async updateInvoice(id: number, values: Partial<typeof invoices.$inferInsert>) {
      const [row] = await db.update(invoices).set(values).where(eq(invoices.id, id)).returning();
      return row!;
    },

    async deleteInvoice(id: number) {
      await db.delete(invoices).where(eq(invoices.id, id));
    },

    lines: (invoiceId: number) => invoiceLinesStatement(db, {}).execute({ invoiceId }),

    /** Writes the lines in one statement and answers them as stored, in their order. */
    insertLines: async (rows: (typeof invoiceLines.$inferInsert)[]) =>
      rows.length > 0 ? sortedByPosition(await insertLinesStatement(db, rows)) : [],

    async deleteLines(invoiceId: number) {
      await db.delete(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId));
    },

    async updateLine(id: number, values: Partial<typeof invoiceLines.$inferInsert>) {
      const [row] = await db.update(invoiceLines).set(values).where(eq(invoiceLines.id, id)).returning();
      return row!;
    },

    payments: (invoiceId: number) => invoicePaymentsStatement(db, {}).execute({ invoiceId }),

    async insertPayment(values: typeof invoicePayments.$inferInsert) {
      const [row] = await db.insert(invoicePayments).values(values).returning();
      return row!;
    },

    async updatePayment(id: number, values: Partial<typeof invoicePayments.$inferInsert>) {
      const [row] = await db.update(invoicePayments).set(values).where(eq(invoicePayments.id, id)).returning();
      return row!;
    },

    async insertLotUsage(values: typeof lotUsages.$inferInsert) {
      const [row] = await db.insert(lotUsages).values(values).returning({ id: lotUsages.id });
      return row!.id;
    },

    /** Locks the patient's row: credit is spent one payment at a time. */
    async lockPatient(id: number) {
      await db.select({ id: patients.id }).from(patients).where(eq(patients.id, id)).for('update');
    },

    async creditBalance(patientId: number): Promise<string> {
      const [row] = await db
        .select({ balance: sql<string>`coalesce(sum(${patientCreditEntries.amount}), 0)::numeric(14,2)::text` })
        .from(patientCreditEntries)
        .where(eq(patientCreditEntries.patientId, patientId));
      return row?.balance ?? '0.00';
    },

    async insertCreditEntry(values: typeof patientCreditEntries.$inferInsert) {
      await db.insert(patientCreditEntries).values(values);
    },

    /** The ledger, newest first, with the numbers of the documents each entry came from. */
    creditEntries: (patientId: number) =>
      db
        .select({
          id: patientCreditEntries.id,
          kind: patientCreditEntries.kind,
          amount: patientCreditEntries.amount,
          invoiceId: patientCreditEntries.invoiceId,
          invoiceNumber: invoices.number,
          creditMemoId: patientCreditEntries.creditMemoId,
          creditMemoNumber: creditMemos.number,
          createdAt: patientCreditEntries.createdAt,
        })
        .from(patientCreditEntries)
        .leftJoin(invoices, eq(invoices.id, patientCreditEntries.invoiceId))
        .leftJoin(creditMemos, eq(creditMemos.id, patientCreditEntries.creditMemoId))
        .where(eq(patientCreditEntries.patientId, patientId))
        .orderBy(desc(patientCreditEntries.id)),

    /** The patient's latest payments, with the numbers of their invoices. */
    paymentsOfPatient: (patientId: number, limit: number) =>
      db
        .select({ payment: invoicePayments, invoiceNumber: invoices.number })
        .from(invoicePayments)
        .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
        .where(eq(invoices.patientId, patientId))
        .orderBy(desc(invoicePayments.takenAt), desc(invoicePayments.id))
        .limit(limit),

    /** What the patient owes on issued invoices (drafts owe nothing yet; void ones nothing at all). */
    async owedBy(patientId: number): Promise<string> {
      const [row] = await db
        .select({ owed: sql<string>`coalesce(sum(${invoices.balance}), 0)::numeric(14,2)::text` })
        .from(invoices)
        .where(and(eq(invoices.patientId, patientId), inArray(invoices.status, ['issued', 'partially_paid'])));
      return row?.owed ?? '0.00';
    },

    /** The ID of the patient's latest senior/PWD invoice. */
    async seniorPwdId(patientId: number) {
      const [row] = await db
        .select()
        .from(patientSeniorPwdIds)
        .where(eq(patientSeniorPwdIds.patientId, patientId))
        .orderBy(desc(patientSeniorPwdIds.id))
        .limit(1);
      return row;
    },

    async keepSeniorPwdId(values: SeniorPwdIdValues) {
      await db.insert(patientSeniorPwdIds).values(values);
    },

    creditMemosOfInvoice: (invoiceId: number) =>
      db.select().from(creditMemos).where(eq(creditMemos.invoiceId, invoiceId)).orderBy(asc(creditMemos.id)),

    async insertCreditMemo(values: typeof creditMemos.$inferInsert) {
      const [row] = await db.insert(creditMemos).values(values).returning();
      return row!;
    },

    /**
     * Numbers a credit memo (`numberCreditMemoStatement`) with the number, issue time and hash its
     * branch's series gives it, and answers it as stored.
     */
    async numberCreditMemo(id: number, branchId: number, chained: TextAroundNumber & { issueTime: Date }) {
      const [row] = await numberCreditMemoStatement(db, {}).execute({ id, ...numberingValues(branchId, chained) });
      return row!;
    },

    insertCreditMemoLines: (rows: (typeof creditMemoLines.$inferInsert)[]) =>
      db.insert(creditMemoLines).values(rows).returning(),

    async setLineStockAdjustment(lineId: number, stockAdjustmentId: number) {
      await db.update(creditMemoLines).set({ stockAdjustmentId }).where(eq(creditMemoLines.id, lineId));
    },

    async findCreditMemo(id: number) {
      const [row] = await db.select().from(creditMemos).where(eq(creditMemos.id, id));
      return row;
    },

    creditMemoLines: (memoId: number) =>
      db
        .select()
        .from(creditMemoLines)
        .where(eq(creditMemoLines.creditMemoId, memoId))
        .orderBy(asc(creditMemoLines.id)),

    /** Quantities already credited, by invoice line. */
    async creditedQuantities(lineIds: number[]): Promise<Map<number, number>> {
      if (lineIds.length === 0) return new Map();
      const rows = await db
        .select({ lineId: creditMemoLines.invoiceLineId, quantity: sql<string>`sum(${creditMemoLines.quantity})` })
        .from(creditMemoLines)
        .where(inArray(creditMemoLines.invoiceLineId, lineIds))
        .groupBy(creditMemoLines.invoiceLineId);
      return new Map(rows.map((row) => [row.lineId, Number(row.quantity)]));
    },

    async page(query: InvoiceListQuery) {
      const where = listConditions(query);
      const items = await db
        .select()
        .from(invoices)
        .where(where)
        .orderBy(desc(invoices.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      const [count] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(invoices)
        .where(where);
      return { items, total: count?.total ?? 0 };
    },

    /**
     * The next `limit` invoices of a series after `afterSerial`, in the order they were numbered,
     * each with its lines: what the chain check walks, a batch at a time.
     */
    async invoicesOfSeries(seriesId: number, afterSerial: number, limit: number) {
      const rows = await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.seriesId, seriesId), gt(invoices.serial, afterSerial)))
        .orderBy(asc(invoices.serial))
        .limit(limit);
      const lines = rows.length
        ? await db
            .select()
            .from(invoiceLines)
            .where(
              inArray(
                invoiceLines.invoiceId,
                rows.map((row) => row.id),
              ),
            )
            .orderBy(asc(invoiceLines.position))
        : [];
      const byInvoice = groupedBy(lines, (line) => line.invoiceId);
      return rows.map((row) => ({ row, lines: byInvoice.get(row.id) ?? [] }));
    },

    async creditMemosOfSeries(seriesId: number, afterSerial: number, limit: number) {
      const rows = await db
        .select()
        .from(creditMemos)
        .where(and(eq(creditMemos.seriesId, seriesId), gt(creditMemos.serial, afterSerial)))
        .orderBy(asc(creditMemos.serial))
        .limit(limit);
      const lines = rows.length
        ? await db
            .select()
            .from(creditMemoLines)
            .where(
              inArray(
                creditMemoLines.creditMemoId,
                rows.map((row) => row.id),
              ),
            )
            .orderBy(asc(creditMemoLines.id))
        : [];
      const byMemo = groupedBy(lines, (line) => line.creditMemoId);
      return rows.map((row) => ({ row, lines: byMemo.get(row.id) ?? [] }));
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
