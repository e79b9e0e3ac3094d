import type { FastifyReply } from 'fastify';

/**
 * Sends an answer already written as JSON, past the response schema's serializer: for large
 * answers kept ready to send. The route keeps its response schema for the API description, and
 * its integration tests check the answer against that schema.
 */
export function sendJson(reply: FastifyReply, json: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
