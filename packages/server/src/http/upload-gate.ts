import type { FastifyRequest } from 'fastify';

/**
 * What every file part of a multipart request passes, on every route: the app gives it (see
 * `uploads/`), and `multipart.ts` calls it, so no route reads a file's bytes around it.
 */
export interface UploadGate {
  /** Refuses an account that may not send files at all (the kiosk); a public route's own limits decide there. */
  checkSender(request: FastifyRequest): void;
  /** Before a file part's bytes are read: the sender may send files and the files' disk has room. */
  admitFile(request: FastifyRequest): Promise<void>;
  /** Counts bytes of a file part as they arrive against the sender's allowance, refusing the bytes that cross it. */
  received(request: FastifyRequest, bytes: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    uploadGate: UploadGate;
  }
}
