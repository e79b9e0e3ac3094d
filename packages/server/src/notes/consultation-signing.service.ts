import {
  CONSULTATION_MESSAGES,
  NOTE_MESSAGES,
  PATIENT_MESSAGES,
  type NoteAmendmentInput,
  type SignNoteInput,
} from '@clinic/contracts';
import { recordAudit } from '../audit/audit-log.ts';
import type { SigningProofCheck } from '../auth/signing-proof.ts';
import type { Clock } from '../clock.ts';
import type { Database, Queryable } from '../db/client.ts';
import type { ConsultationSignatureRecord } from '../db/schema/index.ts';
import type { SessionUser } from '../http/auth-guard.ts';
import { conflict, notFound, unprocessable } from '../http/app-error.ts';
import { createPatientsRepository } from '../patients/patients.repository.ts';
import {
  sectionsOf,
  signatureOf,
  toConsultationSignatureResponse,
  type ConsultationTarget,
} from './consultation-signing.ts';
import { toSectionPairs } from './notes.mapper.ts';
import { isBlank, sha256Of } from './signed-text.ts';

export interface ConsultationSigningDependencies {
  db: Database;
  checkSigner: SigningProofCheck;
  clock: Clock;
}

/**
 * Sign-and-lock of a patient's initial consultation and follow-ups, as visit notes are signed: the
 * text is frozen with its SHA-256, and changed only by signed amendments that follow it.
 */
export function createConsultationSigningService({ db, checkSigner, clock }: ConsultationSigningDependencies) {
  async function patientOrFail(queryable: Queryable, id: number, lock = false) {
    const patient = await createPatientsRepository(queryable).find(id, lock);
    if (!patient) throw notFound(PATIENT_MESSAGES.notFound);
    return patient;
  }

  async function signatureResponse(patientId: number, target: ConsultationTarget) {
    const patient = await patientOrFail(db, patientId);
    return toConsultationSignatureResponse(signatureOf(patient.consultationSignatures, target)!);
  }

  /** The text `target` holds now, checked signable: present (404), not signed yet (409), written (422). */
  function unsignedText(patient: Awaited<ReturnType<typeof patientOrFail>>, target: ConsultationTarget) {
    const sections = sectionsOf(patient, target);
    if (!sections) throw notFound(CONSULTATION_MESSAGES.followUpNotFound);
    if (signatureOf(patient.consultationSignatures, target)) throw conflict(CONSULTATION_MESSAGES.alreadySigned);
    if (isBlank(sections)) throw unprocessable(CONSULTATION_MESSAGES.emptyConsultation);
    return sections;
  }

  function signedRecord(patient: Awaited<ReturnType<typeof patientOrFail>>, target: ConsultationTarget) {
    if (!sectionsOf(patient, target)) throw notFound(CONSULTATION_MESSAGES.followUpNotFound);
    const record = signatureOf(patient.consultationSignatures, target);
    if (!record) throw conflict(CONSULTATION_MESSAGES.notSigned);
    return record;
  }

  async function saveSignatures(tx: Queryable, patientId: number, records: ConsultationSignatureRecord[]) {
    await createPatientsRepository(tx).setConsultationSignatures(patientId, records);
  }

  return {
    async list(patientId: number) {
      const patient = await patientOrFail(db, patientId);
      return { items: patient.consultationSignatures.map(toConsultationSignatureResponse) };
    },

    /** The proof is checked before the lock is taken, since a wrong one is counted in a statement of its own. */
    async sign(
      caller: SessionUser,
      patientId: number,
      target: ConsultationTarget,
      proof: SignNoteInput,
      address: string,
    ) {
      unsignedText(await patientOrFail(db, patientId), target);
      await checkSigner(caller, proof, address);
      await db.transaction(async (tx) => {
        const patient = await patientOrFail(tx, patientId, true);
        const sections = unsignedText(patient, target);
        const sha256 = sha256Of(sections);
        const record: ConsultationSignatureRecord = {
          ...target,
          sections: toSectionPairs(sections),
          signedAt: clock().toISOString(),
          signedByUserId: caller.id,
          signedByName: caller.fullName,
          sha256,
          amendments: [],
        };
        await saveSignatures(tx, patientId, [...patient.consultationSignatures, record]);
        await recordAudit(tx, {
          actor: caller,
          entity: 'consultation',
          entityId: patientId,
          action: 'sign',
          patientId,
          changes: { entry: target.entry, index: target.index, sha256 },
        });
      });
      return signatureResponse(patientId, target);
    },

    /** Any clinical writer may amend a signed record, signing the amendment with their own proof. */
    async amend(
      caller: SessionUser,
      patientId: number,
      target: ConsultationTarget,
      input: NoteAmendmentInput,
      address: string,
    ) {
      signedRecord(await patientOrFail(db, patientId), target);
      if (isBlank(input.sections)) throw unprocessable(NOTE_MESSAGES.emptyNote);
      await checkSigner(caller, input, address);
      await db.transaction(async (tx) => {
        const patient = await patientOrFail(tx, patientId, true);
        const record = signedRecord(patient, target);
        const sha256 = sha256Of(input.sections);
        const lastId = Math.max(
          0,
          ...patient.consultationSignatures.flatMap((each) => each.amendments.map((a) => a.id)),
        );
        const amended: ConsultationSignatureRecord = {
          ...record,
          amendments: [
            ...record.amendments,
            {
              id: lastId + 1,
              reason: input.reason,
              sections: toSectionPairs(input.sections),
              signedAt: clock().toISOString(),
              signedByUserId: caller.id,
              signedByName: caller.fullName,
              sha256,
            },
          ],
        };
        await saveSignatures(
          tx,
          patientId,
          patient.consultationSignatures.map((each) => (each === record ? amended : each)),
        );
        await recordAudit(tx, {
          actor: caller,
          entity: 'consultation',
          entityId: patientId,
          action: 'amend',
          patientId,
          changes: { entry: target.entry, index: target.index, reason: input.reason, sha256 },
        });
      });
      return signatureResponse(patientId, target);
    },
  };
}

export type ConsultationSigningService = ReturnType<typeof createConsultationSigningService>;
