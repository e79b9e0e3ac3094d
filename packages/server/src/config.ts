import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_CLINIC_HOURS, ROLES, parseClinicHours, type ClinicHours, type Role } from '@clinic/contracts';
import { DEFAULT_PASSWORD_FORM_LIMITS } from './auth/password-form-limits.ts';
import { parseReminderOffsets } from './reminders/reminder-plan.ts';

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined));

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR range (`10.0.0.0/8`) or one of proxy-addr's names for a family of them. */
function isProxyAddress(entry: string): boolean {
  const [address = '', prefix] = entry.split('/');
  if (prefix === undefined) return PROXY_NAMES.has(entry) || isIP(address) !== 0;
  return isIP(address) !== 0 && /^\d{1,3}$/.test(prefix);
}

/** The roles that may be made to sign in with two factors: every staff role, never the shared kiosk. */
const TWO_FACTOR_ROLES = ROLES.filter((role) => role !== 'KIOSK');

/** A comma-separated list of roles in any letter case; an empty list turns the requirement off. */
const requiredRoles = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim().toUpperCase())
      .filter((entry) => entry !== ''),
  )
  .refine(
    (roles) => roles.every((role) => (TWO_FACTOR_ROLES as readonly string[]).includes(role)),
    `must list roles among ${TWO_FACTOR_ROLES.join(', ')}, comma-separated (KIOSK cannot use two-factor sign-in)`,
  )
  .transform((roles) => [...new Set(roles)] as Role[]);

/** A duration such as `24h`, `30m`, `7d` or `90s`, in milliseconds; `off`: never (undefined). */
const durationOrOff = z
  .string()
  .regex(/^([1-9][0-9]*(s|m|h|d)|off)$/, 'must be a number and a unit (s, m, h or d, for example 24h) or off')
  .transform((value) => {
    if (value === 'off') return undefined;
    const unit = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 }[value.slice(-1) as 's' | 'm' | 'h' | 'd'];
    return Number(value.slice(0, -1)) * unit;
  });

const thirtyTwoByteKey = z
  .string()
  .regex(/^([0-9a-fA-F]{64}|[A-Za-z0-9+/]{43}=)$/, 'must be 32 bytes as 64 hex characters or base64');

