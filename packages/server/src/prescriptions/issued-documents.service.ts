import { createHash, randomInt } from 'node:crypto';
import {
  CLINIC_TIME_ZONE,
  MEDICAL_CERTIFICATE_MESSAGES,
  PATIENT_MESSAGES,
  PRESCRIPTION_MESSAGES,
  RX_PDF_LAYOUTS,
  VERIFICATION_CODE_ALPHABET,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_MESSAGES,
  canonicalDocumentText,
  patientInitials,
  prescriberRefusal,
  todayIsoDate,
  type MedicalCertificateFields,
  type PrescriptionFields,
  type PrescriptionItem,
  type RxPdfLayout,
  type SignNoteInput,
  type Verification,
} from '@clinic/contracts';
import { recordAudit, type Actor } from '../audit/audit-log.ts';
import type { SigningProofCheck } from '../auth/signing-proof.ts';
import type { ClinicSettingsService } from '../clinic-settings/clinic-settings.service.ts';
import type { Clock } from '../clock.ts';
import type { Database, Queryable } from '../db/client.ts';
import type { SignedCredentials } from '../db/schema/index.ts';
import type { SessionUser } from '../http/auth-guard.ts';
import { conflict, forbidden, notFound, unprocessable } from '../http/app-error.ts';
import { countingFailedLookups, createAttemptLimiter, type AttemptLimits } from '../http/attempt-limiter.ts';
import { createDownloadLinks, type DownloadLinks } from '../keys/download-links.ts';
import { createPractitionersRepository } from '../practitioners/practitioners.repository.ts';
import { renderIssuedDocumentPdf } from './issued-document-pdf.ts';
import {
  toMedicalCertificateResponse,
  toPrescriptionResponse,
  type CertificateContent,
  type PrescriptionContent,
} from './issued-documents.mapper.ts';
import {
  createIssuedDocumentsRepository,
  type IssuedDocumentKind,
  type IssuedDocumentRow,
} from './issued-documents.repository.ts';
import { printedMedicalCertificate, printedPrescription, type PrintContext } from './printed-issued-documents.ts';

/** Each kind's own words and shapes; everything else about the two kinds is the same. */
const KINDS = {
  prescription: {
    messages: PRESCRIPTION_MESSAGES,
    respond: toPrescriptionResponse,
    print: printedPrescription,
    fileName: 'prescription',
  },
  medical_certificate: {
    messages: MEDICAL_CERTIFICATE_MESSAGES,
    respond: toMedicalCertificateResponse,
    print: printedMedicalCertificate,
    fileName: 'medical-certificate',
  },
} as const;

/** Links signed apart per kind and layout: a link opens only what it was made for. */
export type IssuedDocumentLinks = Record<IssuedDocumentKind, Record<RxPdfLayout, DownloadLinks>>;

export function createIssuedDocumentLinks(key: Buffer, clock: Clock): IssuedDocumentLinks {
  const byLayout = (kind: IssuedDocumentKind) =>
    Object.fromEntries(
      RX_PDF_LAYOUTS.map((layout) => [layout, createDownloadLinks(key, clock, `${kind}-${layout}-pdf-links`)]),
    ) as Record<RxPdfLayout, DownloadLinks>;
  return { prescription: byLayout('prescription'), medical_certificate: byLayout('medical_certificate') };
}

export interface IssuedDocumentsDependencies {
  db: Database;
  checkSigner: SigningProofCheck;
  clinicSettings: ClinicSettingsService;
  links: IssuedDocumentLinks;
  /** The portal's public address: the verification page is under it. */
  publicUrl: string;
  clock: Clock;
}

/** Codes that find nothing, per address: a pharmacist mistyping one fails a few times, more is guessing. */
export const DEFAULT_VERIFY_LIMITS: AttemptLimits = { perAddress: 30, windowMs: 15 * 60_000 };

const sha256Of = (content: object) => createHash('sha256').update(canonicalDocumentText(content)).digest('hex');

/** An unguessable code: 16 characters of 31 are about 79 bits. */
function newVerificationCode(): string {
  return Array.from(
    { length: VERIFICATION_CODE_LENGTH },
    () => VERIFICATION_CODE_ALPHABET[randomInt(VERIFICATION_CODE_ALPHABET.length)],
  ).join('');
}

