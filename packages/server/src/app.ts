import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { registerArrivalOrder } from './http/arrival-order.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerAuthGuard } from './http/auth-guard.ts';
import { registerFormBodyParser } from './http/form-body.ts';
import { registerWellFormedText } from './http/well-formed-text.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { createSessionsService } from './auth/sessions.service.ts';
import { createAuthService } from './auth/auth.service.ts';
import { createSignInLinks } from './auth/sign-in-links.service.ts';
import { DEFAULT_LOGIN_LIMITS, createLoginLimiter, type LoginLimits } from './auth/login-limiter.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { accountSessionsRoutes } from './auth/account-sessions.routes.ts';
import { twoFactorRoutes } from './auth/two-factor.routes.ts';
import { createTwoFactorService } from './auth/two-factor.service.ts';
import { deriveTwoFactorKeys } from './auth/two-factor-codes.ts';
import { checkArchiveKeyIsShared, loadArchiveKey } from './keys/archive-key.ts';
import { BACKUP_KEY_BESIDE_BACKUPS, isBackupKeyBesideBackups } from './backups/backup-key-placement.ts';
import { DEFAULT_PASSWORD_FORM_LIMITS } from './auth/password-form-limits.ts';
import type { AttemptLimits } from './http/attempt-limiter.ts';
import { usersRoutes } from './users/users.routes.ts';
import { passwordCheckRoutes } from './auth/password-check.routes.ts';
import { createSigningProofCheck } from './auth/signing-proof.ts';
import { createPasswordCheckService } from './auth/password-check.service.ts';
import { consentsRoutes } from './consents/consents.routes.ts';
import { createConsentsService } from './consents/consents.service.ts';
import { createDownloadLinks } from './keys/download-links.ts';
import { patientsRoutes } from './patients/patients.routes.ts';
import { createPatientsFeature } from './patients/patients-feature.ts';
import { quickSearchRoutes } from './patients/quick-search.routes.ts';
import { createQuickSearchService } from './patients/quick-search.service.ts';
import { openFileStorage } from './storage/open-file-storage.ts';
import { registerUploadLimits } from './uploads/upload-limits.ts';
import { backupsRoutes } from './backups/backups.routes.ts';
import { scheduleBackups } from './backups/backup-schedule.ts';
import { createBackupsService, newestBackupTakenAt } from './backups/backups.service.ts';
import { proceduresRoutes } from './procedures/procedures.routes.ts';
import { photosRoutes } from './photos/photos.routes.ts';
import { createPhotosFeature } from './photos/photos-feature.ts';
import { createPhotoFiles } from './photos/photo-files.ts';
import { scheduleRoutes } from './schedule/schedule.routes.ts';
import { createScheduleService } from './schedule/schedule.service.ts';
import { createProceduresService } from './procedures/procedures.service.ts';
import { faceAnnotationsRoutes } from './procedures/face-annotations.routes.ts';
import { createFaceAnnotationsService } from './procedures/face-annotations.service.ts';
import { inventoryRoutes } from './inventory/inventory.routes.ts';
import { consultationSigningRoutes } from './notes/consultation-signing.routes.ts';
import { createConsultationSigningService } from './notes/consultation-signing.service.ts';
import { notesRoutes } from './notes/notes.routes.ts';
import { chartsRoutes } from './charts/charts.routes.ts';
import { createChartsService } from './charts/charts.service.ts';
import { createNotesService } from './notes/notes.service.ts';
import { prescriptionsRoutes } from './prescriptions/prescriptions.routes.ts';
import { createIssuedDocumentLinks, createIssuedDocumentsService } from './prescriptions/issued-documents.service.ts';
import { practitionersRoutes } from './practitioners/practitioners.routes.ts';
import { createPractitionersService } from './practitioners/practitioners.service.ts';
import { billingRoutes } from './billing/billing.routes.ts';
import { createCreditMemosService } from './billing/credit-memos.service.ts';
import { createDayCloseService } from './billing/day-close.service.ts';
import { createDocumentPdfsService, createPdfLinks } from './billing/document-pdfs.service.ts';
import { createInvoicesService } from './billing/invoices.service.ts';
import { createPatientBillingService } from './billing/patient-billing.service.ts';
import { reportsRoutes } from './billing/reports.routes.ts';
import { createReportsService } from './billing/reports.service.ts';
import { createPriceListService } from './billing/price-list.service.ts';
import { servicesRoutes } from './services/services.routes.ts';
import { createServicesService } from './services/services.service.ts';
import { createInventoryService } from './inventory/inventory.service.ts';
import { transactionsRoutes } from './transactions/transactions.routes.ts';
import { createTransactionsService } from './transactions/transactions.service.ts';
import { createUsersService } from './users/users.service.ts';
import { healthRoutes } from './http/health.routes.ts';
import { errorForLog, requestForLog } from './http/request-log.ts';
import { createBackgroundTasks, type BackgroundTasks } from './http/background-tasks.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerWebApp } from './http/web-app.ts';
import { registerOpenApi } from './http/openapi.ts';
import { registerUntrustedProxyWarning } from './http/untrusted-proxy-warning.ts';
import { API_OPERATIONS } from './http/api-operations.ts';
import { systemClock, type Clock } from './clock.ts';
import { firstAdminPasswordFile } from './first-admin-password.ts';
import { createMetrics } from './monitoring/metrics.ts';
import { createMetricsAccess } from './monitoring/metrics-access.ts';
import { metricsRoutes } from './monitoring/metrics.routes.ts';
import { createOperationsState } from './monitoring/operations-state.ts';
import { createJobRunner, type JobRunner } from './jobs/job-runner.ts';
import { createSmsSender } from './sms/sms-sender.ts';
import { createReminderPlanner, REMINDER_JOB } from './reminders/reminder-planner.ts';
import { createRemindersService } from './reminders/reminders.service.ts';
import { remindersRoutes } from './reminders/reminders.routes.ts';
import { clinicSettingsRoutes } from './clinic-settings/clinic-settings.routes.ts';
import { createClinicSettingsService } from './clinic-settings/clinic-settings.service.ts';
import { createLeftoversSweep, LEFTOVERS_SWEEP_JOB } from './leftovers/leftovers-sweep.ts';

