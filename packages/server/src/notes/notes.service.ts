import {
  NOTE_MESSAGES,
  PROCEDURE_MESSAGES,
  sameDoctor,
  type Note,
  type NoteAmendmentInput,
  type NoteSections,
  type SignNoteInput,
  type noteInputSchema,
  type noteTemplateInputSchema,
} from '@clinic/contracts';
import type { z } from 'zod';
import { recordAudit } from '../audit/audit-log.ts';
import type { SigningProofCheck } from '../auth/signing-proof.ts';
import type { Clock } from '../clock.ts';
import type { Database, Queryable } from '../db/client.ts';
import type { SessionUser } from '../http/auth-guard.ts';
import { conflict, forbidden, notFound, unprocessable } from '../http/app-error.ts';
import { practitionerRoster } from '../practitioners/practitioners.service.ts';
import { toNoteResponse, toSectionPairs, toTemplateResponse } from './notes.mapper.ts';
import { createNotesRepository, type NoteRow } from './notes.repository.ts';
import { isBlank, sha256Of } from './signed-text.ts';

export interface NotesServiceDependencies {
  db: Database;
  checkSigner: SigningProofCheck;
  clock: Clock;
}

type TemplateFields = z.output<typeof noteTemplateInputSchema>;
type NoteFields = z.output<typeof noteInputSchema>;

/** A template's sections first, in its order, each with what was written under it; then any others written. */
function sectionsOnTemplate(titles: readonly string[], written: NoteSections): NoteSections {
  return { ...Object.fromEntries(titles.map((title) => [title, ''])), ...written };
}

