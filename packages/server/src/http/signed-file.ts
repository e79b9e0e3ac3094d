import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

const tokenParams = z.object({ token: z.string().max(200) });

/**
 * The options of a route that serves a file by a signed, short-lived token in its path. It is
 * opened in a new tab or an <img>, so it carries no bearer token: the token is the permission.
 * Files go out as stored: most are images, PDFs or sealed archives, compressed already.
 */
export function signedFileRoute<Params extends z.ZodType = typeof tokenParams>(
  tag: string,
  params: Params = tokenParams as unknown as Params,
) {
  return { compress: false, config: { public: true }, schema: { tags: [tag], params } } as const;
}

/** A stored file as the answer, kept by no browser or proxy. */
export function sendPrivateFile(
  reply: FastifyReply,
  file: { contentType: string; contentDisposition: string; size?: number; stream: Readable },
): FastifyReply {
  reply.type(file.contentType);
  if (file.size !== undefined) reply.header('Content-Length', file.size);
  return reply
    .header('Content-Disposition', file.contentDisposition)
    .header('Cache-Control', 'private, no-store')
    .send(file.stream);
}
