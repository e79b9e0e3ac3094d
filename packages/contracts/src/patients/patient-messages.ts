/** Validation messages of the patient forms (spec 1 §5), letter for letter. */
export const PATIENT_VALIDATION_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  nameTooLong: 'Names must be at most 100 characters',
  dateOfBirthRequired: 'Date of birth is required',
  birthDateInvalid: 'Please select a valid birth date (cannot be in the future)',
  sexRequired: 'Sex is required',
  civilStatusRequired: 'Civil status is required',
  emailOrPhoneRequired: 'Either email or phone number is required',
  emailInvalid: 'Invalid email format',
  phoneInvalid: 'Phone must be 6-14 digits, optional + at start',
  referralSourceInvalid: 'Invalid referral source',
  followUpDateInvalid: 'Please select a valid date',
  surgeryDateInvalid: 'Please select a valid surgery date (cannot be in the future)',
  editDateInvalid: 'Invalid date format (YYYY-MM-DD)',
  personTextInvalid: 'Only letters, spaces, hyphens, and apostrophes allowed',
  pregnancyStatusInvalid: 'Invalid pregnancy status',
  otherMedicalHistoryTooLong: 'Other medical history must be at most 25 characters',
  otherAllergiesTooLong: 'Other allergies must be at most 25 characters',
  substanceUseInvalid: 'Choose No, Occasional or Regular',
} as const;

/** Attachment messages; the create and edit forms word the type error differently. */
export const FILE_MESSAGES = {
  tooManyOnCreate: 'Maximum 10 files allowed',
  tooManyOnEdit: 'Maximum 10 files allowed (including existing)',
  unsupportedOnCreate: (name: string) => `File ${name} has an unsupported type`,
  unsupportedOnEdit: (name: string) => `File ${name} has unsupported type`,
  tooLarge: (name: string) => `File ${name} exceeds 5MB`,
  nameNotAllowed: (name: string) => `File name ${JSON.stringify(name)} is not allowed`,
} as const;

/** Screen texts, failures and empty states of spec 1 §2, §4 and §8. */
export const PATIENT_MESSAGES = {
  listFailed: 'Failed to fetch patients',
  archiveFailed: 'Failed to archive patient',
  createFailed: 'Failed to create patient. Please try again.',
  loadFailed: 'Failed to fetch patient details',
  saveFailed: 'Failed to update patient details',
  downloadFailed: 'Failed to download file',
  deleteAttachmentFailed: 'Failed to delete file',
  loadError: 'Error loading patient data',
  notFound: 'Patient not found',
  unauthorized: 'Unauthorized',
  fixValidationErrors: 'Please fix validation errors before saving',
  noAllergies: 'No allergies recorded',
  noMedicalConditions: 'No medical conditions recorded',
  noAttachments: 'No attachments recorded',
  noSucceedingConsultations: 'No succeeding consultations recorded',
  noRegistrationMedications: 'No registration medications recorded',
  noProcedureMedications: 'No procedure medications found',
  noSearchMatches: 'No patients match your search',
  archiveConfirm: (name: string) =>
    `Are you sure you want to archive ${name}? This will save their complete profile to secure storage before removing from the active database.`,
  deleteAttachmentConfirm: 'This action cannot be undone. Are you sure you want to delete the attachment?',
  /** Server answers that the spec leaves to us. */
  attachmentNotFound: 'Attachment not found',
  archivedPatientNotFound: 'Archived patient not found',
  changedWhileArchiving: 'The patient changed while being archived; please try again',
  archiveHasDraftInvoice: 'The patient has a draft invoice; issue or delete it before archiving',
  archiveDamaged: "The archive's files failed their integrity check; nothing was restored",
  patientInNotJson: 'patient_in must be JSON text',
  patientInMissing: 'patient_in is required',
  downloadLinkInvalid: 'This download link is invalid or has expired',
  alreadyActive: 'A patient with this id already exists',
  undoExpired:
    'Only the person who archived the patient can undo it, within a minute; a SUPERADMIN can restore it from Archived Patients',
  archived: (name: string) => `${name} was archived.`,
  restored: (name: string) => `${name} was restored.`,
  /** The server's answers to a write that has no record to return. */
  restoredDone: 'Patient restored successfully',
  mergedDone: 'Patient merged successfully',
  archivedDone: 'Patient archived successfully',
  attachmentDeleted: 'Attachment deleted successfully',
} as const;

/** How long after archiving the person who archived may take it back (the notification shows for 6 s). */
export const ARCHIVE_UNDO_SECONDS = 60;