export function createNotesService({ db, checkSigner, clock }: NotesServiceDependencies) {
  async function templateOrFail(queryable: Queryable, id: number, lock = false) {
    const template = await createNotesRepository(queryable).findTemplate(id, lock);
    if (!template) throw notFound(NOTE_MESSAGES.templateNotFound);
    return template;
  }

  async function noteOrFail(queryable: Queryable, id: number, lock = false) {
    const note = await createNotesRepository(queryable).findNote(id, lock);
    if (!note) throw notFound(NOTE_MESSAGES.noteNotFound);
    return note;
  }

  async function respond(queryable: Queryable, notes: NoteRow[]): Promise<Note[]> {
    const amendments = await createNotesRepository(queryable).amendmentsOf(notes.map((note) => note.id));
    return notes.map((note) => toNoteResponse(note, amendments));
  }

  const noteResponse = async (id: number) => (await respond(db, [await noteOrFail(db, id)]))[0]!;

  /** The text a note begins or is edited to: laid out on its template's sections when it has one. */
  async function noteSections(queryable: Queryable, templateId: number | null, sections: NoteSections) {
    if (templateId === null) return sections;
    return sectionsOnTemplate((await templateOrFail(queryable, templateId)).sections, sections);
  }

  /**
   * The doctor a NURSE's note waits for: the roster's practitioner the procedure's typed doctor
   * name names, unless that is the author. Other authors' notes need no co-signature.
   */
  async function cosignerOf(queryable: Queryable, author: SessionUser, doctorName: string) {
    if (author.role !== 'NURSE') return undefined;
    const roster = await practitionerRoster(queryable);
    const doctor = roster.find((practitioner) =>
      [practitioner.display_name, ...practitioner.answers_to].some((name) => sameDoctor(name, doctorName)),
    );
    return doctor && doctor.user_id !== author.id ? doctor : undefined;
  }

  /** A note the caller may still change: a draft (else 409) of their own (else 403). */
  function assertOwnDraft(note: NoteRow, caller: SessionUser) {
    if (note.signedAt) throw conflict(NOTE_MESSAGES.signedNoteLocked);
    if (note.authorUserId !== caller.id) throw forbidden(NOTE_MESSAGES.notTheAuthor);
  }

  return {
    async listTemplates() {
      return (await createNotesRepository(db).listTemplates()).map(toTemplateResponse);
    },

    async createTemplate(actor: SessionUser, fields: TemplateFields) {
      const id = await db.transaction(async (tx) => {
        const now = clock();
        const templateId = await createNotesRepository(tx).insertTemplate({
          name: fields.name,
          sections: fields.sections,
          procedureNames: fields.procedure_names,
          createdAt: now,
          updatedAt: now,
        });
        await recordAudit(tx, {
          actor,
          entity: 'note_template',
          entityId: templateId,
          action: 'create',
          changes: fields,
        });
        return templateId;
      });
      return toTemplateResponse(await templateOrFail(db, id));
    },

    /** Notes begun on a template keep the sections they were begun with. */
    async updateTemplate(actor: SessionUser, id: number, fields: TemplateFields) {
      await db.transaction(async (tx) => {
        await templateOrFail(tx, id, true);
        await createNotesRepository(tx).updateTemplate(id, {
          name: fields.name,
          sections: fields.sections,
          procedureNames: fields.procedure_names,
          updatedAt: clock(),
        });
        await recordAudit(tx, { actor, entity: 'note_template', entityId: id, action: 'update', changes: fields });
      });
      return toTemplateResponse(await templateOrFail(db, id));
    },

    async listOfProcedure(procedureId: number) {
      const repository = createNotesRepository(db);
      if (!(await repository.findProcedure(procedureId))) throw notFound(PROCEDURE_MESSAGES.notFound);
      return { items: await respond(db, await repository.notesOfProcedure(procedureId)) };
    },

    async create(author: SessionUser, procedureId: number, fields: NoteFields) {
      const id = await db.transaction(async (tx) => {
        const repository = createNotesRepository(tx);
        const procedure = await repository.findProcedure(procedureId);
        if (!procedure) throw notFound(PROCEDURE_MESSAGES.notFound);
        const templateId = fields.template_id ?? null;
        const now = clock();
        const noteId = await repository.insertNote({
          procedureId,
          patientId: procedure.patientId,
          templateId,
          sections: toSectionPairs(await noteSections(tx, templateId, fields.sections)),
          authorUserId: author.id,
          authorName: author.fullName,
          authorRole: author.role,
          createdAt: now,
          updatedAt: now,
        });
        await recordAudit(tx, {
          actor: author,
          entity: 'note',
          entityId: noteId,
          action: 'create',
          patientId: procedure.patientId,
          changes: { procedure_id: procedureId, procedure_name: procedure.name },
        });
        return noteId;
      });
      return noteResponse(id);
    },

    async update(caller: SessionUser, id: number, fields: NoteFields) {
      await db.transaction(async (tx) => {
        const note = await noteOrFail(tx, id, true);
        assertOwnDraft(note, caller);
        const templateId = fields.template_id === undefined ? note.templateId : fields.template_id;
        await createNotesRepository(tx).updateNote(id, {
          templateId,
          sections: toSectionPairs(await noteSections(tx, templateId, fields.sections)),
          updatedAt: clock(),
        });
        await recordAudit(tx, {
          actor: caller,
          entity: 'note',
          entityId: id,
          action: 'update',
          patientId: note.patientId,
          changes: { procedure_id: note.procedureId, procedure_name: note.procedureName },
        });
      });
      return noteResponse(id);
    },

    /**
     * The author signs their draft: the text is frozen and its SHA-256 kept. The proof is checked
     * before the note is locked, since a wrong one is counted in a statement of its own.
     */
    async sign(caller: SessionUser, id: number, proof: SignNoteInput, address: string) {
      const draft = await noteOrFail(db, id);
      assertOwnDraft(draft, caller);
      if (isBlank(Object.fromEntries(draft.sections))) throw unprocessable(NOTE_MESSAGES.emptyNote);
      await checkSigner(caller, proof, address);
      await db.transaction(async (tx) => {
        const note = await noteOrFail(tx, id, true);
        assertOwnDraft(note, caller);
        const procedure = await createNotesRepository(tx).findProcedure(note.procedureId);
        const cosigner = await cosignerOf(tx, caller, procedure!.doctorName);
        const sha256 = sha256Of(Object.fromEntries(note.sections));
        await createNotesRepository(tx).updateNote(id, {
          signedAt: clock(),
          signedByName: caller.fullName,
          sha256,
          cosignerUserId: cosigner?.user_id ?? null,
          cosignerName: cosigner?.display_name ?? null,
        });
        await recordAudit(tx, {
          actor: caller,
          entity: 'note',
          entityId: id,
          action: 'sign',
          patientId: note.patientId,
          changes: { procedure_id: note.procedureId, procedure_name: note.procedureName, sha256 },
        });
      });
      return noteResponse(id);
    },

    /** The procedure's doctor co-signs a nurse's signed note waiting in their queue. */
    async cosign(caller: SessionUser, id: number, proof: SignNoteInput, address: string) {
      const check = (note: NoteRow) => {
        if (!note.signedAt) throw conflict(NOTE_MESSAGES.notSigned);
        if (note.cosignedAt) throw conflict(NOTE_MESSAGES.alreadyCosigned);
        if (note.cosignerUserId === null) throw conflict(NOTE_MESSAGES.noCosignNeeded);
        if (note.cosignerUserId !== caller.id) throw forbidden(NOTE_MESSAGES.notTheCosigner);
      };
      check(await noteOrFail(db, id));
      await checkSigner(caller, proof, address);
      await db.transaction(async (tx) => {
        const note = await noteOrFail(tx, id, true);
        check(note);
        await createNotesRepository(tx).updateNote(id, { cosignedAt: clock() });
        await recordAudit(tx, {
          actor: caller,
          entity: 'note',
          entityId: id,
          action: 'cosign',
          patientId: note.patientId,
          changes: { procedure_id: note.procedureId, procedure_name: note.procedureName },
        });
      });
      return noteResponse(id);
    },

    /** A signed note is changed only by a signed amendment that follows it; the note's text stays. */
    async amend(caller: SessionUser, id: number, input: NoteAmendmentInput, address: string) {
      const signedNote = await noteOrFail(db, id);
      if (!signedNote.signedAt) throw conflict(NOTE_MESSAGES.notSigned);
      if (isBlank(input.sections)) throw unprocessable(NOTE_MESSAGES.emptyNote);
      await checkSigner(caller, input, address);
      await db.transaction(async (tx) => {
        const note = await noteOrFail(tx, id, true);
        const sha256 = sha256Of(input.sections);
        const amendmentId = await createNotesRepository(tx).insertAmendment({
          noteId: id,
          reason: input.reason,
          sections: toSectionPairs(input.sections),
          signedByUserId: caller.id,
          signedByName: caller.fullName,
          signedAt: clock(),
          sha256,
        });
        await recordAudit(tx, {
          actor: caller,
          entity: 'note',
          entityId: id,
          action: 'amend',
          patientId: note.patientId,
          changes: {
            procedure_id: note.procedureId,
            procedure_name: note.procedureName,
            amendment_id: amendmentId,
            reason: input.reason,
            sha256,
          },
        });
      });
      return noteResponse(id);
    },

    async cosignQueue(caller: SessionUser) {
      return { items: await respond(db, await createNotesRepository(db).cosignQueue(caller.id)) };
    },
  };
}

export type NotesService = ReturnType<typeof createNotesService>;
