import { can, type Capability, type Role } from '@clinic/contracts';

/**
 * A rule the capability table alone does not say; the walker checks it as `walkedAs`, for the
 * request it sends, and the feature's own tests check the rest.
 */
export interface SpecialRule {
  rule: string;
  walkedAs: Capability | 'signed-in';
}

/**
 * Who may call a route: a capability of the contracts' table (of a list, any one), `public` for no
 * session at all, `signed-in` for any signed-in role, or a special rule.
 */
export type RouteRule = Capability | readonly Capability[] | 'public' | 'signed-in' | SpecialRule;

/**
 * Every API route, by `METHOD /api/v1/path`, with who may call it. A new route must be added here:
 * the route-capabilities test walks every route for every role and fails on a route it lacks.
 */
export const ROUTE_CAPABILITIES: Record<string, RouteRule> = {
  'POST /api/v1/auth/login': 'public',
  'POST /api/v1/auth/register': 'public',
  'POST /api/v1/auth/forgot-password': 'public',
  'POST /api/v1/auth/reset-password': 'public',
  'POST /api/v1/auth/sign-in-link': 'public',
  'POST /api/v1/auth/mfa': 'public',
  'POST /api/v1/auth/logout': 'signed-in',
  'POST /api/v1/auth/verify-password': 'signed-in',
  'GET /api/v1/auth/sessions': 'account.security',
  'DELETE /api/v1/auth/sessions/:id': 'account.security',
  'POST /api/v1/auth/mfa/enrolment': 'account.security',
  'POST /api/v1/auth/mfa/enrolment/confirm': 'account.security',
  'DELETE /api/v1/auth/mfa': 'account.security',
  'GET /api/v1/health': 'public',

  'GET /api/v1/users/me': 'signed-in',
  'POST /api/v1/users/change-password': {
    rule: "one's own password, by any signed-in role (walked on one's own)",
    walkedAs: 'signed-in',
  },
  'GET /api/v1/users': 'user.manage',
  'GET /api/v1/users/5/users': 'user.manage',
  'GET /api/v1/users/pending-count': 'user.manage',
  'POST /api/v1/users/invite': 'user.manage',
  'POST /api/v1/users/:id/invitation': 'user.manage',
  'PUT /api/v1/users/:id': 'user.manage',
  'DELETE /api/v1/users/:id/mfa': 'user.manage',
  'DELETE /api/v1/users/:id/sign-in-limits': 'user.manage',
  'DELETE /api/v1/users/:id': 'user.manage',

  'GET /api/v1/practitioners': 'practitioner.read',
  'GET /api/v1/practitioners/:userId': 'practitioner.read',
  'PUT /api/v1/practitioners/:userId': {
    rule: "one's own profile with practitioner.read, anyone's with practitioner.manage (walked on another's)",
    walkedAs: 'practitioner.manage',
  },

  'GET /api/v1/note-templates': 'note.read',
  'POST /api/v1/note-templates': 'noteTemplate.manage',
  'PUT /api/v1/note-templates/:id': 'noteTemplate.manage',
  'GET /api/v1/notes/cosign-queue': 'note.write',
  'GET /api/v1/notes/stale-drafts': 'note.write',
  'GET /api/v1/procedures/:id/chart-checklist': 'procedure.read',
  'GET /api/v1/reports/incomplete-charts': 'chart.report',
  'GET /api/v1/procedures/:id/notes': 'note.read',
  'POST /api/v1/procedures/:id/notes': 'note.write',
  'PUT /api/v1/notes/:id': {
    rule: "the author's own draft, with note.write (walked on no note)",
    walkedAs: 'note.write',
  },
  'POST /api/v1/notes/:id/sign': {
    rule: "the author's own note, with note.write (walked on no note)",
    walkedAs: 'note.write',
  },
  'POST /api/v1/notes/:id/cosign': {
    rule: "the note's doctor, with note.write (walked on no note)",
    walkedAs: 'note.write',
  },
  'POST /api/v1/notes/:id/amendments': 'note.write',
  'GET /api/v1/patients/:id/prescriptions': 'prescription.read',
  'POST /api/v1/patients/:id/prescriptions': 'prescription.write',
  'POST /api/v1/prescriptions/:id/sign': {
    rule: "the prescription's own author, with prescription.write (walked on none)",
    walkedAs: 'prescription.write',
  },
  'POST /api/v1/prescriptions/:id/revoke': {
    rule: "the prescription's own author, with prescription.write (walked on none)",
    walkedAs: 'prescription.write',
  },
  'GET /api/v1/prescriptions/:id/pdf': 'prescription.read',
  'GET /api/v1/prescription-files/:layout/:token': 'public',
  'GET /api/v1/drugs': 'prescription.write',
  'GET /api/v1/patients/:id/medical-certificates': 'medicalCertificate.read',
  'POST /api/v1/patients/:id/medical-certificates': 'medicalCertificate.write',
  'POST /api/v1/medical-certificates/:id/sign': {
    rule: "the certificate's own author, with medicalCertificate.write (walked on none)",
    walkedAs: 'medicalCertificate.write',
  },
  'POST /api/v1/medical-certificates/:id/revoke': {
    rule: "the certificate's own author, with medicalCertificate.write (walked on none)",
    walkedAs: 'medicalCertificate.write',
  },
  'GET /api/v1/medical-certificates/:id/pdf': 'medicalCertificate.read',
  'GET /api/v1/medical-certificate-files/:layout/:token': 'public',
  'GET /api/v1/verify/:code': 'public',
  'GET /api/v1/patients/:id/consultation/signatures': 'patient.read',
  'POST /api/v1/patients/:id/consultation/sign': 'note.write',
  'POST /api/v1/patients/:id/consultation/amendments': 'note.write',
  'POST /api/v1/patients/:id/succeeding-consultations/:index/sign': 'note.write',
  'POST /api/v1/patients/:id/succeeding-consultations/:index/amendments': 'note.write',

  'GET /api/v1/clinic-settings': 'clinic.read',
  'PUT /api/v1/clinic-settings': 'clinic.manage',

  'GET /api/v1/patients/search': 'patient.read',
  'GET /api/v1/patients/': 'patient.read',
  'POST /api/v1/patients/': ['patient.create', 'patient.selfRegister'],
  'GET /api/v1/patients/archived': 'patient.restore',
  'POST /api/v1/patients/archived/:id/restore': 'patient.restore',
  'POST /api/v1/patients/archived/:id/undo': 'patient.archive',
  'GET /api/v1/patients/:id': 'patient.read',
  'GET /api/v1/patients/:id/name': 'patient.read',
  'GET /api/v1/patients/:id/clinical-alerts': 'patient.read',
  'GET /api/v1/patients/:id/possible-duplicates': 'patient.read',
  'GET /api/v1/patients/:id/history': 'patient.read',
  'GET /api/v1/patients/:id/history/changes': 'patient.read',
  'GET /api/v1/patients/:id/history/access': 'patient.read',
  'POST /api/v1/patients/:id/merge': 'patient.merge',
  'PUT /api/v1/patients/:id': 'patient.update',
  'DELETE /api/v1/patients/:id': 'patient.archive',
  'GET /api/v1/patients/:id/attachments/:attachmentId': 'attachment.download',
  'DELETE /api/v1/patients/:id/attachments/:attachmentId': 'attachment.delete',
  'GET /api/v1/files/:token': 'public',

  'GET /api/v1/procedures/': 'procedure.read',
  'GET /api/v1/procedures/dashboard/stats': 'procedure.read',
  'GET /api/v1/procedures/patient/:patientId': 'procedure.read',
  'GET /api/v1/procedures/:id': 'procedure.read',
  'POST /api/v1/procedures/': 'schedule.book',
  'PUT /api/v1/procedures/:id': 'schedule.book',
  'PATCH /api/v1/procedures/:id/status': 'procedure.write',
  'POST /api/v1/procedures/:id/reopen': 'procedure.reopen',
  'PATCH /api/v1/procedures/:id/schedule': 'schedule.book',
  'PATCH /api/v1/procedures/:id/attendance': 'schedule.book',
  'DELETE /api/v1/procedures/:id': 'procedure.delete',
  'GET /api/v1/face-annotations/procedure/:procedureId': 'procedure.read',
  'POST /api/v1/face-annotations': 'procedure.write',
  'DELETE /api/v1/face-annotations/:procedureId/points/:pointId': 'procedure.write',

  'GET /api/v1/procedures/:id/reminders': 'procedure.read',
  'POST /api/v1/procedures/:id/reminders': 'reminder.send',
  'POST /api/v1/procedures/:id/reminders/replies/read': 'procedure.read',
  'GET /api/v1/appointment-answers/:token': 'public',
  'POST /api/v1/appointment-answers/:token': 'public',
  'POST /api/v1/sms/inbound': 'public',

  'GET /api/v1/schedule': 'schedule.read',
  'GET /api/v1/schedule/month-rates': 'schedule.read',

  'GET /api/v1/procedure-transactions': 'transaction.read',
  'POST /api/v1/procedure-transactions': 'transaction.write',
  'GET /api/v1/procedure-transactions/dashboard/stats': 'transaction.read',
  'GET /api/v1/procedure-transactions/amounts-over-time': 'transaction.read',
  'GET /api/v1/procedure-transactions/export/csv': 'transaction.export',
  'GET /api/v1/procedure-transactions/procedure/:procedureId': 'transaction.read',
  'GET /api/v1/procedure-transactions/:id': 'transaction.read',
  'PUT /api/v1/procedure-transactions/:id': 'transaction.write',
  'DELETE /api/v1/procedure-transactions/:id': 'transaction.delete',

  'GET /api/v1/services': 'service.read',
  'POST /api/v1/services': 'service.manage',
  'PUT /api/v1/services/:id': 'service.manage',

  'GET /api/v1/invoices': 'invoice.read',
  'POST /api/v1/invoices': 'invoice.write',
  'GET /api/v1/invoices/chain-check': 'invoice.verifyChain',
  'GET /api/v1/invoices/:id': 'invoice.read',
  'PUT /api/v1/invoices/:id': 'invoice.write',
  'DELETE /api/v1/invoices/:id': 'invoice.write',
  'POST /api/v1/invoices/:id/issue': 'invoice.write',
  'POST /api/v1/invoices/:id/payments': 'invoice.write',
  'POST /api/v1/invoices/:id/void': 'invoice.void',
  'POST /api/v1/invoices/:id/credit-memos': 'invoice.creditMemo',
  'GET /api/v1/credit-memos/:id': 'invoice.read',
  'GET /api/v1/invoices/:id/pdf': 'invoice.read',
  'GET /api/v1/credit-memos/:id/pdf': 'invoice.read',
  // A printed invoice or credit memo: the signed, short-lived token is the permission.
  'GET /api/v1/invoice-files/:layout/:token': 'public',
  'GET /api/v1/credit-memo-files/:layout/:token': 'public',
  'GET /api/v1/billing/day': 'invoice.read',
  'GET /api/v1/price-list/products': 'invoice.read',
  'POST /api/v1/billing/day/close': 'invoice.write',
  'GET /api/v1/reports/sales-journal.csv': 'billing.report',
  'GET /api/v1/reports/discount-register.csv': 'billing.report',
  'GET /api/v1/reports/aging': 'billing.report',
  'GET /api/v1/patients/:id/credit': 'invoice.read',
  'GET /api/v1/patients/:id/payments': 'invoice.read',
  'GET /api/v1/patients/:id/senior-pwd-id': 'invoice.read',

  'GET /api/v1/inventory': 'inventory.read',
  'GET /api/v1/products': 'inventory.read',
  'POST /api/v1/products': 'inventory.manage',
  'GET /api/v1/products/:id': 'inventory.read',
  'PUT /api/v1/products/:id': 'inventory.manage',
  'GET /api/v1/products/:id/lots': 'inventory.read',
  'POST /api/v1/products/:id/lots': 'inventory.manage',
  'GET /api/v1/lots/:id': 'inventory.read',
  'POST /api/v1/lots/:id/adjustments': 'inventory.manage',
  'GET /api/v1/lots/:id/recipients': 'inventory.read',
  'GET /api/v1/lots/:id/recipients.csv': 'inventory.read',

  'POST /api/v1/procedures/:id/photos': 'photo.take',
  'GET /api/v1/procedures/:id/photos': 'photo.read',
  'GET /api/v1/patients/:id/photos': 'photo.read',
  'GET /api/v1/photos/:id': 'photo.read',
  'GET /api/v1/photos/:id/marketing': 'photo.marketingExport',
  'DELETE /api/v1/photos/:id': 'photo.delete',
  'GET /api/v1/photo-files/:variant/:token': 'public',

  'GET /api/v1/consent-templates': 'consentTemplate.read',
  'POST /api/v1/consent-templates': 'consentTemplate.manage',
  'PUT /api/v1/consent-templates/:id': 'consentTemplate.manage',
  'POST /api/v1/consent-templates/:id/retire': 'consentTemplate.manage',
  'GET /api/v1/procedures/:id/consents': 'procedure.read',
  'POST /api/v1/procedures/:id/consents': 'consent.sign',
  'GET /api/v1/consents/:id/pdf': 'consent.sign',
  'POST /api/v1/consents/:id/revoke': 'consent.sign',
  'GET /api/v1/consent-files/:token': 'public',

  'GET /api/v1/backups': 'backup.manage',
  'POST /api/v1/backups': 'backup.manage',
  'GET /api/v1/backups/status': 'backup.manage',
  'GET /api/v1/backups/:name/download': 'backup.manage',
  'GET /api/v1/backup-files/:token': 'public',
};

/** Whether a role may call a guarded route by its rule, for the request the walker sends. */
export function allowedBy(rule: Exclude<RouteRule, 'public'>, role: Role): boolean {
  if (typeof rule === 'object' && 'walkedAs' in rule) return allowedBy(rule.walkedAs, role);
  if (rule === 'signed-in') return true;
  return [rule].flat().some((capability) => can(role, capability));
}
