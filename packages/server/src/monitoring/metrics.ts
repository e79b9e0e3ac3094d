import type { FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Clock } from '../clock.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { PORTAL_VERSION } from '../version.ts';
import type { OperationsState } from './operations-state.ts';

export interface MetricsDependencies {
  database: DatabaseHandle;
  operations: OperationsState;
  clock: Clock;
}

/** Anything that sends one message and throws when it could not: the SMS gateway, the mailer. */
interface MessageSender<Message> {
  send(message: Message): Promise<void>;
}

let processRegistry: Registry | undefined;

/**
 * CPU, memory, event loop and garbage collection belong to the process, not to an app: collected
 * once per process, however many apps it builds (tests build dozens), and merged into each scrape.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * The portal's Prometheus metrics, in a registry of its own (each app its own: tests build many
 * in one process). Requests are labelled by route template, never by path: a path carries ids
 * and tokens, and one series per patient would swamp the monitor.
 */
export function createMetrics(deps: MetricsDependencies) {
  const registry = new Registry();
  const registers = [registry];

  new Gauge({
    name: 'clinic_info',
    help: 'The running portal: its version and database driver (always 1).',
    labelNames: ['version', 'database'],
    registers,
  }).set({ version: PORTAL_VERSION, database: deps.database.driver }, 1);

  const requestLabels = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'clinic_http_requests_total',
    help: 'HTTP requests answered, by route template and status.',
    labelNames: requestLabels,
    registers,
  });
  const durations = new Histogram({
    name: 'clinic_http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by route template and status.',
    labelNames: requestLabels,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });

  const pool = new Gauge({
    name: 'clinic_database_pool_connections',
    help: 'Connections of the PostgreSQL pool: open, idle, and requests waiting for one (absent on the embedded database).',
    labelNames: ['state'],
    registers,
  });
  const jobsDue = new Gauge({
    name: 'clinic_jobs_due',
    help: 'Jobs whose time has come and that no runner holds.',
    registers,
  });
  const jobsLag = new Gauge({
    name: 'clinic_jobs_oldest_due_age_seconds',
    help: 'How long the longest-waiting due job has waited (0 when none waits).',
    registers,
  });
  const backupAge = new Gauge({
    name: 'clinic_backup_newest_age_seconds',
    help: 'Age of the newest backup; +Inf when none was ever taken, so an age alert fires.',
    registers,
  });

  const reminderSends = new Counter({
    name: 'clinic_reminder_sends_total',
    help: 'Reminder messages handed to the SMS gateway or mail server.',
    labelNames: ['channel'],
    registers,
  });
  const reminderFailures = new Counter({
    name: 'clinic_reminder_send_failures_total',
    help: 'Reminder messages the SMS gateway or mail server did not take.',
    labelNames: ['channel'],
    registers,
  });

  return {
    contentType: registry.contentType,

    /** Counts one answered request (Fastify's onResponse hook). */
    observeRequest(request: FastifyRequest, reply: FastifyReply): void {
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      };
      requests.inc(labels);
      durations.observe(labels, reply.elapsedTime / 1000);
    },

    /** The same sender, counting what it sends and what fails, by channel. */
    countReminderSends<Message>(sender: MessageSender<Message>, channel: 'sms' | 'email'): MessageSender<Message> {
      return {
        async send(message) {
          try {
            await sender.send(message);
          } catch (error) {
            reminderFailures.inc({ channel });
            throw error;
          }
          reminderSends.inc({ channel });
        },
      };
    },

    /** The text a scrape answers; the database-backed values are read once for it. */
    async scrape(): Promise<string> {
      const reading = await deps.operations.read(deps.clock());
      jobsDue.set(reading.jobsDue);
      jobsLag.set(reading.oldestDueJobAgeSeconds ?? 0);
      backupAge.set(reading.newestBackupAgeSeconds ?? Infinity);
      const use = deps.database.poolUse?.();
      if (use) for (const [state, value] of Object.entries(use)) pool.set({ state }, value);
      return Registry.merge([processMetrics(), registry]).metrics();
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
