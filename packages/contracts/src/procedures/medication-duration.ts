export const DURATION_UNITS = ['days', 'weeks', 'months'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

export interface MedicationDuration {
  amount: string;
  unit: DurationUnit;
}

const DURATION_PATTERN = /Duration:\s*(\d+)\s*(days|weeks|months)/i;

/** The medication notes text the spec stores: "Duration: N days|weeks|months". */
export function durationNote(duration: MedicationDuration): string {
  return duration.amount.trim() === '' ? '' : `Duration: ${duration.amount.trim()} ${duration.unit}`;
}

/** Reads a duration back out of the notes; undefined when the notes hold none. */
export function parseDurationNote(notes: string | null | undefined): MedicationDuration | undefined {
  const match = DURATION_PATTERN.exec(notes ?? '');
  if (!match?.[1] || !match[2]) return undefined;
  return { amount: match[1], unit: match[2].toLowerCase() as DurationUnit };
}
