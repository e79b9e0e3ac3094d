import type { FastifyError, FastifyInstance } from 'fastify';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { SERVER_MESSAGES } from '@clinic/contracts';
import { isDatabaseUnavailable, isTextRefusal } from '../db/database-errors.ts';
import { AppError } from './app-error.ts';
import { ValidationFailure, toValidationIssues } from './validation-error.ts';

/** A restarting PostgreSQL is back within seconds; clients (and a gateway's retries) wait this long. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** One error model: `{detail: string}` or `{detail: [{loc, msg, type}]}`; 5xx internals stay in the log. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).headers(error.headers).send({ detail: error.detail });
    }
    if (error instanceof ValidationFailure) {
      return reply.status(422).send({ detail: error.issues });
    }
    // Zod's schema errors and Fastify's own alike carry `validation`.
    if (error.validation) {
      return reply.status(422).send({ detail: toValidationIssues(error.validation, error.validationContext) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
      return reply.status(status).send({ detail: clientMessage(error) });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'the database is unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ detail: SERVER_MESSAGES.databaseUnavailable });
    }
    // The text rule (well-formed-text.ts) refuses such text first; this keeps any other way in a 4xx.
    if (isTextRefusal(error)) {
      request.log.warn({ err: error }, 'the database refused text the client sent');
      return reply.status(422).send({ detail: SERVER_MESSAGES.textNotStorable });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ detail: SERVER_MESSAGES.internalError });
  });
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return SERVER_MESSAGES.invalidJson;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return SERVER_MESSAGES.bodyTooLarge;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return SERVER_MESSAGES.unsupportedContentType;
    default:
      return error.message;
  }
}
