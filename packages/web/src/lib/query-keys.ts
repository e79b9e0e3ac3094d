/**
 * The resources the server keeps. Every cached answer's key starts with the resource it reads,
 * whichever feature shows it: the procedure form's patient name is under `patients`, its stock
 * under `inventory`. A write then refreshes the resources it changes (`WRITE_CHANGES`), and every
 * screen showing them reads them again.
 */
export const RESOURCES = {
  patients: 'patients',
  procedures: 'procedures',
  payments: 'payments',
  reminders: 'reminders',
  /** The signed-in user: their role, name and two-factor state. */
  currentUser: 'current-user',
  users: 'users',
  practitioners: 'practitioners',
  account: 'account',
  inventory: 'inventory',
  consents: 'consents',
  notes: 'notes',
  photos: 'photos',
  services: 'services',
  backups: 'backups',
  clinicSettings: 'clinic-settings',
  invoices: 'invoices',
} as const;

export type Resource = (typeof RESOURCES)[keyof typeof RESOURCES];

/**
 * What each kind of write changes, the one place that says it. A resource is listed when the write
 * changes what its answers hold: a patient's name and alerts show on procedures and payments; a
 * procedure takes stock and carries its payment; every write about a patient shows in their history.
 */
export const WRITE_CHANGES = {
  /** A patient's details or files. */
  patient: ['patients', 'procedures', 'payments'],
  /** Archiving, restoring or merging: the patient's every record comes or goes. */
  patientRecord: ['patients', 'procedures', 'payments', 'reminders', 'consents', 'photos', 'inventory'],
  procedure: ['procedures', 'payments', 'inventory', 'reminders', 'patients'],
  payment: ['payments', 'procedures', 'patients'],
  reminder: ['reminders'],
  inventory: ['inventory'],
  consent: ['consents', 'procedures', 'patients'],
  consentTemplate: ['consents', 'services'],
  /** A visit note begun, signed or amended: it shows in the patient's history. */
  note: ['notes', 'patients'],
  /** A note template: the procedures' note dialogs offer it. */
  noteTemplate: ['notes'],
  /** A consultation or follow-up signed or amended: it shows on the profile and in its history. */
  consultationSignature: ['patients'],
  service: ['services', 'procedures'],
  photo: ['photos', 'patients'],
  /** A staff account: its name shows on the roster, the schedule's columns and history lines. */
  user: ['users', 'current-user', 'practitioners', 'procedures', 'patients'],
  /** A practitioner's profile: the printed name heads the schedule's column. */
  practitioner: ['practitioners', 'procedures'],
  /** The clinic's name, address and phone. */
  clinicSettings: ['clinic-settings'],
  /** The signed-in user's two-factor sign-in. */
  twoFactor: ['account', 'current-user'],
  /** Ending one of the signed-in user's other sessions. */
  accountSession: ['account'],
  backup: ['backups'],
  /** An invoice, its payments or its void: it bills procedures, takes stock and shows on the patient. */
  invoice: ['invoices', 'payments', 'procedures', 'patients', 'inventory'],
} as const satisfies Record<string, readonly Resource[]>;

export type WriteKind = keyof typeof WRITE_CHANGES;
