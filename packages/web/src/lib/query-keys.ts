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
  /** What a procedure's chart holds and misses: read from its consents, photos, points, notes and payment. */
  charts: 'charts',
  /** Prescriptions, medical certificates and the drug list they fill. */
  prescriptions: 'prescriptions',
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
  patientRecord: ['patients', 'procedures', 'payments', 'reminders', 'consents', 'photos', 'inventory', 'charts'],
  procedure: ['procedures', 'payments', 'inventory', 'reminders', 'patients', 'charts'],
  payment: ['payments', 'procedures', 'patients', 'charts'],
  reminder: ['reminders'],
  inventory: ['inventory'],
  consent: ['consents', 'procedures', 'patients', 'charts'],
  consentTemplate: ['consents', 'services'],
  /** A visit note begun, signed or amended: it shows in the patient's history and the chart's checklist. */
  note: ['notes', 'patients', 'charts'],
  /** A note template: the procedures' note dialogs offer it. */
  noteTemplate: ['notes'],
  /** A consultation or follow-up signed or amended: it shows on the profile and in its history. */
  consultationSignature: ['patients'],
  service: ['services', 'procedures', 'charts'],
  photo: ['photos', 'patients', 'charts'],
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
  invoice: ['invoices', 'payments', 'procedures', 'patients', 'inventory', 'charts'],
  /** A prescription or medical certificate written, signed or revoked; a prescription adds to the drug list. */
  prescription: ['prescriptions'],
} as const satisfies Record<string, readonly Resource[]>;

export type WriteKind = keyof typeof WRITE_CHANGES;
