export const ROLES = ['SUPERADMIN', 'ADMIN', 'DOCTOR', 'NURSE', 'STAFF', 'KIOSK'] as const;
export type Role = (typeof ROLES)[number];

/** Roles compared in one normalised form: the spec mixes exact and case-insensitive checks. */
export function normaliseRole(role: string): Role | undefined {
  const upper = role.trim().toUpperCase();
  return (ROLES as readonly string[]).includes(upper) ? (upper as Role) : undefined;
}

const STAFF_ROLES = ['SUPERADMIN', 'ADMIN', 'DOCTOR', 'NURSE', 'STAFF'] as const satisfies Role[];
const CLINICAL_ROLES = ['SUPERADMIN', 'ADMIN', 'DOCTOR', 'NURSE'] as const satisfies Role[];

/**
 * Every role rule of the portal, read by the server guard and by the web's `useCan` hook.
 * SUPERADMIN may do everything ADMIN may (see docs/decisions/001-roles.md).
 */
export const CAPABILITIES = {
  'patient.read': STAFF_ROLES,
  'patient.create': ['SUPERADMIN', 'ADMIN', 'DOCTOR', 'STAFF'],
  'patient.showAddButton': ['SUPERADMIN', 'ADMIN', 'DOCTOR'],
  'patient.selfRegister': ['KIOSK'],
  'patient.update': ['SUPERADMIN', 'ADMIN', 'DOCTOR', 'STAFF'],
  'patient.archive': ['SUPERADMIN', 'ADMIN', 'DOCTOR'],
  'patient.restore': ['SUPERADMIN'],
  /** Merging a duplicate record into the one kept: it moves every record, so administrators only. */
  'patient.merge': ['SUPERADMIN', 'ADMIN'],
  /**
   * Sending files at all, on any route (a multipart file part): every staff role, never the shared
   * kiosk, whose screen has no file field. Each upload route adds its own capability.
   */
  'files.send': STAFF_ROLES,
  'attachment.upload': ['SUPERADMIN', 'ADMIN', 'DOCTOR'],
  'attachment.download': ['SUPERADMIN', 'ADMIN', 'DOCTOR', 'NURSE'],
  'attachment.delete': ['SUPERADMIN', 'ADMIN', 'DOCTOR'],
  'procedure.read': STAFF_ROLES,
  /** The clinical content of a procedure: details, medications, face points and their notes, products used. */
  'procedure.write': ['SUPERADMIN', 'ADMIN', 'DOCTOR', 'NURSE'],
  'procedure.delete': ['SUPERADMIN', 'ADMIN', 'DOCTOR'],
  /** Unlocking a completed procedure, with a reason, is an administrator's decision. */
  'procedure.reopen': ['SUPERADMIN', 'ADMIN'],
  /** Send an appointment reminder by hand; the reminder log is read with procedure.read. */
  'reminder.send': ['SUPERADMIN', 'ADMIN', 'DOCTOR', 'NURSE'],
  /** The schedule and the Today list. */
  'schedule.read': STAFF_ROLES,
  /**
   * The front desk's part of an appointment: booking (patient, service, doctor, time, a note),
   * moving it, checking the patient in and marking a no-show. Clinical fields need procedure.write.
   */
  'schedule.book': STAFF_ROLES,
  'transaction.read': STAFF_ROLES,
  'transaction.write': STAFF_ROLES,
  'transaction.delete': ['SUPERADMIN', 'ADMIN'],
  'transaction.export': ['SUPERADMIN', 'ADMIN'],
  /** Seen as photoVisibleTo's release rule allows; taken by clinical staff; removed by clinicians. */
  'photo.read': STAFF_ROLES,
  'photo.take': ['SUPERADMIN', 'ADMIN', 'DOCTOR', 'NURSE'],
  'photo.delete': ['SUPERADMIN', 'ADMIN', 'DOCTOR'],
  /** Downloads for marketing, of photos the patient released for it. */
  'photo.marketingExport': ['SUPERADMIN', 'ADMIN', 'DOCTOR'],
  'inventory.read': ['SUPERADMIN', 'ADMIN', 'DOCTOR', 'NURSE'],
  'inventory.manage': ['SUPERADMIN', 'ADMIN'],
  /** Staff who sign consents read the templates they sign. */
  'consentTemplate.read': ['SUPERADMIN', 'ADMIN', 'DOCTOR', 'NURSE'],
  'consentTemplate.manage': ['SUPERADMIN', 'ADMIN'],
  /** The service catalogue: offered to every staff role in the procedure forms, kept by administrators. */
  'service.read': STAFF_ROLES,
  'service.manage': ['SUPERADMIN', 'ADMIN'],
  /** Invoices and credit memos, read by every staff role. */
  'invoice.read': STAFF_ROLES,
  /** Drafts, issuing and taking payments: the front desk's work, so every staff role. */
  'invoice.write': STAFF_ROLES,
  /** A free-text line is billed at any price, outside the price list: administrators only. */
  'invoice.freeTextLine': ['SUPERADMIN', 'ADMIN'],
  /** Voiding an issued invoice and making credit memos (returns, refunds). */
  'invoice.void': ['SUPERADMIN', 'ADMIN'],
  'invoice.creditMemo': ['SUPERADMIN', 'ADMIN'],
  /** Walking the serial chains to find a document altered after issue. */
  'invoice.verifyChain': ['SUPERADMIN'],
  /**
   * The sales journal, the senior/PWD discount register and the aging of balances: the clinic's
   * books, with buyers' TINs and ID numbers, so administrators only.
   */
  'billing.report': ['SUPERADMIN', 'ADMIN'],
  /** The doctor roster, offered in the procedure forms and the schedule's columns. */
  'practitioner.read': STAFF_ROLES,
  /** Anyone's practitioner profile; the practitioner also edits their own (see the practitioners service). */
  'practitioner.manage': ['SUPERADMIN', 'ADMIN'],
  /** Visit-note templates (SOAP or the clinic's own sections), kept by administrators. */
  'noteTemplate.manage': ['SUPERADMIN', 'ADMIN'],
  /**
   * Reading visit notes and their templates: clinical roles only. The front desk (STAFF) reads
   * procedures but not what the clinician wrote (docs/decisions/049-visit-notes-signing-and-amendments.md).
   */
  'note.read': CLINICAL_ROLES,
  /** Writing, signing and amending one's own visit notes; co-signing is the procedure's doctor's. */
  'note.write': CLINICAL_ROLES,
  /** The incomplete-charts report: every doctor's charts, an administrator's overview. */
  'chart.report': ['SUPERADMIN', 'ADMIN'],
  /**
   * Prescriptions and medical certificates are read by the clinical roles, as notes are; only a
   * DOCTOR writes, signs and revokes them (their own: see the prescriptions service), and looks
   * up the clinic's drug list (docs/decisions/050-prescriptions-certificates-and-verification.md).
   */
  'prescription.read': CLINICAL_ROLES,
  'prescription.write': ['DOCTOR'],
  'medicalCertificate.read': CLINICAL_ROLES,
  'medicalCertificate.write': ['DOCTOR'],
  /** Consents are signed, read and revoked by whoever writes procedures. */
  'consent.sign': ['SUPERADMIN', 'ADMIN', 'DOCTOR', 'NURSE'],
  'user.manage': ['SUPERADMIN', 'ADMIN'],
  'user.grantSuperadmin': ['SUPERADMIN'],
  /** Taking, listing and downloading whole-portal backups: every record of every patient. */
  'backup.manage': ['SUPERADMIN'],
  /** The clinic's name, address and phone, as reminders and the answer page print them. */
  'clinic.read': STAFF_ROLES,
  /** The clinic's identity printed on every patient message: the owner's to change. */
  'clinic.manage': ['SUPERADMIN'],
  /** Two-factor sign-in and the list of one's own sessions: staff accounts, never the shared kiosk. */
  'account.security': STAFF_ROLES,
} as const satisfies Record<string, readonly Role[]>;

export type Capability = keyof typeof CAPABILITIES;

export function can(role: string | undefined | null, capability: Capability): boolean {
  if (!role) return false;
  const normalised = normaliseRole(role);
  return normalised !== undefined && (CAPABILITIES[capability] as readonly Role[]).includes(normalised);
}

/** Roles an administrator may assign; SUPERADMIN only by a SUPERADMIN, and never through an invite. */
export const ASSIGNABLE_ROLES = ['ADMIN', 'DOCTOR', 'NURSE', 'STAFF', 'KIOSK'] as const satisfies Role[];
export const DEFAULT_INVITE_ROLE = 'STAFF' satisfies (typeof ASSIGNABLE_ROLES)[number];

export const REGISTRATION_TYPE = {
  kiosk: 'Self-Registered (Kiosk)',
  staff: 'Admin Created',
} as const;
