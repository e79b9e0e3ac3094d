import { RESOURCES } from '../../../lib/query-keys.ts';

/** A procedure's reminder log; a saved or cancelled procedure refreshes it too (see WRITE_CHANGES). */
export const reminderKeys = {
  log: (procedureId: number) => [RESOURCES.reminders, 'log', procedureId] as const,
  answer: (token: string) => ['appointment-answer', token] as const,
};
