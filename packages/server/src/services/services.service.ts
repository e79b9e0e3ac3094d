import { SERVICE_MESSAGES, foldedName, nameWords, type ServiceFields } from '@clinic/contracts';
import { recordAudit, type Actor } from '../audit/audit-log.ts';
import type { Clock } from '../clock.ts';
import type { Database, Queryable } from '../db/client.ts';
import { isUniqueViolation } from '../db/database-errors.ts';
import { conflict, notFound, unprocessable } from '../http/app-error.ts';
import { toServiceResponse } from './services.mapper.ts';
import { createServicesRepository, type ServiceColumns } from './services.repository.ts';

interface ServicesServiceDependencies {
  db: Database;
  clock: Clock;
}

/**
 * The service a procedure is, read in the caller's transaction: the one the client chose when it
 * gave one, else the service whose name the procedure's name folds to, else none.
 */
export async function serviceIdFor(db: Queryable, name: string, chosen: number | null | undefined) {
  const repository = createServicesRepository(db);
  if (chosen !== undefined && chosen !== null) {
    if (!(await repository.find(chosen))) throw unprocessable(SERVICE_MESSAGES.notFound);
    return chosen;
  }
  return (await repository.findByFoldedName(foldedName(name)))?.id ?? null;
}

function serviceColumns(fields: ServiceFields, now: Date): ServiceColumns {
  return {
    name: fields.name,
    foldedName: foldedName(fields.name),
    category: fields.category,
    durationMinutes: fields.duration_minutes,
    consentTemplateIds: fields.consent_template_ids,
    usesStock: fields.uses_stock,
    active: fields.active,
    price: fields.price,
    taxClass: fields.tax_class,
    seniorPwdEligible: fields.senior_pwd_eligible,
    seniorPwdNote: fields.senior_pwd_note,
    photosBeforeRequired: fields.photos_before_required,
    photosAfterRequired: fields.photos_after_required,
    updatedAt: now,
  };
}

export function createServicesService({ db, clock }: ServicesServiceDependencies) {
  /** A name that folds to another service's is refused; the unique index catches a race. */
  async function uniquely<Result>(
    tx: Queryable,
    fields: ServiceFields,
    id: number | null,
    write: () => Promise<Result>,
  ) {
    const same = await createServicesRepository(tx).findByFoldedName(foldedName(fields.name));
    if (same && same.id !== id) throw conflict(SERVICE_MESSAGES.duplicateName);
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(SERVICE_MESSAGES.duplicateName);
      throw error;
    }
  }

  async function requireTemplates(tx: Queryable, ids: number[]) {
    const existing = await createServicesRepository(tx).existingTemplateIds(ids);
    const missing = ids.find((id) => !existing.has(id));
    if (missing !== undefined) throw unprocessable(SERVICE_MESSAGES.consentTemplateNotFound(missing));
  }

  /**
   * Links the procedures typed before the service existed (or under its new name): those without
   * a service whose name folds to the service's. Returns how many.
   */
  async function linkExistingProcedures(tx: Queryable, serviceId: number, name: string) {
    const folded = foldedName(name);
    const longestWord = nameWords(name).reduce((longest, word) => (word.length > longest.length ? word : longest), '');
    const repository = createServicesRepository(tx);
    const candidates = await repository.unlinkedProceduresNaming(longestWord);
    const ids = candidates
      .filter((procedure) => foldedName(procedure.name) === folded)
      .map((procedure) => procedure.id);
    await repository.linkProcedures(serviceId, ids);
    return ids.length;
  }

  return {
    async list() {
      return { items: (await createServicesRepository(db).list()).map(toServiceResponse) };
    },

    async create(actor: Actor, fields: ServiceFields) {
      const now = clock();
      return db.transaction(async (tx) => {
        await requireTemplates(tx, fields.consent_template_ids);
        const row = await uniquely(tx, fields, null, () =>
          createServicesRepository(tx).insert({ ...serviceColumns(fields, now), createdAt: now }),
        );
        const linked = await linkExistingProcedures(tx, row.id, row.name);
        await recordAudit(tx, {
          actor,
          entity: 'service',
          entityId: row.id,
          action: 'create',
          changes: { ...fields, linked_procedures: linked },
        });
        return toServiceResponse(row);
      });
    },

    async update(actor: Actor, id: number, fields: ServiceFields) {
      const now = clock();
      return db.transaction(async (tx) => {
        const before = await createServicesRepository(tx).find(id, true);
        if (!before) throw notFound(SERVICE_MESSAGES.notFound);
        await requireTemplates(tx, fields.consent_template_ids);
        const row = (await uniquely(tx, fields, id, () =>
          createServicesRepository(tx).update(id, serviceColumns(fields, now)),
        ))!;
        const linked = before.foldedName === row.foldedName ? 0 : await linkExistingProcedures(tx, id, row.name);
        await recordAudit(tx, {
          actor,
          entity: 'service',
          entityId: id,
          action: 'update',
          changes: { ...fields, linked_procedures: linked },
        });
        return toServiceResponse(row);
      });
    },
  };
}

export type ServicesService = ReturnType<typeof createServicesService>;
