import { describe, expect, it } from 'vitest';
import { buildPatientInput } from '../testing/patient.factory.ts';
import {
  FILE_MESSAGES,
  PATIENT_MESSAGES,
  PATIENT_VALIDATION_MESSAGES as M,
  canSearchPatients,
  checkAttachmentFiles,
  creatorRole,
  createPatientInputSchema,
  editPatientFormSchema,
  normalisePhone,
  patientListQuerySchema,
  qualifyingNameSearch,
  qualifyingPhoneSearch,
  registrationType,
  sexFromFormValue,
  sexToFormValue,
  updatePatientInputSchema,
} from './index.ts';

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const MB = 1024 * 1024;

describe('createPatientInputSchema', () => {
  it('accepts the factory payload and fills the defaults', () => {
    const parsed = createPatientInputSchema.parse(buildPatientInput({ lifestyle: { civil_status: 'single' } }));
    expect(parsed.lifestyle).toEqual({ tobacco_use: 'NO', alcohol_use: 'NO', civil_status: 'single' });
    expect(parsed.medical_history.asthma).toBe(true);
    expect(parsed.medical_history.diabetes).toBe(false);
    expect(parsed.female_specific.pregnancy_status).toBe('none');
  });

  it('reports every required field with the spec message', () => {
    expect(messagesOf(createPatientInputSchema.safeParse({}))).toEqual({
      first_name: M.firstNameRequired,
      last_name: M.lastNameRequired,
      sex: M.sexRequired,
      date_of_birth: M.dateOfBirthRequired,
      lifestyle: M.civilStatusRequired,
      email: M.emailOrPhoneRequired,
    });
    expect(M.emailOrPhoneRequired).toBe('Either email or phone number is required');
  });

  it.each(['2999-01-01', '1899-12-31', '1990-02-30', '17/05/1990'])('refuses the birth date %s', (date) => {
    const result = createPatientInputSchema.safeParse(buildPatientInput({ date_of_birth: date }));
    expect(messagesOf(result).date_of_birth).toBe('Please select a valid birth date (cannot be in the future)');
  });

  it('needs email or primary phone, and accepts either alone', () => {
    const neither = createPatientInputSchema.safeParse(buildPatientInput({ email: '', phone_primary: '' }));
    expect(messagesOf(neither).email).toBe('Either email or phone number is required');
    expect(createPatientInputSchema.safeParse(buildPatientInput({ email: '' })).success).toBe(true);
    expect(createPatientInputSchema.safeParse(buildPatientInput({ phone_primary: '' })).success).toBe(true);
  });

  it('checks email and phones with the spec messages', () => {
    const result = createPatientInputSchema.safeParse(
      buildPatientInput({
        email: 'not-an-email',
        phone_primary: '12345',
        phone_secondary: '12+34567',
        emergency_contact: { name: 'Jo', relationship: 'Son', phone: '123456789012345' },
      }),
    );
    expect(messagesOf(result)).toEqual({
      email: 'Invalid email format',
      phone_primary: 'Phone must be 6-14 digits, optional + at start',
      phone_secondary: 'Phone must be 6-14 digits, optional + at start',
      'emergency_contact.phone': 'Phone must be 6-14 digits, optional + at start',
    });
  });

  it('normalises phones to digits and a leading plus', () => {
    expect(normalisePhone('+63 (917) 123-4567')).toBe('+639171234567');
    expect(createPatientInputSchema.parse(buildPatientInput({ phone_primary: '0917 123 4567' })).phone_primary).toBe(
      '09171234567',
    );
  });

  it('checks referral source, follow-up and surgery dates, and the 25-character other fields', () => {
    const result = createPatientInputSchema.safeParse(
      buildPatientInput({
        referral_source: { source: 'Billboard' as never, doctor: '' },
        succeeding_consultations: [{ date: '2100-01-01', notes: 'x', plan: '' }],
        surgeries: [{ procedure: 'Appendectomy', date: '2999-01-01' }],
        medical_history: { other: 'x'.repeat(26) },
        allergies_specific: { other: 'y'.repeat(26) },
      }),
    );
    expect(messagesOf(result)).toEqual({
      'referral_source.source': 'Invalid referral source',
      'succeeding_consultations.0.date': 'Please select a valid date',
      'surgeries.0.date': 'Please select a valid surgery date (cannot be in the future)',
      'medical_history.other': M.otherMedicalHistoryTooLong,
      'allergies_specific.other': M.otherAllergiesTooLong,
    });
  });

  it('allows a future follow-up on create and drops empty rows', () => {
    const parsed = createPatientInputSchema.parse(
      buildPatientInput({
        succeeding_consultations: [
          { date: '2098-01-01', notes: 'review', plan: '' },
          { date: '', notes: '', plan: '' },
        ],
        surgeries: [{ procedure: '', date: '' }],
        current_medications: ['', 'Paracetamol'],
      }),
    );
    expect(parsed.succeeding_consultations).toHaveLength(1);
    expect(parsed.surgeries).toEqual([]);
    expect(parsed.current_medications).toEqual(['Paracetamol']);
  });

  it('maps form sex values to codes', () => {
    expect(createPatientInputSchema.parse(buildPatientInput({ sex: 'female' as never })).sex).toBe('F');
    expect(sexFromFormValue('other')).toBe('O');
    expect(sexToFormValue('M')).toBe('male');
  });
});

