import { Worker, type ResourceLimits } from 'node:worker_threads';
import type { HeicJobResult, RgbPicture } from './heic-worker.ts';

/**
 * The worker's JavaScript heap. The pixels live in libheif's WebAssembly memory, which these do
 * not bound: the header, measured before the worker starts, is what bounds them.
 */
const HEIC_WORKER_LIMITS: ResourceLimits = { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 };

/** A 48 MP HEIC takes some 30 s on a busy 2-core machine; past this the decoder is stuck. */
const HEIC_JOB_TIMEOUT_MS = 120_000;

/** Why a HEIC photo was not processed: its content, not the server. */
export class UnreadableHeic extends Error {}

/**
 * The worker's script: beside the bundle (dist/heic-worker.js) as `npm start` runs the server;
 * from source (tests, `npm run dev`) its TypeScript through tsx's loader, registered in the worker.
 */
function startHeicWorker(): Worker {
  const options = { resourceLimits: HEIC_WORKER_LIMITS };
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./heic-worker.js', import.meta.url), options);
  const script = new URL('./heic-worker.ts', import.meta.url).href;
  const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(script)}); });`;
  return new Worker(bootstrap, { ...options, eval: true });
}

/** Decodes a HEIC photo to RGB in a worker of its own, ended (its memory with it) once it has answered. */
export async function decodeHeicInWorker(bytes: Buffer): Promise<RgbPicture> {
  const worker = startHeicWorker();
  try {
    const result = await new Promise<HeicJobResult>((resolve, reject) => {
      const timer = setTimeout(() => reject(new UnreadableHeic('decoding took too long')), HEIC_JOB_TIMEOUT_MS);
      worker.once('message', (message: HeicJobResult) => {
        clearTimeout(timer);
        resolve(message);
      });
      worker.once('error', (error: Error & { code?: string }) => {
        clearTimeout(timer);
        // Out of heap: the file asked for more than a photo needs.
        reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new UnreadableHeic(error.code) : error);
      });
      worker.postMessage(bytes);
    });
    if (!result.ok) throw new UnreadableHeic('libheif could not decode it');
    return result;
  } finally {
    await worker.terminate();
  }
}
