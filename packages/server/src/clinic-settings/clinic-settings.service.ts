import type { ClinicIdentity, ClinicSettings, ClinicSettingsValues } from '@clinic/contracts';
import { changedFields, recordAudit, type Actor } from '../audit/audit-log.ts';
import type { Clock } from '../clock.ts';
import type { Database, Queryable } from '../db/client.ts';
import {
  createClinicSettingsRepository,
  type ClinicSettingsColumns,
  type ClinicSettingsRow,
} from './clinic-settings.repository.ts';

interface ClinicSettingsServiceDependencies {
  db: Database;
  clock: Clock;
  /** The first row's values, from `CLINIC_NAME` (decision 040). */
  defaults: ClinicIdentity;
}

const toIdentity = (row: ClinicSettingsRow): ClinicIdentity => ({
  name: row.name,
  address: row.address,
  phone: row.phone,
  email: row.email,
});

/** Every field the PUT changes, named as the API names them. */
const toFields = (row: ClinicSettingsRow): Omit<ClinicSettings, 'updated_at'> => ({
  ...toIdentity(row),
  registered_name: row.registeredName,
  trade_name: row.tradeName,
  tin: row.tin,
  registered_address: row.registeredAddress,
  vat_status: row.vatStatus,
  invoice_footer_lines: row.invoiceFooterLines,
});

const toResponse = (row: ClinicSettingsRow): ClinicSettings => ({
  ...toFields(row),
  updated_at: row.updatedAt.toISOString(),
});

const toColumns = (input: ClinicSettingsValues): Partial<ClinicSettingsColumns> => ({
  name: input.name,
  address: input.address,
  phone: input.phone,
  email: input.email,
  registeredName: input.registered_name,
  tradeName: input.trade_name,
  tin: input.tin,
  registeredAddress: input.registered_address,
  vatStatus: input.vat_status,
  invoiceFooterLines: input.invoice_footer_lines,
});

export function createClinicSettingsService({ db, clock, defaults }: ClinicSettingsServiceDependencies) {
  /** The row, written from the defaults the first time it is wanted. */
  async function settingsRow(queryable: Queryable = db): Promise<ClinicSettingsRow> {
    const repository = createClinicSettingsRepository(queryable);
    const found = await repository.find();
    if (found) return found;
    await repository.insertIfMissing({ ...defaults, updatedAt: clock() });
    return (await repository.find())!;
  }

  return {
    /** Writes the first row from the defaults when there is none; run once as the server starts. */
    seed: async () => void (await settingsRow()),

    read: async () => toResponse(await settingsRow()),

    /** For messages to patients, read when each is written: a change needs no restart. */
    identity: async () => toIdentity(await settingsRow()),

    /** Everything an invoice prints, read inside the caller's transaction. */
    forInvoices: async (queryable: Queryable = db) => toFields(await settingsRow(queryable)),

    async save(actor: Actor, input: ClinicSettingsValues) {
      return db.transaction(async (tx) => {
        await settingsRow(tx);
        const repository = createClinicSettingsRepository(tx);
        const before = toFields((await repository.findForUpdate())!);
        const sent = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
        const changes = changedFields({ ...before }, sent);
        if (Object.keys(changes).length === 0) return toResponse((await repository.find())!);
        const after = await repository.update({ ...toColumns(input), updatedAt: clock() });
        await recordAudit(tx, { actor, entity: 'clinic_settings', entityId: 1, action: 'update', changes });
        return toResponse(after);
      });
    },
  };
}

export type ClinicSettingsService = ReturnType<typeof createClinicSettingsService>;
