import { createHash } from 'node:crypto';
import {
  CLINIC_TIME_ZONE,
  CONSENT_MESSAGES,
  PHOTO_RELEASE_LABELS,
  PROCEDURE_MESSAGES,
  type ClinicIdentity,
  containsNameWords,
  foldedName,
  type ProcedureConsentsResponse,
  type RevokeConsentInput,
  type consentTemplateInputSchema,
  type signConsentInputSchema,
  witnessGiven,
} from '@clinic/contracts';
import type { z } from 'zod';
import { recordAudit, type Actor } from '../audit/audit-log.ts';
import type { Clock } from '../clock.ts';
import type { Database, Queryable } from '../db/client.ts';
import { conflict, notFound, unprocessable } from '../http/app-error.ts';
import { signatureImage } from '../images/signature-image.ts';
import type { DownloadLinks } from '../keys/download-links.ts';
import { newFileKey, removeAll, type FileStorage } from '../storage/file-storage.ts';
import { clearPendingFiles, recordPendingFiles } from '../storage/orphan-files.ts';
import { renderConsentPdf } from './consent-pdf.ts';
import { toConsentResponse, toTemplateResponse } from './consents.mapper.ts';
import { createConsentsRepository } from './consents.repository.ts';

export interface ConsentsServiceDependencies {
  db: Database;
  storage: FileStorage;
  /** Links for the consent PDF route, signed apart from attachments' links. */
  pdfLinks: DownloadLinks;
  /** The clinic as its settings name it now, printed at the top of each consent. */
  clinic: () => Promise<ClinicIdentity>;
  clock: Clock;
}

/** Where a consent was signed: the device's address (behind a trusted proxy, the client's) and browser. */
export interface SigningDevice {
  address: string;
  browser: string;
}

/** Payloads as their schemas give them, defaults filled in. */
type TemplateFields = z.output<typeof consentTemplateInputSchema>;
type SignatureFields = z.output<typeof signConsentInputSchema>;

const signedAtFormat = new Intl.DateTimeFormat('en-PH', {
  timeZone: CLINIC_TIME_ZONE,
  dateStyle: 'long',
  timeStyle: 'long',
});

/** What the gate reads of a procedure: its name as typed and the service it is, if any. */
export interface GatedProcedure {
  name: string;
  serviceId: number | null;
}

/**
 * The procedure names that need no consent whatever a template lists: a medicine refill is a
 * purchase, not a treatment.
 */
const NEVER_GATED = new Set<string>([foldedName(PROCEDURE_MESSAGES.medicineRefillName)]);

/** What the gate reads once for any number of procedures: the services that name consents, and the templates in use. */
export interface ConsentGate {
  services: { id: number; name: string; consentTemplateIds: number[] }[];
  templates: { id: number; procedureNames: string[] }[];
}

/** The gate's rules for the procedures of the given services (their own services are read, gated or not). */
export async function loadConsentGate(db: Queryable, serviceIds: readonly number[]): Promise<ConsentGate> {
  const repository = createConsentsRepository(db);
  return { services: await repository.servicesForGate(serviceIds), templates: await repository.templatesInUse() };
}

const gateOf = (db: Queryable, { serviceId }: GatedProcedure) =>
  loadConsentGate(db, serviceId === null ? [] : [serviceId]);

/**
 * The templates in use that a procedure needs, matching names as every name rule does (folded, a
 * name found as whole words inside the procedure's): those of its own service, of every service
 * whose name the procedure's name holds, and those whose procedure names the procedure's name (or
 * its service's) holds.
 */
export function requiredTemplateIds(
  { services, templates }: ConsentGate,
  { name, serviceId }: GatedProcedure,
): number[] {
  if (NEVER_GATED.has(foldedName(name))) return [];
  const ownService = services.find((service) => service.id === serviceId);
  const names = ownService ? [name, ownService.name] : [name];
  const fromServices = new Set(
    services
      .filter((service) => service.id === serviceId || containsNameWords(name, service.name))
      .flatMap((service) => service.consentTemplateIds),
  );
  return templates
    .filter(
      (template) =>
        fromServices.has(template.id) ||
        template.procedureNames.some((listed) => names.some((named) => containsNameWords(named, listed))),
    )
    .map((template) => template.id);
}