export const API_PREFIX = '/api/v1';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  mailer?: Mailer;
  loginLimits?: LoginLimits;
  passwordFormLimits?: AttemptLimits;
  clock?: Clock;
  /** Where the log goes (standard output when unset); tests read it back. */
  logStream?: NodeJS.WritableStream;
}

export interface RegisteredRoute {
  method: string;
  url: string;
  public: boolean;
  /** The schema of its success answer, where it answers JSON; the contracts' response table is checked against it. */
  reply?: unknown;
}

/** A route's success answer schema: the first 2xx of its response schemas. */
const successReply = (response: unknown) =>
  typeof response === 'object' && response !== null
    ? Object.entries(response).find(([status]) => /^2\d\d$/.test(status))?.[1]
    : undefined;

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route with whether it is public; the guard test walks this list. */
    apiRoutes: RegisteredRoute[];
    /** Work done after answering (mail); `idle()` waits for it. */
    backgroundTasks: BackgroundTasks;
    /** Runs due jobs (reminders); started with the app, stopped when it closes. */
    jobs: JobRunner;
  }
}

/** Builds the portal without listening: tests inject requests, `main.ts` listens. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    // Every logged error goes through errorForLog: class, SQLSTATE and frames, never its message.
    logger: {
      level: config.logLevel,
      serializers: { req: requestForLog, err: errorForLog },
      stream: deps.logStream ?? process.stdout,
    },
    bodyLimit: 1024 * 1024,
    // The spec's client calls `/patients/`, `/procedures/` and `/procedure-transactions` alike:
    // every path answers with and without its trailing slash.
    routerOptions: { ignoreTrailingSlash: true },
    // Behind a reverse proxy, its address and scheme come from X-Forwarded-* headers, believed
    // only from the proxies named in TRUST_PROXY.
    trustProxy: config.trustProxy ?? false,
  }).withTypeProvider<ZodTypeProvider>();

  // On the embedded database a request keeps this thread until it is answered: see arrival-order.ts.
  if (database.driver === 'pglite') registerArrivalOrder(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerFormBodyParser(app);
  // Before any route's schema: no NUL or broken Unicode from a client reaches a service.
  registerWellFormedText(app);
  registerSecurityHeaders(app, { publicUrl: config.publicUrl });
  registerUntrustedProxyWarning(app, config.trustProxy);
  await registerOpenApi(app, { prefix: API_PREFIX, operations: API_OPERATIONS });

  const clock = deps.clock ?? systemClock;
  const operations = createOperationsState({
    db: database.db,
    newestBackupAt: () => newestBackupTakenAt(config.backupDir),
  });
  const metrics = createMetrics({ database, operations, clock });
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(request, reply);
    done();
  });
  const mailer =
    deps.mailer ??
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox') });
  const sessions = createSessionsService({
    db: database.db,
    policy: { idleMinutes: config.sessionIdleMinutes, maxHours: config.sessionMaxHours },
    clock,
    onStart: firstAdminPasswordFile(config.dataDir).forgetAfterSignIn(database.db),
  });
  const clinicSettings = createClinicSettingsService({
    db: database.db,
    clock,
    defaults: { name: config.clinicName, address: null, phone: null, email: null },
  });
  await clinicSettings.seed();
  const mailContext = { publicUrl: config.publicUrl, clinic: () => clinicSettings.identity() };
  const background = createBackgroundTasks(app.log);
  app.decorate('backgroundTasks', background);
  // Closing waits for mail still being sent after its answer.
  app.addHook('onClose', () => background.idle());
  const archiveKey = loadArchiveKey(config.archiveKey, config.dataDir);
  await checkArchiveKeyIsShared(database.db, archiveKey);
  const loginLimiter = createLoginLimiter(database.db, deps.loginLimits ?? DEFAULT_LOGIN_LIMITS, clock);
  const twoFactorRequiredRoles = config.mfaRequiredRoles;
  const twoFactor = createTwoFactorService({
    db: database.db,
    sessions,
    loginLimiter,
    // Secrets are sealed under a key derived from the archive's: one key to keep for the portal's data at rest.
    keys: deriveTwoFactorKeys(archiveKey),
    requiredRoles: twoFactorRequiredRoles,
    issuer: config.clinicName,
    clock,
  });
  const auth = createAuthService({
    db: database.db,
    sessions,
    twoFactor,
    mailer,
    background,
    log: app.log,
    loginLimiter,
    signInLinks: createSignInLinks({ db: database.db, mailer, background, log: app.log, clock, ...mailContext }),
    passwordFormLimits: deps.passwordFormLimits ?? {
      ...DEFAULT_PASSWORD_FORM_LIMITS,
      perAddress: config.accountFormsPerHour,
    },
    clock,
    ...mailContext,
  });
  const users = createUsersService({
    db: database.db,
    sessions,
    loginLimiter,
    mailer,
    clock,
    twoFactorRequiredRoles,
    ...mailContext,
  });

  app.decorate('apiRoutes', [] as RegisteredRoute[]);
  await app.register(
    async (api) => {
      api.addHook('onRoute', (route) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const method of methods) {
          if (method !== 'HEAD') {
            app.apiRoutes.push({
              method,
              url: route.url,
              public: route.config?.public === true,
              reply: successReply(route.schema?.response),
            });
          }
        }
      });
      // API answers hold patient data: no browser or proxy keeps a copy (download links set their own).
      // Set before the route runs, so a route that may be cached says so by replacing it.
      api.addHook('onRequest', (_request, reply, done) => {
        reply.header('cache-control', 'no-store');
        done();
      });
      // JSON and CSV answers above 1 KB are compressed; attachments are sent as stored.
      await api.register(compress, { threshold: 1024 });
      registerAuthGuard(api, sessions, { twoFactorRequiredRoles });
      const storage = await openFileStorage(config);
      registerUploadLimits(api, {
        db: database.db,
        storage,
        clock,
        limits: { megabytesPerHour: config.uploadMbPerHour, minFreeDiskMegabytes: config.minFreeDiskMb },
      });
      await api.register(healthRoutes, { database, operations, clock });
      await api.register(authRoutes, { auth, sessions, secureCookies: config.publicUrl.startsWith('https:') });
      await api.register(twoFactorRoutes, { twoFactor, secureCookies: config.publicUrl.startsWith('https:') });
      await api.register(accountSessionsRoutes, { sessions });
      const passwordCheck = createPasswordCheckService({ db: database.db, loginLimiter });
      await api.register(passwordCheckRoutes, { passwordCheck });
      await api.register(usersRoutes, { users });
      const patientsFeature = createPatientsFeature({
        db: database.db,
        archiveKey,
        storage,
        clock,
      });
      await api.register(patientsRoutes, patientsFeature);
      await api.register(quickSearchRoutes, { quickSearch: createQuickSearchService({ db: database.db }) });
      const inventory = createInventoryService({ db: database.db, clock });
      const faceAnnotations = createFaceAnnotationsService({ db: database.db, clock, inventory });
      const procedures = createProceduresService({
        db: database.db,
        clock,
        faceAnnotations,
        inventory,
        photoFiles: createPhotoFiles(patientsFeature.storage),
        reminders: createReminderPlanner({ clock, offsetsMinutes: config.reminderOffsetsMinutes }),
        chartCompleteBeforeCompleted: config.chartCompleteBeforeCompleted,
      });
      await api.register(proceduresRoutes, { procedures });
      const reminders = createRemindersService({
        db: database.db,
        clock,
        mailer: metrics.countReminderSends(mailer, 'email'),
        sms: metrics.countReminderSends(
          createSmsSender({
            url: config.smsUrl,
            apiKey: config.smsApiKey,
            senderName: config.smsSender,
            outboxDir: path.join(config.dataDir, 'sms-outbox'),
          }),
          'sms',
        ),
        procedures,
        inboundSecret: config.smsInboundSecret,
        wake: () => jobs.wake(),
        ...mailContext,
      });
      await api.register(remindersRoutes, { reminders });
      await api.register(scheduleRoutes, {
        schedule: createScheduleService({ db: database.db, clock, clinicHours: config.clinicHours }),
      });
      await api.register(clinicSettingsRoutes, { clinicSettings });
      await api.register(inventoryRoutes, { inventory });
      await api.register(servicesRoutes, { services: createServicesService({ db: database.db, clock }) });
      await api.register(billingRoutes, {
        invoices: createInvoicesService({ db: database.db, clock, clinicSettings }),
        creditMemos: createCreditMemosService({ db: database.db, clock }),
        dayClose: createDayCloseService({ db: database.db, clock }),
        priceList: createPriceListService({ db: database.db, clock }),
        pdfs: createDocumentPdfsService({
          db: database.db,
          clinicSettings,
          links: createPdfLinks(archiveKey, clock),
        }),
      });
      await api.register(reportsRoutes, {
        reports: createReportsService({ db: database.db, clock }),
        patientBilling: createPatientBillingService({ db: database.db }),
      });
      await api.register(practitionersRoutes, {
        practitioners: createPractitionersService({ db: database.db, clock }),
      });
      const checkSigner = createSigningProofCheck({ passwordCheck, twoFactor });
      await api.register(notesRoutes, { notes: createNotesService({ db: database.db, checkSigner, clock }) });
      await api.register(prescriptionsRoutes, {
        documents: createIssuedDocumentsService({
          db: database.db,
          checkSigner,
          clinicSettings,
          links: createIssuedDocumentLinks(archiveKey, clock),
          publicUrl: config.publicUrl,
          clock,
        }),
      });
      await api.register(consultationSigningRoutes, {
        consultations: createConsultationSigningService({ db: database.db, checkSigner, clock }),
      });
      await api.register(chartsRoutes, {
        charts: createChartsService({ db: database.db, clock, noteAutolockHours: config.noteAutolockHours }),
      });
      await api.register(
        photosRoutes,
        createPhotosFeature({ db: database.db, storage: patientsFeature.storage, key: archiveKey, clock }),
      );
      await api.register(consentsRoutes, {
        consents: createConsentsService({
          db: database.db,
          storage: patientsFeature.storage,
          pdfLinks: createDownloadLinks(archiveKey, clock, 'consent-pdf-links'),
          clinic: () => clinicSettings.identity(),
          clock,
        }),
      });
      await api.register(faceAnnotationsRoutes, { faceAnnotations });
      await api.register(transactionsRoutes, { transactions: createTransactionsService({ db: database.db, clock }) });
      if (isBackupKeyBesideBackups(config)) app.log.warn(BACKUP_KEY_BESIDE_BACKUPS);
      const backups = createBackupsService({
        database,
        storage,
        archiveKey,
        backupKey: config.backupKey ? loadArchiveKey(config.backupKey, config.dataDir) : archiveKey,
        directory: config.backupDir,
        keep: config.backupKeep,
        everyMs: config.backupEveryMs,
        clock,
        log: app.log,
      });
      scheduleBackups(app, backups, config.backupEveryMs);
      // Closing waits for a backup being written, which reads the database to its end.
      app.addHook('onClose', () => backups.idle());
      await api.register(backupsRoutes, { backups });
      const jobs = createJobRunner({
        db: database.db,
        clock,
        log: app.log,
        pollMs: config.jobPollSeconds * 1000,
        handlers: {
          [REMINDER_JOB]: reminders.reminderJob,
          [LEFTOVERS_SWEEP_JOB]: createLeftoversSweep({ db: database.db, storage, backups, clock, log: app.log }),
        },
      });
      app.decorate('jobs', jobs);
      app.addHook('onReady', () => jobs.start());
      app.addHook('onClose', () => jobs.stop());
    },
    { prefix: API_PREFIX },
  );

  await app.register(metricsRoutes, {
    metrics,
    access: createMetricsAccess({ token: config.metricsToken, trustProxy: config.trustProxy }),
  });
  await registerWebApp(app, { webDistDir: config.webDistDir });
  return app;
}
