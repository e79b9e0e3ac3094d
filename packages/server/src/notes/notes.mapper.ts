import type { Note, NoteAmendment, NoteSections, NoteStatus, NoteTemplate } from '@clinic/contracts';
import type { NoteSectionPairs } from '../db/schema/index.ts';
import type { AmendmentRow, NoteRow, NoteTemplateRow } from './notes.repository.ts';

export const toSectionPairs = (sections: NoteSections): NoteSectionPairs => Object.entries(sections);

export const toSections = (pairs: NoteSectionPairs): NoteSections => Object.fromEntries(pairs);

export const toTemplateResponse = (row: NoteTemplateRow): NoteTemplate => ({
  id: row.id,
  name: row.name,
  sections: row.sections,
  procedure_names: row.procedureNames,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const toAmendmentResponse = (row: AmendmentRow): NoteAmendment => ({
  id: row.id,
  reason: row.reason,
  sections: toSections(row.sections),
  signed_at: row.signedAt.toISOString(),
  signed_by: row.signedByName,
  sha256: row.sha256,
});

const statusOf = (row: NoteRow): NoteStatus => (row.cosignedAt ? 'cosigned' : row.signedAt ? 'signed' : 'draft');

export const toNoteResponse = (row: NoteRow, amendments: readonly AmendmentRow[]): Note => ({
  id: row.id,
  procedure_id: row.procedureId,
  procedure_name: row.procedureName,
  patient_id: row.patientId,
  template_id: row.templateId,
  status: statusOf(row),
  sections: toSections(row.sections),
  author_id: row.authorUserId,
  author: row.authorName,
  author_role: row.authorRole,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
  signed_at: row.signedAt?.toISOString() ?? null,
  signed_by: row.signedByName,
  sha256: row.sha256,
  cosigner: row.cosignerName,
  cosigned_at: row.cosignedAt?.toISOString() ?? null,
  amendments: amendments.filter((amendment) => amendment.noteId === row.id).map(toAmendmentResponse),
});
