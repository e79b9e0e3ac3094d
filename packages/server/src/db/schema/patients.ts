import { sql } from 'drizzle-orm';
import { bigint, boolean, customType, date, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, optionalReference, timestamptz, updatedAt } from './columns.ts';
import { users } from './users.ts';

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A signature kept inside a row: the sections signed as `[title, text]` pairs, who, when, and the hash. */
export interface SignedSectionsRecord {
  sections: [string, string][];
  signedAt: string;
  signedByUserId: number;
  signedByName: string;
  sha256: string;
}

/** The signature of the initial consultation (`index` null) or of the follow-up at `index`. */
export interface ConsultationSignatureRecord extends SignedSectionsRecord {
  entry: 'initial' | 'follow_up';
  index: number | null;
  amendments: (SignedSectionsRecord & { id: number; reason: string })[];
}

export const patients = pgTable(
  'patients',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    sex: text('sex', { enum: ['M', 'F', 'O'] }).notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    email: text('email'),
    phonePrimary: text('phone_primary'),
    /** Digits of the primary phone only, for search that ignores spaces and punctuation. */
    phonePrimaryDigits: text('phone_primary_digits'),
    phoneSecondary: text('phone_secondary'),
    address: text('address'),
    occupation: text('occupation'),
    primaryCarePhysician: text('primary_care_physician'),
    emergencyContact: jsonb('emergency_contact').notNull().default({}),
    medicalHistory: jsonb('medical_history').notNull().default({}),
    allergiesSpecific: jsonb('allergies_specific').notNull().default({}),
    lifestyle: jsonb('lifestyle').notNull().default({}),
    femaleSpecific: jsonb('female_specific').notNull().default({}),
    referralSource: jsonb('referral_source').notNull().default({}),
    consultation: jsonb('consultation').notNull().default({}),
    succeedingConsultations: jsonb('succeeding_consultations').notNull().default([]),
    /**
     * The signatures that lock the initial consultation and follow-ups, each with its amendments.
     * Kept on the row they lock, so archiving, restoring and merging carry them with the text.
     */
    consultationSignatures: jsonb('consultation_signatures')
      .$type<ConsultationSignatureRecord[]>()
      .notNull()
      .default([]),
    currentMedications: jsonb('current_medications').notNull().default([]),
    surgeries: jsonb('surgeries').notNull().default([]),
    /** The language of reminders and other messages to the patient. */
    preferredLanguage: text('preferred_language', { enum: ['en', 'fil'] })
      .notNull()
      .default('en'),
    remindersOptOut: boolean('reminders_opt_out').notNull().default(false),
    createdByRole: text('created_by_role').notNull(),
    createdByUserId: optionalReference('created_by_user_id', () => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * The words of the whole name, folded (`Peña` → `pena`), kept by the database: the quick search
     * finds patients by the words a typo was corrected to (`patient_name_words`).
     */
    nameWords: text('name_words')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`clinic_name_words(first_name, middle_name, last_name)`),
  },
  (table) => {
    const listSortColumns = [
      table.firstName,
      table.lastName,
      table.dateOfBirth,
      table.createdAt,
      table.updatedAt,
      table.id,
    ] as const;
    return [
      index('patients_name_words_idx').using('gin', table.nameWords),
      // The list's name search ("contains") as the start of the name or text after its first letter:
      // an ordered range for what people usually type, and trigrams that skip the name's first letters.
      // The range's index also holds the list's sort columns, so a page of few matches is chosen
      // from the index alone (patients/few-matches-page.ts).
      index('patients_first_name_prefix_idx').on(sql`lower(${table.firstName}) text_pattern_ops`, ...listSortColumns),
      index('patients_first_name_inner_trgm_idx').using('gin', sql`substr(lower(${table.firstName}), 2) gin_trgm_ops`),
      index('patients_last_name_prefix_idx').on(sql`lower(${table.lastName}) text_pattern_ops`, ...listSortColumns),
      index('patients_last_name_inner_trgm_idx').using('gin', sql`substr(lower(${table.lastName}), 2) gin_trgm_ops`),
      // The transactions screen filters by "first last" as one text.
      index('patients_full_name_trgm_idx').using(
        'gin',
        sql`lower(${table.firstName} || ' ' || ${table.lastName}) gin_trgm_ops`,
      ),
      index('patients_phone_digits_trgm_idx').using('gin', sql`${table.phonePrimaryDigits} gin_trgm_ops`),
      index('patients_created_at_idx').on(table.createdAt, table.id),
      index('patients_updated_at_idx').on(table.updatedAt, table.id),
      index('patients_last_name_idx').on(table.lastName, table.id),
      index('patients_first_name_idx').on(table.firstName, table.id),
      index('patients_date_of_birth_idx').on(table.dateOfBirth, table.id),
      index('patients_sex_idx').on(table.sex),
    ];
  },
);

export const patientAttachments = pgTable(
  'patient_attachments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    patientId: belongsTo('patient_id', () => patients.id),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** Generated name in the file store; never the client's path. */
    storageKey: text('storage_key').notNull(),
    uploadedAt: timestamptz('uploaded_at').notNull().defaultNow(),
    uploadedByUserId: optionalReference('uploaded_by_user_id', () => users.id),
  },
  (table) => [index('patient_attachments_patient_idx').on(table.patientId)],
);

/**
 * A file being written to the file store, recorded (and committed) before its bytes are written;
 * the transaction that adds its attachment row deletes this one. A row left behind by a crash
 * names a file to remove; start-up sweeps them.
 */
export const pendingFiles = pgTable('pending_files', {
  storageKey: text('storage_key').primaryKey(),
  createdAt: createdAt(),
});

/** A patient removed from the active tables: the whole profile and its files, encrypted. */
export const archivedPatients = pgTable('archived_patients', {
  patientId: integer('patient_id').primaryKey(),
  /** AES-256-GCM of the archived profile's JSON: iv, auth tag and cipher text. */
  payload: bytea('payload').notNull(),
  archivedAt: timestamptz('archived_at').notNull().defaultNow(),
  archivedByUserId: optionalReference('archived_by_user_id', () => users.id),
  /** Set when the patient was archived by merging into another record: the record kept. */
  mergedIntoPatientId: integer('merged_into_patient_id'),
});

/**
 * Every distinct word of the patients' names, folded, while some patient has it (the database keeps
 * it from the patients table): a typo is corrected against these words, far fewer than patients.
 */
export const patientNameWords = pgTable(
  'patient_name_words',
  {
    word: text('word').primaryKey(),
    /**
     * The word with one letter left out, each way (`santos` → `antos`, `sntos`, … `santo`): a word
     * typed with one letter missing, extra, wrong, or two letters swapped is one of these or shares
     * one with the word meant (a deletion neighbourhood, kept by the database).
     */
    oneLetterOut: text('one_letter_out')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`clinic_one_letter_out(word)`),
  },
  (table) => [
    index('patient_name_words_trgm_idx').using('gin', sql`${table.word} gin_trgm_ops`),
    index('patient_name_words_one_letter_out_idx').using('gin', table.oneLetterOut),
  ],
);
