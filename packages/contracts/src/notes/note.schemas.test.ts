import { describe, expect, it } from 'vitest';
import {
  CONSULTATION_FIELDS,
  CONSULTATION_MESSAGES,
  FOLLOW_UP_FIELDS,
  consultationSections,
  followUpParamsSchema,
} from './consultation-signature.schemas.ts';
import { templateForProcedure } from './note-template-match.ts';
import {
  MAX_NOTE_SECTIONS,
  NOTE_MESSAGES,
  SOAP_SECTIONS,
  noteSectionsSchema,
  noteTemplateInputSchema,
  signNoteInputSchema,
} from './note.schemas.ts';

describe('note templates', () => {
  it('are SOAP when no sections are given', () => {
    expect(noteTemplateInputSchema.parse({ name: 'Consultation' }).sections).toEqual([...SOAP_SECTIONS]);
  });

  it('open for a procedure whose name holds one of their procedure names', () => {
    const templates = [
      { id: 1, procedure_names: ['Filler'] },
      { id: 2, procedure_names: ['Botox'] },
    ];
    expect(templateForProcedure('BÓTOX - forehead', templates)?.id).toBe(2);
    expect(templateForProcedure('Botoxin', templates)).toBeUndefined();
  });
});

describe('signing', () => {
  it('takes a password or a code, not both and not neither', () => {
    expect(signNoteInputSchema.safeParse({ password: 'secret' }).success).toBe(true);
    expect(signNoteInputSchema.safeParse({ code: '123456' }).success).toBe(true);
    expect(signNoteInputSchema.safeParse({ password: 'secret', code: '123456' }).success).toBe(false);
    expect(signNoteInputSchema.safeParse({}).error?.issues[0]?.message).toBe(NOTE_MESSAGES.passwordOrCode);
  });
});

describe('a note’s sections', () => {
  it('are at most MAX_NOTE_SECTIONS, said so', () => {
    const many = Object.fromEntries(Array.from({ length: MAX_NOTE_SECTIONS + 1 }, (_, index) => [`Part ${index}`, '']));
    expect(noteSectionsSchema.safeParse(many).error?.issues[0]?.message).toBe(NOTE_MESSAGES.tooManySections);
  });
});

describe('a consultation’s signed text', () => {
  it('is its fields by name in the fixed order, whatever order the keys came in, blanks for missing ones', () => {
    expect(
      Object.entries(
        consultationSections(CONSULTATION_FIELDS, { management: 'Laser', chief_complaint: 'Scars', extra: 'x' }),
      ),
    ).toEqual([
      ['chief_complaint', 'Scars'],
      ['physical_examination', ''],
      ['history', ''],
      ['assessment', ''],
      ['management', 'Laser'],
    ]);
    expect(consultationSections(FOLLOW_UP_FIELDS, { plan: 'Review', date: '2026-01-10' })).toEqual({
      date: '2026-01-10',
      notes: '',
      plan: 'Review',
    });
  });

  it('names a follow-up by its place from 0, said so when it is not one', () => {
    expect(followUpParamsSchema.parse({ id: '4', index: '0' })).toEqual({ id: 4, index: 0 });
    expect(followUpParamsSchema.safeParse({ id: '4', index: '-1' }).error?.issues[0]?.message).toBe(
      CONSULTATION_MESSAGES.followUpNotFound,
    );
  });
});
