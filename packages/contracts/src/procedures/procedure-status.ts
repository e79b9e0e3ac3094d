import { z } from 'zod';

export const PROCEDURE_STATUSES = ['scheduled', 'ongoing', 'completed', 'cancelled'] as const;
export type ProcedureStatus = (typeof PROCEDURE_STATUSES)[number];

/**
 * A status as a client may send it: in any case, and IN_PROGRESS (the label the spec shows for
 * ongoing) as ongoing.
 */
function normaliseProcedureStatus(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const status = value.trim().toLowerCase();
  return status === 'in_progress' ? 'ongoing' : status;
}

export const procedureStatusSchema = z.preprocess(
  normaliseProcedureStatus,
  z.enum(PROCEDURE_STATUSES, { message: 'Status is required' }),
);

/** How a status reads on screen: the spec shows ongoing as IN_PROGRESS. */
/**
 * The one human label of each status, on the cards, filters, dialogs and badges alike; the API
 * values stay as they are.
 */
export const PROCEDURE_STATUS_LABELS: Record<ProcedureStatus, string> = {
  scheduled: 'Scheduled',
  ongoing: 'Ongoing',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export type BadgeColour = 'info' | 'warning' | 'success' | 'error';

export const PROCEDURE_STATUS_COLOURS: Record<ProcedureStatus, BadgeColour> = {
  scheduled: 'info',
  ongoing: 'warning',
  completed: 'success',
  cancelled: 'error',
};

/** The patient list's grouping order: scheduled, in progress, completed, cancelled. */
export const PROCEDURE_STATUS_ORDER: Record<ProcedureStatus, number> = {
  scheduled: 0,
  ongoing: 1,
  completed: 2,
  cancelled: 3,
};

/** A completed procedure is locked: no edits, no status change, no deletion, until an administrator reopens it. */
export const isLockedStatus = (status: ProcedureStatus): boolean => status === 'completed';

/** The treatment has happened (or is happening): consents are required and stock is taken. */
export const isStartedStatus = (status: ProcedureStatus): boolean => status === 'ongoing' || status === 'completed';