/** A yes/no setting: `true` or `false` (also `1` or `0`). */
const flag = z
  .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
  .default('false')
  .transform((value) => value === 'true' || value === '1');

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalText,
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.string().default('Clinic Portal <no-reply@clinic.local>'),
  CLINIC_NAME: z.string().default('Clinic Portal'),
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  ARCHIVE_KEY: optionalText.pipe(thirtyTwoByteKey.optional()),
  FILES_URL: optionalText.pipe(
    z
      .url({ protocol: /^s3$/, hostname: /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/ })
      .refine((value) => {
        const endpoint = new URL(value).searchParams.get('endpoint');
        return endpoint === null || URL.canParse(endpoint);
      }, 'must be s3://bucket?endpoint=http://host:port&region=… (endpoint a URL)')
      .optional(),
  ),
  BACKUP_DIR: optionalText,
  BACKUP_EVERY: durationOrOff.prefault('24h'),
  BACKUP_KEEP: z.coerce.number().int().positive().default(14),
  BACKUP_KEY: optionalText.pipe(thirtyTwoByteKey.optional()),
  TRUST_PROXY: optionalText.pipe(
    z
      .string()
      .transform((value) => value.split(',').map((entry) => entry.trim()))
      .refine((entries) => entries.every(isProxyAddress), 'must list IP addresses, CIDR ranges or loopback')
      .optional(),
  ),
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(60),
  SESSION_MAX_HOURS: z.coerce.number().int().positive().default(12),
  MFA_REQUIRED_ROLES: requiredRoles.default(['SUPERADMIN', 'ADMIN']),
  ACCOUNT_FORMS_PER_HOUR: z.coerce.number().int().positive().default(DEFAULT_PASSWORD_FORM_LIMITS.perAddress),
  REMINDER_OFFSETS: z
    .string()
    .default('24h,2h')
    .transform((value, context) => {
      const minutes = parseReminderOffsets(value);
      if (minutes) return minutes;
      context.addIssue({ code: 'custom', message: 'must list durations such as 24h,2h or 30m, comma-separated' });
      return z.NEVER;
    }),
  SMS_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  SMS_API_KEY: optionalText,
  SMS_SENDER: optionalText.pipe(z.string().max(11, 'must be at most 11 characters').optional()),
  SMS_INBOUND_SECRET: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  JOB_POLL_SECONDS: z.coerce.number().int().min(0).default(15),
  UPLOAD_MB_PER_HOUR: z.coerce.number().int().positive().default(500),
  MIN_FREE_DISK_MB: z.coerce.number().int().min(0).default(1024),
  CLINIC_HOURS: z
    .string()
    .default(DEFAULT_CLINIC_HOURS)
    .transform((value, context) => {
      const hours = parseClinicHours(value);
      if (hours) return hours;
      context.addIssue({
        code: 'custom',
        message: `must read like ${DEFAULT_CLINIC_HOURS} (groups separated by commas)`,
      });
      return z.NEVER;
    }),
  CHART_COMPLETE_BEFORE_COMPLETED: flag,
  NOTE_AUTOLOCK_HOURS: z.coerce.number().int().positive().default(24),
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  clinicName: string;
  publicUrl: string;
  /** Reverse proxies whose X-Forwarded-For and X-Forwarded-Proto are believed. */
  trustProxy: string[] | undefined;
  archiveKey: string | undefined;
  /** S3-compatible object storage for files; unset: DATA_DIR/files. */
  filesUrl: string | undefined;
  backupDir: string;
  /** How old the newest backup may grow before the server takes another, in milliseconds; undefined: never. */
  backupEveryMs: number | undefined;
  backupKeep: number;
  /** The key backups are sealed under; unset: the archive key. */
  backupKey: string | undefined;
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  /** Roles that must set up two-factor sign-in before using the portal; empty: nobody must. */
  mfaRequiredRoles: Role[];
  /** Registrations, and password resets, accepted per client address per hour. */
  accountFormsPerHour: number;
  /** Opening hours per weekday in clinic time, shaded on the schedule. */
  clinicHours: ClinicHours[];
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  /** Minutes before an appointment that reminders go, largest first; empty: none are planned. */
  reminderOffsetsMinutes: number[];
  /** The SMS gateway's send endpoint; unset: messages go to DATA_DIR/sms-outbox. */
  smsUrl: string | undefined;
  smsApiKey: string | undefined;
  smsSender: string | undefined;
  /** Shared with the gateway that forwards replies; unset: inbound SMS are refused. */
  smsInboundSecret: string | undefined;
  /** How often the job runner looks for due work; 0: only when asked. */
  jobPollSeconds: number;
  /** Megabytes of files each account may upload in any hour, over every upload route. */
  uploadMbPerHour: number;
  /** Uploads are refused while the files' disk has less free than this, in megabytes (not checked on object storage). */
  minFreeDiskMb: number;
  /** Whether a procedure is refused `completed` while its chart checklist misses items. */
  chartCompleteBeforeCompleted: boolean;
  /** Hours after which a note still in draft is flagged to its author and to administrators. */
  noteAutolockHours: number;
  /** The Bearer token a Prometheus scrape of /metrics must send; unset: only loopback and TRUST_PROXY may scrape. */
  metricsToken: string | undefined;
  /** Folder of the built web app; unset when only the API is served (tests). */
  webDistDir: string | undefined;
}

/** Reads and checks the environment once, naming every bad key at once. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    clinicName: env.CLINIC_NAME,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    trustProxy: env.TRUST_PROXY,
    archiveKey: env.ARCHIVE_KEY,
    filesUrl: env.FILES_URL,
    backupDir: path.resolve(env.BACKUP_DIR ?? path.join(dataDir, 'backups')),
    backupEveryMs: env.BACKUP_EVERY,
    backupKeep: env.BACKUP_KEEP,
    backupKey: env.BACKUP_KEY,
    sessionIdleMinutes: env.SESSION_IDLE_MINUTES,
    sessionMaxHours: env.SESSION_MAX_HOURS,
    mfaRequiredRoles: env.MFA_REQUIRED_ROLES,
    accountFormsPerHour: env.ACCOUNT_FORMS_PER_HOUR,
    clinicHours: env.CLINIC_HOURS,
    logLevel: env.LOG_LEVEL,
    reminderOffsetsMinutes: env.REMINDER_OFFSETS,
    smsUrl: env.SMS_URL,
    smsApiKey: env.SMS_API_KEY,
    smsSender: env.SMS_SENDER,
    smsInboundSecret: env.SMS_INBOUND_SECRET,
    jobPollSeconds: env.JOB_POLL_SECONDS,
    uploadMbPerHour: env.UPLOAD_MB_PER_HOUR,
    minFreeDiskMb: env.MIN_FREE_DISK_MB,
    chartCompleteBeforeCompleted: env.CHART_COMPLETE_BEFORE_COMPLETED,
    noteAutolockHours: env.NOTE_AUTOLOCK_HOURS,
    metricsToken: env.METRICS_TOKEN,
    webDistDir: path.resolve(import.meta.dirname, '../../web/dist'),
  };
}
