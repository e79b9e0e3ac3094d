import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import {
  consentTemplateVersions,
  consentTemplates,
  procedureConsents,
  procedures,
  services,
} from '../db/schema/index.ts';
import { insertReturningId, updateById } from '../db/rows-by-id.ts';

export type ConsentRow = typeof procedureConsents.$inferSelect;

// Written out in full: inside a subquery drizzle would name the outer column without its table.
const isCurrentVersion = sql`${consentTemplateVersions.version} = (select max(v.version) from consent_template_versions v where v.template_id = consent_templates.id)`;

const templateColumns = {
  id: consentTemplates.id,
  retiredAt: consentTemplates.retiredAt,
  createdAt: consentTemplates.createdAt,
  updatedAt: consentTemplates.updatedAt,
  versionId: consentTemplateVersions.id,
  version: consentTemplateVersions.version,
  title: consentTemplateVersions.title,
  body: consentTemplateVersions.body,
  procedureNames: consentTemplateVersions.procedureNames,
  witnessRequired: consentTemplateVersions.witnessRequired,
};

export function createConsentsRepository(db: Queryable) {
  const currentTemplates = () =>
    db
      .select(templateColumns)
      .from(consentTemplates)
      .innerJoin(consentTemplateVersions, eq(consentTemplateVersions.templateId, consentTemplates.id))
      .where(isCurrentVersion)
      .$dynamic();

  const consentsWithTemplate = () =>
    db
      .select({
        consent: procedureConsents,
        title: consentTemplateVersions.title,
        version: consentTemplateVersions.version,
      })
      .from(procedureConsents)
      .innerJoin(consentTemplateVersions, eq(consentTemplateVersions.id, procedureConsents.templateVersionId))
      .$dynamic();

  return {
    /** Every template's current version: those in use first, then the retired, each by title. */
    listTemplates: () =>
      currentTemplates().orderBy(sql`${consentTemplates.retiredAt} is not null`, asc(consentTemplateVersions.title)),

    async findTemplate(id: number, lock = false) {
      const query = currentTemplates().where(and(isCurrentVersion, eq(consentTemplates.id, id)));
      const [row] = lock ? await query.for('update', { of: consentTemplates }) : await query;
      return row;
    },

    async insertTemplate(now: Date) {
      const [row] = await db
        .insert(consentTemplates)
        .values({ createdAt: now, updatedAt: now })
        .returning({ id: consentTemplates.id });
      return row!.id;
    },

    async insertVersion(values: typeof consentTemplateVersions.$inferInsert) {
      await db.insert(consentTemplateVersions).values(values);
      await db
        .update(consentTemplates)
        .set({ updatedAt: values.createdAt })
        .where(eq(consentTemplates.id, values.templateId));
    },

    async retireTemplate(id: number, now: Date) {
      await db.update(consentTemplates).set({ retiredAt: now, updatedAt: now }).where(eq(consentTemplates.id, id));
    },

    /** Templates in use (not retired): their ids and the procedure names their current version lists. */
    templatesInUse: () =>
      db
        .select({ id: consentTemplates.id, procedureNames: consentTemplateVersions.procedureNames })
        .from(consentTemplates)
        .innerJoin(consentTemplateVersions, eq(consentTemplateVersions.templateId, consentTemplates.id))
        .where(and(isCurrentVersion, isNull(consentTemplates.retiredAt)))
        .orderBy(asc(consentTemplates.id)),

    /** Services that name consents, and those given (procedures' own), gated or not. */
    servicesForGate: (serviceIds: readonly number[]) =>
      db
        .select({ id: services.id, name: services.name, consentTemplateIds: services.consentTemplateIds })
        .from(services)
        .where(
          or(
            sql`jsonb_array_length(${services.consentTemplateIds}) > 0`,
            serviceIds.length === 0 ? undefined : inArray(services.id, [...serviceIds]),
          ),
        ),

    /** Templates of which the procedure holds a signed, unrevoked consent, among those given. */
    async signedTemplateIds(procedureId: number, templateIds: number[]): Promise<Set<number>> {
      if (templateIds.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ templateId: procedureConsents.templateId })
        .from(procedureConsents)
        .where(
          and(
            eq(procedureConsents.procedureId, procedureId),
            inArray(procedureConsents.templateId, templateIds),
            isNull(procedureConsents.revokedAt),
          ),
        );
      return new Set(rows.map((row) => row.templateId));
    },

    async findProcedure(id: number, lock = false) {
      const query = db
        .select({
          id: procedures.id,
          patientId: procedures.patientId,
          name: procedures.name,
          serviceId: procedures.serviceId,
        })
        .from(procedures)
        .where(eq(procedures.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    consentsOfProcedure: (procedureId: number) =>
      consentsWithTemplate()
        .where(eq(procedureConsents.procedureId, procedureId))
        .orderBy(desc(procedureConsents.signedAt), desc(procedureConsents.id)),

    async findConsent(id: number, lock = false) {
      const query = consentsWithTemplate().where(eq(procedureConsents.id, id));
      const [row] = lock ? await query.for('update', { of: procedureConsents }) : await query;
      return row;
    },

    insertConsent: (values: typeof procedureConsents.$inferInsert) => insertReturningId(db, procedureConsents, values),

    revokeConsent: (
      id: number,
      values: Pick<ConsentRow, 'revokedAt' | 'revokedByUserId' | 'revokedByName' | 'revokeReason'>,
    ) => updateById(db, procedureConsents, id, values),
  };
}
