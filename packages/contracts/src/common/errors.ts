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
  /** 404: no route has this path. */
  routeNotFound: 'Not Found',
  /** 500: the cause stays in the log. */
  internalError: 'Internal server error',
  invalidJson: 'Request body is not valid JSON',
  bodyTooLarge: 'Request body is too large',
  unsupportedContentType: 'Unsupported content type',
  /** 400: a multipart form that takes only fields was sent a file. */
  noFilesTaken: 'This form takes no files',
  /** 415: an upload route was not sent multipart/form-data; `fields` names what it takes. */
  multipartRequired: (fields: string) => `Send multipart/form-data with ${fields}`,
} as const;
