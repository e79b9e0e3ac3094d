import { describe, expect, it } from 'vitest';
import { buildPractitionerInput } from '../testing/practitioner.factory.ts';
import { PRACTITIONER_MESSAGES, practitionerInputSchema } from './practitioner.schemas.ts';

const issuesOf = (input: unknown) =>
  practitionerInputSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('practitionerInputSchema', () => {
  it('takes the printed name under either key, and both only when they agree', () => {
    expect(practitionerInputSchema.parse({ display_name: 'Dr. Ana Cruz' })).toMatchObject({
      display_name: 'Dr. Ana Cruz',
    });
    expect(practitionerInputSchema.parse({ printed_name: ' Dr. Ana Cruz ' })).toMatchObject({
      printed_name: 'Dr. Ana Cruz',
    });
    expect(issuesOf({})).toEqual([['printed_name', PRACTITIONER_MESSAGES.displayNameRequired]]);
    expect(issuesOf({ printed_name: 'Dr. Ana Cruz', display_name: 'Dra. Ana Cruz' })).toEqual([
      ['display_name', PRACTITIONER_MESSAGES.namesDiffer],
    ]);
  });

  it('reads a form as typed: blanks are removed, the PTR year a number, blank letterhead lines dropped', () => {
    const parsed = practitionerInputSchema.parse(
      buildPractitionerInput({
        specialty: ' ',
        s2_number: '',
        ptr_year: '2027' as unknown as number,
        letterhead_lines: ['Makati', ''],
      }),
    );
    expect(parsed).toMatchObject({ specialty: null, s2_number: null, ptr_year: 2027, letterhead_lines: ['Makati'] });
    // Left out, a field is left unchanged by the server.
    expect(practitionerInputSchema.parse({ printed_name: 'Dr. Ana Cruz' })).not.toHaveProperty('prc_number');
  });

  it('refuses what a prescription could not print', () => {
    expect(
      issuesOf(
        buildPractitionerInput({
          prc_number: '01234567',
          prc_valid_until: '15/03/2028',
          ptr_year: 1999,
          ptr_number: 'PTR 123',
          signature: 'data:image/jpeg;base64,/9j/',
        }),
      ).map(([path]) => path),
    ).toEqual(['prc_number', 'prc_valid_until', 'ptr_number', 'ptr_year', 'signature']);
  });
});