describe('profile edit schemas', () => {
  it('keeps only the fields sent', () => {
    expect(updatePatientInputSchema.parse({ first_name: ' Ana ', email: '' })).toEqual({
      first_name: 'Ana',
      email: '',
    });
  });

  it('uses the profile messages', () => {
    const result = updatePatientInputSchema.safeParse({
      date_of_birth: '2999-01-01',
      succeeding_consultations: [{ date: '2999-01-01', notes: 'x', plan: '' }],
      surgeries: [{ procedure: 'x', date: 'yesterday' }],
      emergency_contact: { name: 'J0hn', relationship: 'Bro/Sis', phone: '' },
      female_specific: { pregnancy_status: 'expecting' },
      email: 'bad',
    });
    expect(messagesOf(result)).toEqual({
      date_of_birth: 'Invalid date format (YYYY-MM-DD)',
      'succeeding_consultations.0.date': 'Invalid date format (YYYY-MM-DD)',
      'surgeries.0.date': 'Invalid date format (YYYY-MM-DD)',
      'emergency_contact.name': 'Only letters, spaces, hyphens, and apostrophes allowed',
      'emergency_contact.relationship': 'Only letters, spaces, hyphens, and apostrophes allowed',
      'female_specific.pregnancy_status': 'Invalid pregnancy status',
      email: 'Invalid email format',
    });
  });

  it('accepts names with apostrophes and hyphens, and the full edit form', () => {
    const form = {
      ...buildPatientInput(),
      emergency_contact: { name: "Ma'ria Dela-Cruz", relationship: 'Sister', phone: '' },
    };
    expect(editPatientFormSchema.safeParse(form).success).toBe(true);
  });

  it('refuses clearing both email and phone', () => {
    expect(messagesOf(updatePatientInputSchema.safeParse({ email: '', phone_primary: '' })).email).toBe(
      'Either email or phone number is required',
    );
  });
});

describe('checkAttachmentFiles', () => {
  const file = (name: string, size = 1000) => ({ name, size });

  it('passes accepted types within the limits', () => {
    const names = ['a.jpeg', 'b.JPG', 'c.heic', 'd.pdf', 'e.png', 'f.docx'];
    expect(
      checkAttachmentFiles(
        names.map((name) => file(name)),
        { mode: 'create' },
      ),
    ).toEqual([]);
  });

  it('words create and edit problems as the spec does', () => {
    const eleven = Array.from({ length: 11 }, (_, index) => file(`${index}.pdf`));
    expect(checkAttachmentFiles(eleven, { mode: 'create' })).toEqual(['Maximum 10 files allowed']);
    expect(checkAttachmentFiles([file('a.pdf')], { mode: 'edit', existingCount: 10 })).toEqual([
      'Maximum 10 files allowed (including existing)',
    ]);
    expect(checkAttachmentFiles([file('virus.exe')], { mode: 'create' })).toEqual([
      'File virus.exe has an unsupported type',
    ]);
    expect(checkAttachmentFiles([file('virus.exe')], { mode: 'edit' })).toEqual([
      'File virus.exe has unsupported type',
    ]);
    expect(checkAttachmentFiles([file('big.pdf', 5 * MB + 1)], { mode: 'create' })).toEqual([
      'File big.pdf exceeds 5MB',
    ]);
    expect(checkAttachmentFiles([file('exact.pdf', 5 * MB)], { mode: 'create' })).toEqual([]);
    expect(FILE_MESSAGES.tooLarge('x')).toBe('File x exceeds 5MB');
  });
});

describe('patient search rules', () => {
  it('uses names from 4 characters and phones from 5 without spaces', () => {
    expect(qualifyingNameSearch('Ana')).toBeUndefined();
    expect(qualifyingNameSearch(' Anna ')).toBe('Anna');
    expect(qualifyingPhoneSearch('09 17')).toBeUndefined();
    expect(qualifyingPhoneSearch('09 171')).toBe('09171');
    expect(canSearchPatients({ first: 'Ana', phone: '1234' })).toBe(false);
    expect(canSearchPatients({ last: 'Cruz' })).toBe(true);
  });

  it('whitelists sort columns and defaults the page', () => {
    expect(patientListQuerySchema.parse({})).toMatchObject({
      page: 1,
      page_size: 10,
      sortBy: 'created_at',
      sortOrder: 'desc',
    });
    expect(patientListQuerySchema.safeParse({ sortBy: 'password_hash' }).success).toBe(false);
  });
});

describe('patient screen texts', () => {
  it('keeps the spec wording', () => {
    expect(PATIENT_MESSAGES.archiveConfirm('Ana Cruz')).toBe(
      'Are you sure you want to archive Ana Cruz? This will save their complete profile to secure storage before removing from the active database.',
    );
    expect(PATIENT_MESSAGES.createFailed).toBe('Failed to create patient. Please try again.');
    expect(PATIENT_MESSAGES.noAttachments).toBe('No attachments recorded');
  });
});

describe('registration type', () => {
  it("labels a record from its creator's role", () => {
    expect(registrationType('KIOSK')).toBe('Self-Registered (Kiosk)');
    expect(registrationType('DOCTOR')).toBe('Admin Created');
    expect(registrationType('SUPERADMIN')).toBe('Admin Created');
  });

  it('reads the labels that older records and archives hold as roles', () => {
    expect(creatorRole('Self-Registered (Kiosk)')).toBe('KIOSK');
    expect(creatorRole('Admin Created')).toBe('ADMIN');
    expect(creatorRole('nurse')).toBe('NURSE');
  });
});
