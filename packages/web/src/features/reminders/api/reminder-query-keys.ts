import { QUERY_ROOTS } from '../../../lib/query-keys.ts';

/** Under the procedures' root: a saved or cancelled procedure refreshes its reminder log too. */
export const reminderKeys = {
  log: (procedureId: number) => [QUERY_ROOTS.procedures, 'reminders', procedureId] as const,
  answer: (token: string) => ['appointment-answer', token] as const,
};
