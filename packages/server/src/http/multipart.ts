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

/**
 * The parts of a multipart request, as `request.parts()` gives them, with parser errors answered
 * 400 and text fields and file names held to the one text rule (`well-formed-text.ts`).
 */
export async function* multipartParts(request: FastifyRequest): AsyncGenerator<Multipart> {
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
      throw asClientError(error);
    }
    if (next.done) return;
    const part = next.value;
    assertWellFormedText(part.type === 'field' ? part.value : part.filename, ['body', part.fieldname]);
    yield part;
  }
}

/** A file part's bytes; a body cut short inside the file answers 400. */
export async function filePartBytes(part: MultipartFile): Promise<Buffer> {
  try {
    return await part.toBuffer();
  } catch (error) {
    throw asClientError(error);
  }
}

/** The text fields of a multipart form (a sign-in form sent as FormData), by name. */
export async function multipartFields(request: FastifyRequest): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  for await (const part of multipartParts(request)) {
    if (part.type === 'file') throw badRequest('This form takes no files');
    if (typeof part.value === 'string') fields[part.fieldname] = part.value;
  }
  return fields;
}
