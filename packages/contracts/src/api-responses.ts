import type { z } from 'zod';
import { tokenResponseSchema } from './auth/auth.schemas.ts';
import {
  accountSessionListSchema,
  loginResponseSchema,
  recoveryCodesSchema,
  twoFactorEnrolmentSchema,
} from './auth/two-factor.schemas.ts';
import {
  backupDownloadResponseSchema,
  backupListResponseSchema,
  backupStatusSchema,
} from './backups/backup.schemas.ts';
import { billingDaySchema } from './billing/day-close.schemas.ts';
import { billableProductListSchema } from './billing/price-list.schemas.ts';
import {
  agingReportSchema,
  patientCreditSchema,
  patientPaymentsSchema,
  patientSeniorPwdIdSchema,
} from './billing/reports.schemas.ts';
import { chartChecklistSchema, incompleteChartsReportSchema, staleNoteDraftsSchema } from './charts/chart.schemas.ts';
import { documentPdfLinkSchema } from './billing/invoice-pdf.schemas.ts';
import {
  chainCheckSchema,
  creditMemoSchema,
  invoiceListResponseSchema,
  invoiceSchema,
} from './billing/invoice.schemas.ts';
import { clinicSettingsSchema } from './clinic/clinic-settings.schemas.ts';
import { messageResponseSchema } from './common/errors.ts';
import { healthSchema } from './common/health.ts';
import {
  consentPdfLinkSchema,
  consentTemplateListSchema,
  consentTemplateSchema,
  procedureConsentSchema,
  procedureConsentsResponseSchema,
} from './consents/consent.schemas.ts';
import {
  adjustmentResponseSchema,
  inventoryResponseSchema,
  lotDetailSchema,
  lotListResponseSchema,
  lotRecipientsResponseSchema,
  lotSchema,
  productDetailSchema,
  productSchema,
} from './inventory/inventory.schemas.ts';
import {
  consultationSignatureSchema,
  consultationSignaturesResponseSchema,
} from './notes/consultation-signature.schemas.ts';
import { noteSchema, noteTemplateListSchema, noteTemplateSchema, notesResponseSchema } from './notes/note.schemas.ts';
import { attachmentUrlResponseSchema } from './patients/attachment-rules.ts';
import { clinicalAlertsSchema } from './patients/clinical-alerts.ts';
import { possibleDuplicatesResponseSchema } from './patients/patient-duplicates.ts';
import { patientAccessResponseSchema, patientChangesResponseSchema } from './patients/patient-history.schemas.ts';
import {
  archivedPatientListResponseSchema,
  patientHistoryResponseSchema,
  patientListResponseSchema,
} from './patients/patient-list.schemas.ts';
import { patientNameSchema, patientSchema } from './patients/patient.schemas.ts';
import { quickSearchResponseSchema } from './patients/quick-search.ts';
import { photoLinkResponseSchema, photoListResponseSchema, photoSchema } from './photos/photo.schemas.ts';
import { practitionerRosterSchema, practitionerSchema } from './practitioners/practitioner.schemas.ts';
import {
  medicalCertificateSchema,
  medicalCertificatesResponseSchema,
} from './prescriptions/medical-certificate.schemas.ts';
import {
  drugListSchema,
  prescriptionSchema,
  prescriptionsResponseSchema,
} from './prescriptions/prescription.schemas.ts';
import { verificationSchema } from './prescriptions/verification.ts';
import { faceAnnotationSetSchema } from './procedures/face-annotation.schemas.ts';
import {
  procedureDashboardStatsSchema,
  procedureListResponseSchema,
  procedureListSchema,
  procedureSchema,
} from './procedures/procedure.schemas.ts';
import { monthRatesSchema, scheduleResponseSchema } from './procedures/schedule.schemas.ts';
import { appointmentAnswerSchema, reminderLogSchema, smsInboundResponseSchema } from './reminders/reminder.schemas.ts';
import { serviceListResponseSchema, serviceSchema } from './services/service.schemas.ts';
import {
  amountsOverTimeSchema,
  dashboardStatsSchema,
  transactionListResponseSchema,
  transactionSchema,
} from './transactions/transaction.schemas.ts';
import { userListSchema, userSchema } from './users/user.schema.ts';
import { pendingUsersCountSchema } from './users/user.schemas.ts';

/**
 * The schema of each API route's success answer, keyed by method and path under `/api/v1` as the
 * server declares the route. The server's test checks each entry is the schema its route answers
 * with, and the web's mocked answers are parsed with it, so a mock cannot drift from the server.
 * Routes that answer a file (a CSV, a signed download) are not here.
 */
