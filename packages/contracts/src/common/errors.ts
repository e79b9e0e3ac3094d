import { z } from 'zod';

export const validationIssueSchema = z.object({
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
  type: z.string(),
});
export type ValidationIssue = z.infer<typeof validationIssueSchema>;

/** Every error the API answers: a sentence, or the list of validation issues. */
export const errorResponseSchema = z.object({
  detail: z.union([z.string(), z.array(validationIssueSchema)]),
});

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** The answers the server gives for failures that are no single field's. */
export const SERVER_MESSAGES = {
  /** 503: the database is down or restarting; the answer's Retry-After says when to try again. */
  databaseUnavailable: 'The database cannot be reached at the moment; please try again shortly',
  /** 422: text the database refused as it arrived (the field rules normally catch it first). */
  textNotStorable: 'The request holds text that cannot be stored',
} as const;