/**
 * The gate, read inside the caller's transaction: the templates the procedure needs of which it
 * holds no unrevoked consent.
 */
export async function missingConsents(db: Queryable, procedureId: number | null, procedure: GatedProcedure) {
  const required = requiredTemplateIds(await gateOf(db, procedure), procedure);
  if (procedureId === null) return required;
  const signed = await createConsentsRepository(db).signedTemplateIds(procedureId, required);
  return required.filter((id) => !signed.has(id));
}

export function createConsentsService({ db, storage, pdfLinks, clinic, clock }: ConsentsServiceDependencies) {
  async function templateOrFail(queryable: Queryable, id: number, lock = false) {
    const template = await createConsentsRepository(queryable).findTemplate(id, lock);
    if (!template) throw notFound(CONSENT_MESSAGES.templateNotFound);
    return template;
  }

  async function procedureOrFail(queryable: Queryable, id: number, lock = false) {
    const procedure = await createConsentsRepository(queryable).findProcedure(id, lock);
    if (!procedure) throw notFound(PROCEDURE_MESSAGES.notFound);
    return procedure;
  }

  async function consentOrFail(queryable: Queryable, id: number, lock = false) {
    const row = await createConsentsRepository(queryable).findConsent(id, lock);
    if (!row) throw notFound(CONSENT_MESSAGES.consentNotFound);
    return row;
  }

  async function addVersion(tx: Queryable, actor: Actor, templateId: number, version: number, input: TemplateFields) {
    await createConsentsRepository(tx).insertVersion({
      templateId,
      version,
      title: input.title,
      body: input.body,
      procedureNames: input.procedure_names,
      witnessRequired: input.witness_required,
      createdByUserId: actor.id,
      createdAt: clock(),
    });
    await recordAudit(tx, {
      actor,
      entity: 'consent_template',
      entityId: templateId,
      action: version === 1 ? 'create' : 'update',
      changes: { title: input.title, version },
    });
  }

  return {
    async listTemplates() {
      return (await createConsentsRepository(db).listTemplates()).map(toTemplateResponse);
    },

    async createTemplate(actor: Actor, fields: TemplateFields) {
      const id = await db.transaction(async (tx) => {
        const templateId = await createConsentsRepository(tx).insertTemplate(clock());
        await addVersion(tx, actor, templateId, 1, fields);
        return templateId;
      });
      return toTemplateResponse(await templateOrFail(db, id));
    },

    /** An edit is a new version; consents signed on the earlier one keep its text. */
    async updateTemplate(actor: Actor, id: number, fields: TemplateFields) {
      await db.transaction(async (tx) => {
        const current = await templateOrFail(tx, id, true);
        if (current.retiredAt) throw conflict(CONSENT_MESSAGES.templateRetired);
        await addVersion(tx, actor, id, current.version + 1, fields);
      });
      return toTemplateResponse(await templateOrFail(db, id));
    },

    async retireTemplate(actor: Actor, id: number) {
      await db.transaction(async (tx) => {
        const current = await templateOrFail(tx, id, true);
        if (current.retiredAt) return;
        await createConsentsRepository(tx).retireTemplate(id, clock());
        await recordAudit(tx, { actor, entity: 'consent_template', entityId: id, action: 'retire' });
      });
      return toTemplateResponse(await templateOrFail(db, id));
    },

    async listOfProcedure(procedureId: number): Promise<ProcedureConsentsResponse> {
      const procedure = await procedureOrFail(db, procedureId);
      const rows = await createConsentsRepository(db).consentsOfProcedure(procedureId);
      return {
        items: rows.map(toConsentResponse),
        required_template_ids: requiredTemplateIds(await gateOf(db, procedure), procedure),
        consent_required: (await missingConsents(db, procedureId, procedure)).length > 0,
      };
    },

    /**
     * Renders the PDF from the template's current version, stores it (pending until the row
     * commits, removed if it does not), then records the consent in one transaction.
     */
    async sign(actor: Actor, procedureId: number, fields: SignatureFields, device: SigningDevice) {
      const procedure = await procedureOrFail(db, procedureId);
      const template = await templateOrFail(db, fields.template_id);
      if (template.retiredAt) throw conflict(CONSENT_MESSAGES.templateRetired);
      const withWitness = witnessGiven(fields);
      if (template.witnessRequired && !withWitness) throw unprocessable(CONSENT_MESSAGES.witnessRequired);
      const signature = await signatureImage(fields.signature);
      const witnessSignature = withWitness ? await signatureImage(fields.witness_signature!) : null;
      const signedAt = clock();
      const pdf = await renderConsentPdf({
        clinicName: (await clinic()).name,
        title: template.title,
        version: template.version,
        body: template.body,
        signerName: fields.signer_name,
        signature,
        witnessName: withWitness ? fields.witness_name! : null,
        witnessSignature,
        photoRelease: PHOTO_RELEASE_LABELS[fields.photo_release],
        signedAt: signedAtFormat.format(signedAt),
        staffName: actor.fullName,
        deviceAddress: device.address,
        deviceBrowser: device.browser,
      });
      const storageKey = newFileKey();
      await recordPendingFiles(db, [storageKey]);
      try {
        await storage.save(pdf, storageKey);
        const id = await db.transaction(async (tx) => {
          const locked = await procedureOrFail(tx, procedureId, true);
          const repository = createConsentsRepository(tx);
          const consentId = await repository.insertConsent({
            procedureId,
            patientId: locked.patientId,
            templateId: template.id,
            templateVersionId: template.versionId,
            signerName: fields.signer_name,
            witnessName: withWitness ? fields.witness_name! : null,
            photoRelease: fields.photo_release,
            signedAt,
            signedByUserId: actor.id,
            signedByName: actor.fullName,
            storageKey,
            size: pdf.length,
            sha256: createHash('sha256').update(pdf).digest('hex'),
          });
          await recordAudit(tx, {
            actor,
            entity: 'consent',
            entityId: consentId,
            action: 'sign',
            patientId: procedure.patientId,
            changes: {
              procedure_id: procedureId,
              template: template.title,
              version: template.version,
              photo_release: fields.photo_release,
            },
          });
          await clearPendingFiles(tx, [storageKey]);
          return consentId;
        });
        return toConsentResponse(await consentOrFail(db, id));
      } catch (error) {
        await removeAll(storage, [storageKey]);
        await clearPendingFiles(db, [storageKey]).catch(() => undefined);
        throw error;
      }
    },

    /** A signed link for the PDF route, recorded as a download. */
    async pdfLink(actor: Actor, id: number): Promise<string> {
      const { consent } = await consentOrFail(db, id);
      await recordAudit(db, {
        actor,
        entity: 'consent',
        entityId: id,
        action: 'download',
        patientId: consent.patientId,
      });
      return pdfLinks.sign({ patientId: consent.patientId, recordId: id });
    },

    /** The stored PDF behind a signed link, checked against the consent's patient. */
    async openPdf(token: string) {
      const grant = pdfLinks.verify(token);
      if (!grant) throw notFound(CONSENT_MESSAGES.pdfLinkInvalid);
      const row = await createConsentsRepository(db).findConsent(grant.recordId);
      if (!row || row.consent.patientId !== grant.patientId) throw notFound(CONSENT_MESSAGES.consentNotFound);
      return { id: row.consent.id, stream: storage.stream(row.consent.storageKey) };
    },

    /** Revoking keeps the consent and its PDF; the procedure needs a new one to start. */
    async revoke(actor: Actor, id: number, input: RevokeConsentInput) {
      await db.transaction(async (tx) => {
        const { consent, title } = await consentOrFail(tx, id, true);
        if (consent.revokedAt) throw conflict(CONSENT_MESSAGES.alreadyRevoked);
        await createConsentsRepository(tx).revokeConsent(id, {
          revokedAt: clock(),
          revokedByUserId: actor.id,
          revokedByName: actor.fullName,
          revokeReason: input.reason,
        });
        await recordAudit(tx, {
          actor,
          entity: 'consent',
          entityId: id,
          action: 'revoke',
          patientId: consent.patientId,
          changes: { procedure_id: consent.procedureId, template: title, reason: input.reason },
        });
      });
      return toConsentResponse(await consentOrFail(db, id));
    },
  };
}

export type ConsentsService = ReturnType<typeof createConsentsService>;