export const API_RESPONSES: Record<string, z.ZodType> = {
  'GET /health': healthSchema,
  'POST /auth/login': loginResponseSchema,
  'POST /auth/sign-in-link': loginResponseSchema,
  'POST /auth/register': tokenResponseSchema,
  'POST /auth/logout': messageResponseSchema,
  'POST /auth/forgot-password': messageResponseSchema,
  'POST /auth/reset-password': messageResponseSchema,
  'POST /auth/mfa': tokenResponseSchema,
  'POST /auth/mfa/enrolment': twoFactorEnrolmentSchema,
  'POST /auth/mfa/enrolment/confirm': recoveryCodesSchema,
  'DELETE /auth/mfa': messageResponseSchema,
  'GET /auth/sessions': accountSessionListSchema,
  'DELETE /auth/sessions/:id': messageResponseSchema,
  'POST /auth/verify-password': messageResponseSchema,
  'GET /users/5/users': userListSchema,
  'GET /users': userListSchema,
  'GET /users/me': userSchema,
  'POST /users/change-password': messageResponseSchema,
  'POST /users/invite': userSchema,
  'POST /users/:id/invitation': userSchema,
  'GET /users/pending-count': pendingUsersCountSchema,
  'PUT /users/:id': userSchema,
  'DELETE /users/:id/mfa': userSchema,
  'DELETE /users/:id/sign-in-limits': messageResponseSchema,
  'DELETE /users/:id': messageResponseSchema,
  'GET /patients/': patientListResponseSchema,
  'POST /patients/': patientSchema,
  'GET /patients/archived': archivedPatientListResponseSchema,
  'POST /patients/archived/:id/restore': messageResponseSchema,
  'POST /patients/archived/:id/undo': messageResponseSchema,
  'GET /patients/:id': patientSchema,
  'GET /patients/:id/name': patientNameSchema,
  'GET /patients/:id/clinical-alerts': clinicalAlertsSchema,
  'GET /patients/:id/possible-duplicates': possibleDuplicatesResponseSchema,
  'POST /patients/:id/merge': messageResponseSchema,
  'PUT /patients/:id': patientSchema,
  'DELETE /patients/:id': messageResponseSchema,
  'GET /patients/:id/history': patientHistoryResponseSchema,
  'GET /patients/:id/history/changes': patientChangesResponseSchema,
  'GET /patients/:id/history/access': patientAccessResponseSchema,
  'GET /patients/:id/attachments/:attachmentId': attachmentUrlResponseSchema,
  'DELETE /patients/:id/attachments/:attachmentId': messageResponseSchema,
  'GET /patients/search': quickSearchResponseSchema,
  'GET /procedures/': procedureListResponseSchema,
  'GET /procedures/dashboard/stats': procedureDashboardStatsSchema,
  'GET /procedures/patient/:patientId': procedureListSchema,
  'GET /procedures/:id': procedureSchema,
  'POST /procedures/': procedureSchema,
  'PUT /procedures/:id': procedureSchema,
  'PATCH /procedures/:id/status': procedureSchema,
  'POST /procedures/:id/reopen': procedureSchema,
  'PATCH /procedures/:id/schedule': procedureSchema,
  'PATCH /procedures/:id/attendance': procedureSchema,
  'DELETE /procedures/:id': messageResponseSchema,
  'GET /procedures/:id/reminders': reminderLogSchema,
  'POST /procedures/:id/reminders': reminderLogSchema,
  'POST /procedures/:id/reminders/replies/read': reminderLogSchema,
  'GET /appointment-answers/:token': appointmentAnswerSchema,
  'POST /appointment-answers/:token': appointmentAnswerSchema,
  'POST /sms/inbound': smsInboundResponseSchema,
  'GET /schedule': scheduleResponseSchema,
  'GET /schedule/month-rates': monthRatesSchema,
  'GET /clinic-settings': clinicSettingsSchema,
  'PUT /clinic-settings': clinicSettingsSchema,
  'GET /inventory': inventoryResponseSchema,
  'GET /products': inventoryResponseSchema,
  'POST /products': productSchema,
  'GET /products/:id': productDetailSchema,
  'PUT /products/:id': productSchema,
  'GET /products/:id/lots': lotListResponseSchema,
  'POST /products/:id/lots': lotSchema,
  'GET /lots/:id': lotDetailSchema,
  'POST /lots/:id/adjustments': adjustmentResponseSchema,
  'GET /lots/:id/recipients': lotRecipientsResponseSchema,
  'GET /services': serviceListResponseSchema,
  'POST /services': serviceSchema,
  'PUT /services/:id': serviceSchema,
  'GET /invoices': invoiceListResponseSchema,
  'POST /invoices': invoiceSchema,
  'GET /invoices/chain-check': chainCheckSchema,
  'GET /invoices/:id': invoiceSchema,
  'PUT /invoices/:id': invoiceSchema,
  'DELETE /invoices/:id': messageResponseSchema,
  'POST /invoices/:id/issue': invoiceSchema,
  'POST /invoices/:id/payments': invoiceSchema,
  'POST /invoices/:id/void': invoiceSchema,
  'POST /invoices/:id/credit-memos': creditMemoSchema,
  'GET /credit-memos/:id': creditMemoSchema,
  'GET /invoices/:id/pdf': documentPdfLinkSchema,
  'GET /credit-memos/:id/pdf': documentPdfLinkSchema,
  'GET /billing/day': billingDaySchema,
  'POST /billing/day/close': billingDaySchema,
  'GET /reports/aging': agingReportSchema,
  'GET /price-list/products': billableProductListSchema,
  'GET /patients/:id/credit': patientCreditSchema,
  'GET /patients/:id/payments': patientPaymentsSchema,
  'GET /patients/:id/senior-pwd-id': patientSeniorPwdIdSchema,
  'GET /practitioners': practitionerRosterSchema,
  'GET /practitioners/:userId': practitionerSchema,
  'PUT /practitioners/:userId': practitionerSchema,
  'GET /note-templates': noteTemplateListSchema,
  'POST /note-templates': noteTemplateSchema,
  'PUT /note-templates/:id': noteTemplateSchema,
  'GET /notes/cosign-queue': notesResponseSchema,
  'GET /procedures/:id/notes': notesResponseSchema,
  'POST /procedures/:id/notes': noteSchema,
  'PUT /notes/:id': noteSchema,
  'POST /notes/:id/sign': noteSchema,
  'POST /notes/:id/cosign': noteSchema,
  'POST /notes/:id/amendments': noteSchema,
  'GET /notes/stale-drafts': staleNoteDraftsSchema,
  'GET /patients/:id/consultation/signatures': consultationSignaturesResponseSchema,
  'POST /patients/:id/consultation/sign': consultationSignatureSchema,
  'POST /patients/:id/consultation/amendments': consultationSignatureSchema,
  'POST /patients/:id/succeeding-consultations/:index/sign': consultationSignatureSchema,
  'POST /patients/:id/succeeding-consultations/:index/amendments': consultationSignatureSchema,
  'GET /procedures/:id/chart-checklist': chartChecklistSchema,
  'GET /reports/incomplete-charts': incompleteChartsReportSchema,
  'GET /patients/:id/prescriptions': prescriptionsResponseSchema,
  'POST /patients/:id/prescriptions': prescriptionSchema,
  'POST /prescriptions/:id/sign': prescriptionSchema,
  'POST /prescriptions/:id/revoke': prescriptionSchema,
  'GET /prescriptions/:id/pdf': documentPdfLinkSchema,
  'GET /patients/:id/medical-certificates': medicalCertificatesResponseSchema,
  'POST /patients/:id/medical-certificates': medicalCertificateSchema,
  'POST /medical-certificates/:id/sign': medicalCertificateSchema,
  'POST /medical-certificates/:id/revoke': medicalCertificateSchema,
  'GET /medical-certificates/:id/pdf': documentPdfLinkSchema,
  'GET /drugs': drugListSchema,
  'GET /verify/:code': verificationSchema,
  'POST /procedures/:id/photos': photoSchema,
  'GET /procedures/:id/photos': photoListResponseSchema,
  'GET /patients/:id/photos': photoListResponseSchema,
  'GET /photos/:id': photoLinkResponseSchema,
  'GET /photos/:id/marketing': photoLinkResponseSchema,
  'DELETE /photos/:id': messageResponseSchema,
  'GET /consent-templates': consentTemplateListSchema,
  'POST /consent-templates': consentTemplateSchema,
  'PUT /consent-templates/:id': consentTemplateSchema,
  'POST /consent-templates/:id/retire': consentTemplateSchema,
  'GET /procedures/:id/consents': procedureConsentsResponseSchema,
  'POST /procedures/:id/consents': procedureConsentSchema,
  'GET /consents/:id/pdf': consentPdfLinkSchema,
  'POST /consents/:id/revoke': procedureConsentSchema,
  'GET /face-annotations/procedure/:procedureId': faceAnnotationSetSchema,
  'POST /face-annotations': faceAnnotationSetSchema,
  'DELETE /face-annotations/:procedureId/points/:pointId': faceAnnotationSetSchema,
  'GET /procedure-transactions': transactionListResponseSchema,
  'POST /procedure-transactions': transactionSchema,
  'GET /procedure-transactions/dashboard/stats': dashboardStatsSchema,
  'GET /procedure-transactions/amounts-over-time': amountsOverTimeSchema,
  'GET /procedure-transactions/procedure/:procedureId': transactionSchema,
  'GET /procedure-transactions/:id': transactionSchema,
  'PUT /procedure-transactions/:id': transactionSchema,
  'DELETE /procedure-transactions/:id': messageResponseSchema,
  'GET /backups': backupListResponseSchema,
  'POST /backups': messageResponseSchema,
  'GET /backups/status': backupStatusSchema,
  'GET /backups/:name/download': backupDownloadResponseSchema,
};
