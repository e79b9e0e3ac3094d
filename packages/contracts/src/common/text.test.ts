import { describe, expect, it } from 'vitest';
import { registerInputSchema } from '../auth/auth.schemas.ts';
import { createPatientInputSchema } from '../patients/patient.schemas.ts';
import { createProcedureInputSchema } from '../procedures/procedure.schemas.ts';
import { buildPatientInput } from '../testing/patient.factory.ts';
import { buildProcedureInput } from '../testing/procedure.factory.ts';
import { TEXT_MESSAGES, isWellFormedText, multiLineText, singleLineText } from './text.ts';

describe('singleLineText', () => {
  it.each(['\u0000', '\u0007', '\t', '\n', '\u001b', '\u007f', '\u0085'])('refuses %j inside the text', (character) => {
    const result = singleLineText().safeParse(`Ana${character}Reyes`);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(TEXT_MESSAGES.controlCharacters);
  });

  it('trims first, so a pasted trailing line break is not an error', () => {
    expect(singleLineText().parse('  Ana Reyes\n')).toBe('Ana Reyes');
  });

  it('keeps letters of every alphabet', () => {
    expect(singleLineText().parse('Ñiño 日本 Ωmega')).toBe('Ñiño 日本 Ωmega');
  });
});

describe('multiLineText', () => {
  it('keeps tabs and line breaks and refuses other control characters', () => {
    expect(multiLineText().parse('Line one\r\n\tLine two')).toBe('Line one\r\n\tLine two');
    expect(multiLineText().safeParse('Line\u0000one').success).toBe(false);
    expect(multiLineText().safeParse('Line\u000bone').success).toBe(false);
  });
});

describe('the input schemas', () => {
  it('refuse a NUL in registration, patient and procedure text', () => {
    expect(registerInputSchema.safeParse({ email: 'a@b.co', password: 'Abcdefg1', full_name: 'A\u0000' }).success).toBe(
      false,
    );
    expect(createPatientInputSchema.safeParse(buildPatientInput({ address: 'Makati\u0000' })).success).toBe(false);
    const procedure = buildProcedureInput(1, { details: 'Notes\u0000' });
    expect(createProcedureInputSchema.safeParse(procedure).success).toBe(false);
    expect(createProcedureInputSchema.safeParse({ ...procedure, details: 'Notes\nmore' }).success).toBe(true);
  });
});

describe('isWellFormedText', () => {
  it.each(['Ana\u0000Reyes', '\uD800', 'a\uDC00b', '\uDE00\uD83D'])('refuses %j', (text) => {
    expect(isWellFormedText(text)).toBe(false);
  });

  it('keeps surrogate pairs, control characters other than NUL, and the empty string', () => {
    for (const text of ['', '😀 Ñiño', '\uD83D\uDE00', 'tab\there', 'bell\u0007'])
      expect(isWellFormedText(text)).toBe(true);
  });
});