const hasDangerousDrug = (row: IssuedDocumentRow) =>
  row.kind === 'prescription' &&
  (row.content as unknown as PrescriptionContent).items.some((item) => item.dangerous_drug);

export function createIssuedDocumentsService(deps: IssuedDocumentsDependencies) {
  const { db, checkSigner, clinicSettings, links, clock } = deps;
  const verifyLimiter = createAttemptLimiter(db, 'verify-code', DEFAULT_VERIFY_LIMITS, clock);
  const today = () => todayIsoDate(clock(), CLINIC_TIME_ZONE);

  async function patientOrFail(queryable: Queryable, patientId: number) {
    const patient = await createIssuedDocumentsRepository(queryable).findPatient(patientId);
    if (!patient) throw notFound(PATIENT_MESSAGES.notFound);
    return patient;
  }

  async function documentOrFail(queryable: Queryable, kind: IssuedDocumentKind, id: number, lock = false) {
    const row = await createIssuedDocumentsRepository(queryable).find(id, kind, lock);
    if (!row) throw notFound(KINDS[kind].messages.notFound);
    return row;
  }

  /**
   * The caller's practitioner profile, refused unless it lets them issue this document today: a
   * profile, a valid PRC licence and PTR, and an S2 licence for a dangerous drug.
   */
  async function issuerCredentials(
    queryable: Queryable,
    caller: SessionUser,
    kind: IssuedDocumentKind,
    dangerousDrug: boolean,
  ): Promise<SignedCredentials> {
    const profile = await createPractitionersRepository(queryable).find(caller.id);
    if (!profile?.displayName) throw conflict(KINDS[kind].messages.noProfile);
    const credentials: SignedCredentials = {
      printed_name: profile.displayName,
      specialty: profile.specialty,
      prc_number: profile.prcNumber,
      prc_valid_until: profile.prcValidUntil,
      ptr_number: profile.ptrNumber,
      ptr_year: profile.ptrYear,
      s2_number: profile.s2Number,
      letterhead_lines: profile.letterheadLines ?? [],
    };
    const refusal = prescriberRefusal(credentials, today(), dangerousDrug);
    if (refusal) throw conflict(refusal);
    return credentials;
  }

  /** A procedure named with the document must be the patient's own. */
  async function checkProcedure(queryable: Queryable, patientId: number, procedureId: number | null | undefined) {
    if (procedureId === null || procedureId === undefined) return null;
    const owner = await createIssuedDocumentsRepository(queryable).procedurePatient(procedureId);
    if (owner !== patientId) throw unprocessable(PRESCRIPTION_MESSAGES.procedureNotThePatients);
    return procedureId;
  }

  async function insertDraft(
    queryable: Queryable,
    author: SessionUser,
    kind: IssuedDocumentKind,
    patientId: number,
    procedureId: number | null,
    content: PrescriptionContent | CertificateContent,
  ) {
    const id = await createIssuedDocumentsRepository(queryable).insert({
      kind,
      patientId,
      procedureId,
      authorUserId: author.id,
      authorName: author.fullName,
      content: content as unknown as Record<string, unknown>,
      createdAt: clock(),
    });
    await recordAudit(queryable, {
      actor: author,
      entity: kind,
      entityId: id,
      action: 'create',
      patientId,
      changes: { procedure_id: procedureId },
    });
    return id;
  }

  /** A document only its author signs or revokes. */
  function assertAuthor(row: IssuedDocumentRow, caller: SessionUser) {
    if (row.authorUserId !== caller.id) throw forbidden(KINDS[row.kind].messages.notTheAuthor);
  }

  function assertSigned(row: IssuedDocumentRow): asserts row is PrintContext['row'] {
    if (!row.signedAt || !row.verificationCode || !row.signedCredentials)
      throw conflict(KINDS[row.kind].messages.notSigned);
  }

  const grantPatient = (row: IssuedDocumentRow) => row.patientId;

  /** A patient's documents of one kind, newest first; 404 for no such patient. */
  async function rowsOfPatient(kind: IssuedDocumentKind, patientId: number) {
    await patientOrFail(db, patientId);
    return createIssuedDocumentsRepository(db).listOfPatient(patientId, kind);
  }

  /** What the public page says of a code: no health data, the patient by initials only. */
  async function verified(code: string): Promise<Verification> {
    const found = await createIssuedDocumentsRepository(db).findByCode(code);
    const { signedAt, signedCredentials, revokedAt, kind } = found?.document ?? {};
    if (!found || !signedAt || !signedCredentials || !kind) throw notFound(VERIFICATION_MESSAGES.notFound);
    return {
      kind,
      clinic: (await clinicSettings.identity()).name,
      issued_on: todayIsoDate(signedAt, CLINIC_TIME_ZONE),
      doctor: signedCredentials.printed_name,
      patient_initials: patientInitials(found.firstName, found.lastName),
      status: revokedAt ? 'revoked' : 'valid',
      revoked_on: revokedAt ? todayIsoDate(revokedAt, CLINIC_TIME_ZONE) : null,
    };
  }

  return {
    async listPrescriptions(patientId: number) {
      return { items: (await rowsOfPatient('prescription', patientId)).map(toPrescriptionResponse) };
    },

    async listCertificates(patientId: number) {
      return { items: (await rowsOfPatient('medical_certificate', patientId)).map(toMedicalCertificateResponse) };
    },

    /**
     * A draft prescription. Each item's dangerous-drug flag is as sent, or as the clinic's drug
     * list remembers it; once a generic name is marked dangerous it stays so. The prescriber's
     * licences are checked now, so a doctor learns of an expired one before writing it out again.
     */
    async createPrescription(author: SessionUser, patientId: number, fields: PrescriptionFields) {
      const id = await db.transaction(async (tx) => {
        const repository = createIssuedDocumentsRepository(tx);
        const patient = await patientOrFail(tx, patientId);
        const procedureId = await checkProcedure(tx, patientId, fields.procedure_id);
        const remembered = await repository.drugFlags(fields.items.map((item) => item.generic_name));
        const items: PrescriptionItem[] = fields.items.map((item) => ({
          generic_name: item.generic_name,
          brand: item.brand ?? null,
          strength: item.strength,
          form: item.form,
          quantity: item.quantity,
          sig: item.sig,
          refills: item.refills,
          dangerous_drug: (item.dangerous_drug ?? false) || (remembered.get(item.generic_name.toLowerCase()) ?? false),
        }));
        const dangerous = items.some((item) => item.dangerous_drug);
        await issuerCredentials(tx, author, 'prescription', dangerous);
        if (dangerous && !patient.address?.trim()) throw conflict(PRESCRIPTION_MESSAGES.patientAddressRequired);
        for (const item of items) await repository.rememberDrug(item.generic_name, item.dangerous_drug, clock());
        return insertDraft(tx, author, 'prescription', patientId, procedureId, { items });
      });
      return toPrescriptionResponse(await documentOrFail(db, 'prescription', id));
    },

    async createCertificate(author: SessionUser, patientId: number, fields: MedicalCertificateFields) {
      const id = await db.transaction(async (tx) => {
        await patientOrFail(tx, patientId);
        await issuerCredentials(tx, author, 'medical_certificate', false);
        return insertDraft(tx, author, 'medical_certificate', patientId, null, {
          ...fields,
          rest_from: fields.rest_from ?? null,
          rest_to: fields.rest_to ?? null,
        });
      });
      return toMedicalCertificateResponse(await documentOrFail(db, 'medical_certificate', id));
    },

    /**
     * The author signs their draft: the content is frozen, its SHA-256 and the author's licences
     * as they are today kept, and a verification code given. The proof is checked first, outside
     * the transaction, since a wrong one is counted in a statement of its own.
     */
    async sign(kind: IssuedDocumentKind, caller: SessionUser, id: number, proof: SignNoteInput, address: string) {
      const check = (row: IssuedDocumentRow) => {
        assertAuthor(row, caller);
        if (row.signedAt) throw conflict(KINDS[kind].messages.alreadySigned);
      };
      check(await documentOrFail(db, kind, id));
      await checkSigner(caller, proof, address);
      await db.transaction(async (tx) => {
        const row = await documentOrFail(tx, kind, id, true);
        check(row);
        const credentials = await issuerCredentials(tx, caller, kind, hasDangerousDrug(row));
        const sha256 = sha256Of(row.content);
        await createIssuedDocumentsRepository(tx).update(id, {
          signedAt: clock(),
          sha256,
          signedCredentials: credentials,
          verificationCode: newVerificationCode(),
        });
        await recordAudit(tx, {
          actor: caller,
          entity: kind,
          entityId: id,
          action: 'sign',
          patientId: row.patientId,
          changes: { sha256 },
        });
      });
      return KINDS[kind].respond(await documentOrFail(db, kind, id));
    },

    /** A signed document is withdrawn, never deleted: its verification page then says it was revoked. */
    async revoke(kind: IssuedDocumentKind, caller: SessionUser, id: number, reason: string) {
      await db.transaction(async (tx) => {
        const row = await documentOrFail(tx, kind, id, true);
        assertAuthor(row, caller);
        if (!row.signedAt) throw conflict(KINDS[kind].messages.notSigned);
        if (row.revokedAt) throw conflict(KINDS[kind].messages.alreadyRevoked);
        await createIssuedDocumentsRepository(tx).update(id, {
          revokedAt: clock(),
          revokedByName: caller.fullName,
          revokeReason: reason,
        });
        await recordAudit(tx, {
          actor: caller,
          entity: kind,
          entityId: id,
          action: 'revoke',
          patientId: row.patientId,
          changes: { reason },
        });
      });
      return KINDS[kind].respond(await documentOrFail(db, kind, id));
    },

    /**
     * A short-lived link to the PDF of a signed document. A prescription is not printed while its
     * prescriber's PRC licence or PTR has expired (or an S2 licence a dangerous drug needs is gone).
     */
    async pdfLink(kind: IssuedDocumentKind, actor: Actor, id: number, layout: RxPdfLayout): Promise<string> {
      const row = await documentOrFail(db, kind, id);
      assertSigned(row);
      if (kind === 'prescription' && !row.revokedAt) {
        const profile = await createPractitionersRepository(db).find(row.authorUserId ?? 0);
        const refusal = profile
          ? prescriberRefusal(
              {
                prc_number: profile.prcNumber,
                prc_valid_until: profile.prcValidUntil,
                ptr_number: profile.ptrNumber,
                ptr_year: profile.ptrYear,
                s2_number: profile.s2Number,
              },
              today(),
              hasDangerousDrug(row),
            )
          : undefined;
        if (refusal) throw conflict(refusal);
      }
      await recordAudit(db, {
        actor,
        entity: kind,
        entityId: id,
        action: 'print',
        patientId: row.patientId,
        changes: { layout },
      });
      return links[kind][layout].sign({ patientId: grantPatient(row), recordId: id });
    },

    /** The PDF a link opens, rendered from what is stored: a signed document never changes. */
    async pdf(kind: IssuedDocumentKind, layout: RxPdfLayout, token: string) {
      const grant = links[kind][layout].verify(token);
      if (!grant) throw notFound(KINDS[kind].messages.notFound);
      const row = await documentOrFail(db, kind, grant.recordId);
      if (grantPatient(row) !== grant.patientId) throw notFound(KINDS[kind].messages.notFound);
      assertSigned(row);
      const profile = row.authorUserId ? await createPractitionersRepository(db).find(row.authorUserId) : undefined;
      const context: PrintContext = {
        row,
        patient: await patientOrFail(db, row.patientId),
        clinic: await clinicSettings.identity(),
        signature: profile?.signature ?? null,
        verifyUrl: `${deps.publicUrl}/verify/${row.verificationCode}`,
      };
      return {
        fileName: `${KINDS[kind].fileName}-${row.id}.pdf`,
        pdf: await renderIssuedDocumentPdf(KINDS[kind].print(context), layout),
      };
    },

    /** The clinic's drug list, matched anywhere in the generic name. */
    searchDrugs: (query: string) => createIssuedDocumentsRepository(db).searchDrugs(query.trim()),

    /** Only codes that find nothing count against the address: opening a printed code is not limited, guessing is. */
    verify: (code: string, address: string): Promise<Verification> =>
      countingFailedLookups(verifyLimiter, address, VERIFICATION_MESSAGES.tooManyLookups, () => verified(code)),
  };
}

export type IssuedDocumentsService = ReturnType<typeof createIssuedDocumentsService>;
