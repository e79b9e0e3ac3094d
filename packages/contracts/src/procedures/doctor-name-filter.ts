import { z } from 'zod';

/** A doctor's name to filter by, as part of the name; a blank one filters nothing. */
export const doctorNameFilterSchema = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((value) => value || undefined);
