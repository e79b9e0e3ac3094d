/**
 * Each API route's name and summary in the OpenAPI document, keyed by method and path under
 * `/api/v1`: the `operationId` a generated client names its function after, and one line saying
 * what the call does. One table rather than a key in each route (decision 031): the names read as
 * one vocabulary, and `api-operations.int.test.ts` fails when a route has no entry or an entry no
 * route.
 *
 * `errors` are the statuses a route answers besides those its guard and schema already give
 * (`openapi-responses.ts`): 409 when the record's state refuses the change, 429 when a limit is
 * reached, 404 when an id read from the body names nothing, 401 when a public route checks a secret.
 */
export interface ApiOperation {
  operationId: string;
  summary: string;
  errors?: readonly (401 | 404 | 409 | 429)[];
}

export const API_OPERATIONS: Record<string, ApiOperation> = {
  'GET /health': { operationId: 'getHealth', summary: 'Check that the server and its database answer' },

  'POST /auth/login': { operationId: 'login', summary: 'Sign in with e-mail and password', errors: [429] },
  'POST /auth/register': {
    operationId: 'register',
    summary: 'Create an account, inactive until an administrator activates it',
    errors: [429],
  },
  'POST /auth/logout': { operationId: 'logout', summary: 'Sign out, ending this session' },
  'POST /auth/forgot-password': {
    operationId: 'requestPasswordReset',
    summary: 'Mail a password-reset link to an address, if it has an account',
    errors: [429],
  },
  'POST /auth/reset-password': {
    operationId: 'resetPassword',
    summary: 'Set a new password with a reset or invitation token',
    errors: [429],
  },
  'POST /auth/sign-in-link': {
    operationId: 'signInWithLink',
    summary: 'Sign in with a mailed sign-in link, in the browser that asked for it',
  },
  'POST /auth/mfa': {
    operationId: 'completeTwoFactorSignIn',
    summary: 'Finish signing in with a two-factor or recovery code',
    errors: [429],
  },
  'POST /auth/mfa/enrolment': {
    operationId: 'startTwoFactorEnrolment',
    summary: 'Start setting up two-factor sign-in: a new secret and its QR code',
    errors: [409],
  },
  'POST /auth/mfa/enrolment/confirm': {
    operationId: 'confirmTwoFactorEnrolment',
    summary: 'Turn two-factor sign-in on with a first code; answers the recovery codes',
    errors: [409, 429],
  },
  'DELETE /auth/mfa': {
    operationId: 'turnOffTwoFactor',
    summary: 'Turn two-factor sign-in off for one’s own account',
    errors: [409, 429],
  },
  'GET /auth/sessions': { operationId: 'listAccountSessions', summary: 'List the live sessions of one’s own account' },
  'DELETE /auth/sessions/{id}': { operationId: 'endAccountSession', summary: 'End one of one’s own sessions' },
  'POST /auth/verify-password': {
    operationId: 'verifyPassword',
    summary: 'Check the signed-in user’s password again before a sensitive step',
    errors: [429],
  },

  'GET /users/5/users': {
    operationId: 'listUsersAtSpecPath',
    summary: 'List staff accounts (the path the original client calls)',
  },
  'GET /users': { operationId: 'listUsers', summary: 'List staff accounts' },
  'GET /users/me': { operationId: 'getCurrentUser', summary: 'Read the signed-in account' },
  'POST /users/change-password': { operationId: 'changePassword', summary: 'Change one’s own password' },
  'POST /users/invite': {
    operationId: 'inviteUser',
    summary: 'Create an account and mail its holder a link to set a password',
    errors: [409],
  },
  'POST /users/{id}/invitation': {
    operationId: 'resendInvitation',
    summary: 'Mail an invited account’s link again',
    errors: [409],
  },
  'GET /users/pending-count': {
    operationId: 'getPendingUsersCount',
    summary: 'Count accounts waiting for activation',
  },
  'PUT /users/{id}': {
    operationId: 'updateUser',
    summary: 'Change an account’s name, role or activation',
    errors: [409],
  },
  'DELETE /users/{id}/mfa': {
    operationId: 'resetUserTwoFactor',
    summary: 'Turn off an account’s two-factor sign-in (a lost phone)',
    errors: [409],
  },
  'DELETE /users/{id}/sign-in-limits': {
    operationId: 'clearSignInLimits',
    summary: 'Clear the sign-in limits an account has reached',
  },
  'DELETE /users/{id}': { operationId: 'deleteUser', summary: 'Delete an account', errors: [409] },

  'GET /patients/': { operationId: 'listPatients', summary: 'List patients, filtered, sorted and paged' },
  'POST /patients/': { operationId: 'createPatient', summary: 'Register a patient, with attachments' },
  'GET /patients/archived': { operationId: 'listArchivedPatients', summary: 'List archived patients' },
  'POST /patients/archived/{id}/restore': {
    operationId: 'restoreArchivedPatient',
    summary: 'Restore an archived patient with everything archived with them',
    errors: [409],
  },
  'POST /patients/archived/{id}/undo': {
    operationId: 'undoPatientArchive',
    summary: 'Undo a patient’s archiving just after it',
    errors: [409],
  },
  'GET /patients/{id}': { operationId: 'getPatient', summary: 'Read a patient’s profile' },
  'GET /patients/{id}/name': { operationId: 'getPatientName', summary: 'Read a patient’s name only' },
  'GET /patients/{id}/clinical-alerts': {
    operationId: 'getPatientClinicalAlerts',
    summary: 'Read a patient’s allergies and conditions to heed before treatment',
  },
  'GET /patients/{id}/possible-duplicates': {
    operationId: 'listPossibleDuplicates',
    summary: 'List patients who may be the same person: same name or phone, and birth date',
  },
  'POST /patients/{id}/merge': {
    operationId: 'mergePatient',
    summary: 'Merge a duplicate patient into the record kept, archiving the duplicate',
  },
  'PUT /patients/{id}': {
    operationId: 'updatePatient',
    summary: 'Change a patient’s profile, adding attachments',
    errors: [409],
  },
  'DELETE /patients/{id}': {
    operationId: 'archivePatient',
    summary: 'Archive a patient: sealed away with their records, restorable',
    errors: [409],
  },
  'GET /patients/{id}/history': {
    operationId: 'getPatientHistory',
    summary: 'Read a patient’s audit history, newest first',
  },
  'GET /patients/{id}/history/changes': {
    operationId: 'getPatientChanges',
    summary: 'Read the changes to a patient’s profile, field by field',
  },
  'GET /patients/{id}/history/access': {
    operationId: 'getPatientAccess',
    summary: 'Read who opened a patient’s profile, per user and clinic day',
  },
  'GET /patients/{id}/attachments/{attachmentId}': {
    operationId: 'getAttachmentLink',
    summary: 'Get a short-lived download link for a patient’s attachment',
  },
  'DELETE /patients/{id}/attachments/{attachmentId}': {
    operationId: 'deleteAttachment',
    summary: 'Delete a patient’s attachment',
  },
  'GET /files/{token}': { operationId: 'downloadAttachment', summary: 'Download an attachment by its signed link' },
  'GET /patients/search': {
    operationId: 'quickSearchPatients',
    summary: 'Find patients by name, phone, e-mail or id',
  },

  'GET /procedures/': { operationId: 'listProcedures', summary: 'List procedures, filtered, sorted and paged' },
  'GET /procedures/dashboard/stats': {
    operationId: 'getProcedureDashboardStats',
    summary: 'Count procedures by status for the dashboard',
  },
  'GET /procedures/patient/{patientId}': {
    operationId: 'listPatientProcedures',
    summary: 'List a patient’s procedures',
  },
  'GET /procedures/{id}': { operationId: 'getProcedure', summary: 'Read a procedure' },
  'POST /procedures/': {
    operationId: 'createProcedure',
    summary:
      'Record a procedure with its medications, face-diagram points and payment, or book an appointment without them (the front desk)',
    errors: [404, 409],
  },
  'PUT /procedures/{id}': { operationId: 'updateProcedure', summary: 'Change a procedure', errors: [404, 409] },
  'GET /practitioners': { operationId: 'listPractitioners', summary: 'List the active doctor roster' },
  'GET /practitioners/{userId}': { operationId: 'getPractitioner', summary: "Read a user's practitioner profile" },
  'PUT /practitioners/{userId}': {
    operationId: 'savePractitioner',
    summary: "Save a user's practitioner profile (their own, or any as an administrator)",
  },
  'GET /clinic-settings': {
    operationId: 'getClinicSettings',
    summary: 'Read the clinic’s name, address and phone, as patient messages print them, and what invoices print',
  },
  'PUT /clinic-settings': {
    operationId: 'saveClinicSettings',
    summary: 'Change the clinic’s name, address and phone, and what every invoice prints',
  },
  'GET /invoices': {
    operationId: 'listInvoices',
    summary: 'List invoices, filtered by patient, state, dates or number',
  },
  'POST /invoices': { operationId: 'createInvoice', summary: 'Start a draft invoice', errors: [404, 409] },
  'GET /invoices/chain-check': {
    operationId: 'checkInvoiceChains',
    summary: 'Walk every serial chain and name the first document that does not match',
  },
  'GET /invoices/{id}': { operationId: 'getInvoice', summary: 'Read an invoice with its lines, totals and payments' },
  'PUT /invoices/{id}': { operationId: 'updateInvoice', summary: 'Replace a draft invoice', errors: [409] },
  'DELETE /invoices/{id}': { operationId: 'deleteInvoice', summary: 'Delete a draft invoice', errors: [409] },
  'POST /invoices/{id}/issue': {
    operationId: 'issueInvoice',
    summary: 'Issue a draft: its serial number, stock and chained hash in one step',
    errors: [409],
  },
  'POST /invoices/{id}/payments': { operationId: 'payInvoice', summary: 'Take a payment on an invoice', errors: [409] },
  'POST /invoices/{id}/void': {
    operationId: 'voidInvoice',
    summary: 'Void an issued invoice, with a reason',
    errors: [409],
  },
  'POST /invoices/{id}/credit-memos': {
    operationId: 'createCreditMemo',
    summary: 'Credit some or all of an issued invoice, paying back by a tender or as patient credit',
    errors: [409],
  },
  'GET /credit-memos/{id}': { operationId: 'getCreditMemo', summary: 'Read a credit memo' },
  'GET /invoices/{id}/pdf': {
    operationId: 'getInvoicePdfLink',
    summary: 'Get a short-lived link to an issued invoice’s PDF, A4 or an 80 mm receipt',
    errors: [409],
  },
  'GET /invoice-files/{layout}/{token}': {
    operationId: 'downloadInvoicePdf',
    summary: 'Download an invoice’s PDF by its signed link',
  },
  'GET /credit-memos/{id}/pdf': {
    operationId: 'getCreditMemoPdfLink',
    summary: 'Get a short-lived link to a credit memo’s PDF, A4 or an 80 mm receipt',
  },
  'GET /credit-memo-files/{layout}/{token}': {
    operationId: 'downloadCreditMemoPdf',
    summary: 'Download a credit memo’s PDF by its signed link',
  },
  'GET /price-list/products': {
    operationId: 'listBillableProducts',
    summary: 'List the billable products in stock with their price and the lot a sale takes from',
  },
  'GET /billing/day': {
    operationId: 'getBillingDay',
    summary: "A day's takings by tender and tax class, voids, credit memos, serials used and the cash drawer",
  },
  'POST /billing/day/close': {
    operationId: 'closeBillingDay',
    summary: 'Close a day with the cash counted: its figures and variance are kept and never change',
    errors: [409],
  },
  'GET /reports/sales-journal.csv': {
    operationId: 'downloadSalesJournal',
    summary: 'Download the sales journal as CSV: one row per invoice and credit memo issued in the dates',
  },
  'GET /reports/discount-register.csv': {
    operationId: 'downloadDiscountRegister',
    summary: 'Download the senior citizen and PWD discount register as CSV',
  },
  'GET /reports/aging': {
    operationId: 'getAgingReport',
    summary: 'Balances owed by patient, aged 0–30, 31–60, 61–90 and over 90 days',
  },
  'GET /patients/{id}/credit': {
    operationId: 'getPatientCredit',
    summary: 'A patient’s credit balance and its ledger',
  },
  'GET /patients/{id}/payments': {
    operationId: 'getPatientPayments',
    summary: 'A patient’s latest payments on their invoices and the balance they owe',
  },
  'GET /patients/{id}/senior-pwd-id': {
    operationId: 'getPatientSeniorPwdId',
    summary: 'The senior citizen or PWD ID the patient last bought with',
  },
  'GET /services': { operationId: 'listServices', summary: 'List the service catalogue' },
  'POST /services': { operationId: 'createService', summary: 'Add a service to the catalogue', errors: [409] },
  'PUT /services/{id}': { operationId: 'updateService', summary: 'Change a service of the catalogue', errors: [409] },
  'POST /procedures/{id}/reopen': {
    operationId: 'reopenProcedure',
    summary: 'Reopen a completed procedure, with a reason',
    errors: [409],
  },
  'PATCH /procedures/{id}/status': {
    operationId: 'updateProcedureStatus',
    summary: 'Change a procedure’s status',
    errors: [409],
  },
  'PATCH /procedures/{id}/schedule': {
    operationId: 'rescheduleProcedure',
    summary: 'Move an appointment to another time or doctor',
    errors: [409],
  },
  'PATCH /procedures/{id}/attendance': {
    operationId: 'recordAttendance',
    summary: 'Check a patient in, or mark a no-show',
    errors: [409],
  },
  'DELETE /procedures/{id}': { operationId: 'deleteProcedure', summary: 'Delete a procedure', errors: [409] },
  'GET /procedures/{id}/reminders': {
    operationId: 'getProcedureReminders',
    summary: 'Read an appointment’s reminders and the patient’s replies',
  },
  'POST /procedures/{id}/reminders': {
    operationId: 'sendProcedureReminder',
    summary: 'Send an appointment reminder now',
    errors: [409],
  },
  'POST /procedures/{id}/reminders/replies/read': {
    operationId: 'markReminderRepliesRead',
    summary: 'Mark an appointment’s replies as read',
  },
  'GET /appointment-answers/{token}': {
    operationId: 'getAppointmentAnswer',
    summary: 'Read the appointment a reminder’s link is for',
    errors: [429],
  },
  'POST /appointment-answers/{token}': {
    operationId: 'answerAppointment',
    summary: 'Confirm, cancel or ask to move an appointment from a reminder’s link',
    errors: [409, 429],
  },
  'POST /sms/inbound': {
    operationId: 'receiveSmsReply',
    summary: 'Take a patient’s SMS reply forwarded by the gateway',
    errors: [401, 429],
  },

  'GET /schedule': { operationId: 'getSchedule', summary: 'Read the appointments of a day or week, per doctor' },
  'GET /schedule/month-rates': {
    operationId: 'getMonthRates',
    summary: 'Read a month’s no-show and confirmation rates',
  },

  'GET /inventory': {
    operationId: 'getInventory',
    summary: 'Read every product’s stock, flagged when low or expiring',
  },
  'GET /products': { operationId: 'listProducts', summary: 'List products' },
  'POST /products': { operationId: 'createProduct', summary: 'Add a product', errors: [409] },
  'GET /products/{id}': { operationId: 'getProduct', summary: 'Read a product with its lots' },
  'PUT /products/{id}': { operationId: 'updateProduct', summary: 'Change a product', errors: [409] },
  'GET /products/{id}/lots': { operationId: 'listProductLots', summary: 'List a product’s lots' },
  'POST /products/{id}/lots': { operationId: 'createLot', summary: 'Receive a lot of a product', errors: [409] },
  'GET /lots/{id}': { operationId: 'getLot', summary: 'Read a lot with its product and stock adjustments' },
  'POST /lots/{id}/adjustments': {
    operationId: 'adjustLot',
    summary: 'Correct a lot’s stock (count, waste, return)',
    errors: [409],
  },
  'GET /lots/{id}/recipients': {
    operationId: 'listLotRecipients',
    summary: 'List the patients who received a lot, for a recall',
  },
  'GET /lots/{id}/recipients.csv': {
    operationId: 'exportLotRecipients',
    summary: 'Download the patients who received a lot as CSV',
  },

  'POST /procedures/{id}/photos': {
    operationId: 'uploadProcedurePhoto',
    summary: 'Add a before or after photo to a procedure',
  },
  'GET /procedures/{id}/photos': { operationId: 'listProcedurePhotos', summary: 'List a procedure’s photos' },
  'GET /patients/{id}/photos': { operationId: 'listPatientPhotos', summary: 'List a patient’s photos' },
  'GET /photos/{id}': { operationId: 'getPhotoLink', summary: 'Get a short-lived link to a photo or its thumbnail' },
  'GET /photos/{id}/marketing': {
    operationId: 'getMarketingPhotoLink',
    summary: 'Get a link to a photo released for marketing',
    errors: [409],
  },
  'DELETE /photos/{id}': { operationId: 'deletePhoto', summary: 'Delete a photo' },
  'GET /photo-files/{variant}/{token}': {
    operationId: 'downloadPhoto',
    summary: 'Download a photo or its thumbnail by its signed link',
  },

  'GET /consent-templates': { operationId: 'listConsentTemplates', summary: 'List consent templates' },
  'POST /consent-templates': {
    operationId: 'createConsentTemplate',
    summary: 'Add a consent template and the procedures that need it',
  },
  'PUT /consent-templates/{id}': {
    operationId: 'updateConsentTemplate',
    summary: 'Publish a new version of a consent template',
    errors: [409],
  },
  'POST /consent-templates/{id}/retire': {
    operationId: 'retireConsentTemplate',
    summary: 'Retire a consent template',
  },
  'GET /procedures/{id}/consents': {
    operationId: 'listProcedureConsents',
    summary: 'List a procedure’s needed and signed consents',
  },
  'POST /procedures/{id}/consents': {
    operationId: 'signConsent',
    summary: 'Record a patient’s signed consent for a procedure',
    errors: [404, 409],
  },
  'GET /consents/{id}/pdf': {
    operationId: 'getConsentPdfLink',
    summary: 'Get a short-lived link to a signed consent’s PDF',
  },
  'POST /consents/{id}/revoke': { operationId: 'revokeConsent', summary: 'Revoke a signed consent', errors: [409] },
  'GET /consent-files/{token}': {
    operationId: 'downloadConsentPdf',
    summary: 'Download a signed consent’s PDF by its signed link',
  },

  'GET /note-templates': { operationId: 'listNoteTemplates', summary: 'List visit-note templates' },
  'POST /note-templates': {
    operationId: 'createNoteTemplate',
    summary: 'Add a visit-note template, its sections and the procedures that open it',
  },
  'PUT /note-templates/{id}': { operationId: 'updateNoteTemplate', summary: 'Edit a visit-note template' },
  'GET /procedures/{id}/notes': {
    operationId: 'listProcedureNotes',
    summary: 'List a procedure’s visit notes, each with its amendments',
  },
  'POST /procedures/{id}/notes': { operationId: 'createProcedureNote', summary: 'Begin a draft visit note' },
  'PUT /notes/{id}': { operationId: 'updateNote', summary: 'Edit one’s own draft visit note', errors: [409] },
  'POST /notes/{id}/sign': {
    operationId: 'signNote',
    summary: 'Sign one’s own draft visit note with a password or code, freezing its text',
    errors: [409, 429],
  },
  'POST /notes/{id}/cosign': {
    operationId: 'cosignNote',
    summary: 'Co-sign a nurse’s signed visit note as the procedure’s doctor',
    errors: [409, 429],
  },
  'POST /notes/{id}/amendments': {
    operationId: 'amendNote',
    summary: 'Add a signed amendment to a signed visit note',
    errors: [409, 429],
  },
  'GET /patients/{id}/consultation/signatures': {
    operationId: 'listConsultationSignatures',
    summary: 'List the signatures of a patient’s initial consultation and follow-ups, each with its amendments',
  },
  'POST /patients/{id}/consultation/sign': {
    operationId: 'signConsultation',
    summary: 'Sign the patient’s initial consultation with a password or code, locking its text',
    errors: [409, 429],
  },
  'POST /patients/{id}/consultation/amendments': {
    operationId: 'amendConsultation',
    summary: 'Add a signed amendment to the patient’s signed initial consultation',
    errors: [409, 429],
  },
  'POST /patients/{id}/succeeding-consultations/{index}/sign': {
    operationId: 'signFollowUpConsultation',
    summary: 'Sign a follow-up consultation (by its place in the list, from 0), locking its text',
    errors: [409, 429],
  },
  'POST /patients/{id}/succeeding-consultations/{index}/amendments': {
    operationId: 'amendFollowUpConsultation',
    summary: 'Add a signed amendment to a signed follow-up consultation',
    errors: [409, 429],
  },
  'GET /notes/cosign-queue': {
    operationId: 'listNotesToCosign',
    summary: 'List the signed visit notes waiting for the caller’s co-signature',
  },
  'GET /notes/stale-drafts': {
    operationId: 'listStaleNoteDrafts',
    summary:
      'List visit-note drafts left unsigned past NOTE_AUTOLOCK_HOURS: the caller’s own, or everyone’s for administrators',
  },
  'GET /procedures/{id}/chart-checklist': {
    operationId: 'getChartChecklist',
    summary: 'Read what a procedure’s chart holds and misses: consent, photos, lots, a signed note, payment',
    errors: [404],
  },
  'GET /reports/incomplete-charts': {
    operationId: 'listIncompleteCharts',
    summary: 'List a period’s treated procedures whose charts miss items, by doctor',
  },

  'GET /patients/{id}/prescriptions': {
    operationId: 'listPrescriptions',
    summary: 'List a patient’s prescriptions, newest first',
  },
  'POST /patients/{id}/prescriptions': {
    operationId: 'createPrescription',
    summary: 'Write a draft prescription as its doctor; the drug list remembers each generic name',
    errors: [409],
  },
  'POST /prescriptions/{id}/sign': {
    operationId: 'signPrescription',
    summary: 'Sign one’s own draft prescription with a password or code, freezing it',
    errors: [409, 429],
  },
  'POST /prescriptions/{id}/revoke': {
    operationId: 'revokePrescription',
    summary: 'Revoke one’s own signed prescription, with a reason',
    errors: [409],
  },
  'GET /prescriptions/{id}/pdf': {
    operationId: 'getPrescriptionPdfLink',
    summary: 'Get a short-lived link to a signed prescription’s PDF, A5 or A4',
    errors: [409],
  },
  'GET /prescription-files/{layout}/{token}': {
    operationId: 'downloadPrescriptionPdf',
    summary: 'Download a prescription’s PDF by its signed link',
  },
  'GET /drugs': {
    operationId: 'searchDrugs',
    summary: 'Look up the clinic’s drug list by generic name, with each one’s dangerous-drug flag',
  },
  'GET /patients/{id}/medical-certificates': {
    operationId: 'listMedicalCertificates',
    summary: 'List a patient’s medical certificates, newest first',
  },
  'POST /patients/{id}/medical-certificates': {
    operationId: 'createMedicalCertificate',
    summary: 'Write a draft medical certificate as its doctor',
    errors: [409],
  },
  'POST /medical-certificates/{id}/sign': {
    operationId: 'signMedicalCertificate',
    summary: 'Sign one’s own draft medical certificate with a password or code, freezing it',
    errors: [409, 429],
  },
  'POST /medical-certificates/{id}/revoke': {
    operationId: 'revokeMedicalCertificate',
    summary: 'Revoke one’s own signed medical certificate, with a reason',
    errors: [409],
  },
  'GET /medical-certificates/{id}/pdf': {
    operationId: 'getMedicalCertificatePdfLink',
    summary: 'Get a short-lived link to a signed medical certificate’s PDF, A5 or A4',
    errors: [409],
  },
  'GET /medical-certificate-files/{layout}/{token}': {
    operationId: 'downloadMedicalCertificatePdf',
    summary: 'Download a medical certificate’s PDF by its signed link',
  },
  'GET /verify/{code}': {
    operationId: 'verifyDocument',
    summary: 'Check a printed prescription’s or certificate’s code: clinic, date, doctor, initials, status',
    errors: [429],
  },

  'GET /face-annotations/procedure/{procedureId}': {
    operationId: 'getFaceAnnotations',
    summary: 'Read a procedure’s face-diagram points',
  },
  'POST /face-annotations': {
    operationId: 'saveFaceAnnotations',
    summary: 'Save a procedure’s face-diagram points',
    errors: [404, 409],
  },
  'DELETE /face-annotations/{procedureId}/points/{pointId}': {
    operationId: 'deleteFaceAnnotationPoint',
    summary: 'Delete one face-diagram point',
    errors: [409],
  },

  'GET /procedure-transactions': {
    operationId: 'listTransactions',
    summary: 'List payments, filtered, sorted and paged, with their totals',
  },
  'POST /procedure-transactions': {
    operationId: 'createTransaction',
    summary: 'Record a procedure’s payment',
    errors: [404, 409],
  },
  'GET /procedure-transactions/dashboard/stats': {
    operationId: 'getTransactionDashboardStats',
    summary: 'Sum payments for the dashboard',
  },
  'GET /procedure-transactions/amounts-over-time': {
    operationId: 'getAmountsOverTime',
    summary: 'Sum payments per day or month for the chart',
  },
  'GET /procedure-transactions/export/csv': {
    operationId: 'exportTransactionsCsv',
    summary: 'Download payments as CSV, per payment or summed per day or month',
  },
  'GET /procedure-transactions/procedure/{procedureId}': {
    operationId: 'getProcedureTransactions',
    summary: 'List a procedure’s payments',
  },
  'GET /procedure-transactions/{id}': { operationId: 'getTransaction', summary: 'Read a payment' },
  'PUT /procedure-transactions/{id}': { operationId: 'updateTransaction', summary: 'Change a payment' },
  'DELETE /procedure-transactions/{id}': { operationId: 'deleteTransaction', summary: 'Delete a payment' },

  'GET /backups': { operationId: 'listBackups', summary: 'List the server’s backups' },
  'POST /backups': { operationId: 'startBackup', summary: 'Start a backup now', errors: [409] },
  'GET /backups/status': {
    operationId: 'getBackupStatus',
    summary: 'Read whether a backup is running and how far it is',
  },
  'GET /backups/{name}/download': {
    operationId: 'getBackupDownloadLink',
    summary: 'Get a short-lived download link for a backup',
  },
  'GET /backup-files/{token}': { operationId: 'downloadBackup', summary: 'Download a backup by its signed link' },
};
