import {
  CHART_MESSAGES,
  PROCEDURE_MESSAGES,
  can,
  parseClinicDateTime,
  type IncompleteChartsQuery,
  type IncompleteChartsReport,
  type StaleNoteDrafts,
} from '@clinic/contracts';
import type { Database, Queryable } from '../db/client.ts';
import type { Actor } from '../audit/audit-log.ts';
import type { Clock } from '../clock.ts';
import { conflict, notFound } from '../http/app-error.ts';
import { loadConsentGate, requiredTemplateIds } from '../consents/consents.service.ts';
import { chartChecklist } from './chart-checklist.ts';
import { createChartsRepository, type ChartFacts } from './charts.repository.ts';

interface ChartsServiceDependencies {
  db: Database;
  clock: Clock;
  /** `NOTE_AUTOLOCK_HOURS`: drafts begun longer ago are flagged. */
  noteAutolockHours: number;
}

const HOUR_MS = 60 * 60 * 1000;

/** The checklists of the procedures read, with the consent rules read once for all of them. */
async function checklistsOf(db: Queryable, rows: readonly ChartFacts[]) {
  const serviceIds = [...new Set(rows.flatMap((row) => (row.serviceId === null ? [] : [row.serviceId])))];
  const gate = await loadConsentGate(db, serviceIds);
  return rows.map((row) => ({ row, checklist: chartChecklist(row, requiredTemplateIds(gate, row)) }));
}

/** The checklist of one procedure, read in the caller's transaction. */
export async function procedureChartChecklist(db: Queryable, procedureId: number) {
  const rows = await createChartsRepository(db).factsOf([procedureId]);
  if (rows.length === 0) throw notFound(PROCEDURE_MESSAGES.notFound);
  const [entry] = await checklistsOf(db, rows);
  return entry!.checklist;
}

/** `CHART_COMPLETE_BEFORE_COMPLETED`'s gate: a 409 naming what the chart misses. */
export async function refuseIncompleteChart(db: Queryable, procedureId: number) {
  const checklist = await procedureChartChecklist(db, procedureId);
  if (checklist.complete) return;
  const missing = checklist.items.filter((entry) => !entry.done).map((entry) => entry.label);
  throw conflict(CHART_MESSAGES.incompleteBeforeCompleted(missing));
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 24 * HOUR_MS).toISOString().slice(0, 10);

export function createChartsService({ db, clock, noteAutolockHours }: ChartsServiceDependencies) {
  return {
    checklist: (procedureId: number) => procedureChartChecklist(db, procedureId),

    async incompleteCharts({ from, to }: IncompleteChartsQuery): Promise<IncompleteChartsReport> {
      const rows = await createChartsRepository(db).factsOfPeriod(
        parseClinicDateTime(from) as Date,
        parseClinicDateTime(nextDay(to)) as Date,
      );
      const doctors = new Map<string, IncompleteChartsReport['doctors'][number]['procedures']>();
      for (const { row, checklist } of await checklistsOf(db, rows)) {
        if (checklist.complete) continue;
        const list = doctors.get(row.doctorName) ?? [];
        list.push({
          procedure_id: row.id,
          procedure_name: row.name,
          patient_id: row.patientId,
          patient_name: row.patientName,
          start_datetime: row.startDatetime.toISOString(),
          status: row.status,
          missing: checklist.items.filter((entry) => !entry.done),
        });
        doctors.set(row.doctorName, list);
      }
      return {
        from,
        to,
        doctors: [...doctors].map(([doctorName, procedures]) => ({ doctor_name: doctorName, procedures })),
      };
    },

    async staleDrafts(actor: Actor): Promise<StaleNoteDrafts> {
      const cutoff = new Date(clock().getTime() - noteAutolockHours * HOUR_MS);
      const rows = await createChartsRepository(db).staleDrafts(
        cutoff,
        // Those who read every doctor's charts see every author's drafts; anyone else their own.
        can(actor.role, 'chart.report') ? null : actor.id,
      );
      return {
        hours: noteAutolockHours,
        drafts: rows.map((row) => ({
          note_id: row.noteId,
          procedure_id: row.procedureId,
          procedure_name: row.procedureName,
          patient_id: row.patientId,
          patient_name: row.patientName,
          author_name: row.authorName,
          created_at: row.createdAt.toISOString(),
          updated_at: row.updatedAt.toISOString(),
        })),
      };
    },
  };
}

export type ChartsService = ReturnType<typeof createChartsService>;
