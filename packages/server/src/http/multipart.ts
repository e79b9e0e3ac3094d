import { SERVER_MESSAGES } from '@clinic/contracts';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './app-error.ts';
import { assertWellFormedText } from './well-formed-text.ts';

export const MALFORMED_MULTIPART = 'The multipart/form-data body is malformed or incomplete';

/**
 * A failure while reading a multipart body is the client's: a truncated body or a missing
 * boundary answers 400, a limit the plugin enforces keeps its own 4xx, never a 500.
 */
function asClientError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new AppError(status, (error as Error).message);
  }
  return badRequest(MALFORMED_MULTIPART);
}

/** Counted against the sender's allowance at least this often while a file arrives, and at its end. */
const COUNT_EVERY_BYTES = 1024 * 1024;

/** A route that takes fewer files (or none) stops the parser at the first one too many. */
const isFilesLimit = (error: unknown) => (error as { code?: unknown } | null)?.code === 'FST_FILES_LIMIT';

/**
 * The parts of a multipart request, as `request.parts()` gives them, with parser errors answered
 * 400 and text fields and file names held to the one text rule (`well-formed-text.ts`). Every
 * file part passes the app's upload gate first, even on a route that takes no files.
 */
export async function* multipartParts(request: FastifyRequest): AsyncGenerator<Multipart> {
  const gate = request.server.uploadGate;
  let parts: AsyncIterableIterator<Multipart>;
  try {
    parts = request.parts();
  } catch (error) {
    throw asClientError(error);
  }
  while (true) {
    let next: IteratorResult<Multipart>;
    try {
      next = await parts.next();
    } catch (error) {
      if (isFilesLimit(error)) gate.checkSender(request);
      throw asClientError(error);
    }
    if (next.done) return;
    const part = next.value;
    assertWellFormedText(part.type === 'field' ? part.value : part.filename, ['body', part.fieldname]);
    if (part.type === 'file') await gate.admitFile(request);
    yield part;
  }
}

/** A file part's chunks as they arrive; a body cut short inside the file answers 400. */
async function* chunksOf(part: MultipartFile): AsyncGenerator<Buffer> {
  try {
    for await (const chunk of part.file) yield chunk as Buffer;
  } catch (error) {
    throw asClientError(error);
  }
}

/**
 * A file part's bytes, counted against the sender's upload allowance as they arrive: a file that
 * crosses it is refused while it is still coming, and the bytes are not handed on.
 */
export async function filePartBytes(request: FastifyRequest, part: MultipartFile): Promise<Buffer> {
  const gate = request.server.uploadGate;
  const chunks: Buffer[] = [];
  let uncounted = 0;
  for await (const chunk of chunksOf(part)) {
    chunks.push(chunk);
    uncounted += chunk.length;
    if (uncounted >= COUNT_EVERY_BYTES) {
      await gate.received(request, uncounted);
      uncounted = 0;
    }
  }
  await gate.received(request, uncounted);
  return Buffer.concat(chunks);
}

/** The text fields of a multipart form (a sign-in form sent as FormData), by name. */
export async function multipartFields(request: FastifyRequest): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  for await (const part of multipartParts(request)) {
    if (part.type === 'file') throw badRequest(SERVER_MESSAGES.noFilesTaken);
    if (typeof part.value === 'string') fields[part.fieldname] = part.value;
  }
  return fields;
}
