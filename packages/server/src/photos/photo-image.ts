import { PHOTO_MESSAGES, MAX_PHOTO_MEGAPIXELS } from '@clinic/contracts';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { unprocessable } from '../http/app-error.ts';
import { createImageJobs } from '../images/image-jobs.ts';
import { readImageSize } from '../images/image-size.ts';
import { UnreadableHeic, decodeHeicInWorker } from './heic-decoding.ts';
import { PHOTO_INPUT, encodePhoto, type ProcessedPhoto } from './photo-encoding.ts';

/**
 * The server's photo work, one queue per process (memory is the process's): two photos at a time,
 * and together no more than one photo of the largest size allowed (a 48 MP photo waits for the
 * others and runs alone). A HEIC photo runs alone: libheif holds its picture in WebAssembly memory
 * several times over (planes, RGB, the decoder's own), some 200 MB for 12 MP.
 * See docs/decisions/024-image-decompression-bombs.md.
 */
const runImageJob = createImageJobs({ jobs: 2, megapixels: MAX_PHOTO_MEGAPIXELS });

const FORMATS = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/heic': 'heic', 'image/heif': 'heic' } as const;

/** A HEIC photo's pixels, decoded in a worker; a failure of the worker itself (not of the file) is the server's. */
async function heicPixels(bytes: Buffer): Promise<Sharp> {
  const { width, height, pixels } = await decodeHeicInWorker(bytes).catch((error: unknown) => {
    throw error instanceof UnreadableHeic ? unprocessable(PHOTO_MESSAGES.unreadable) : error;
  });
  return sharp(pixels, { ...PHOTO_INPUT, raw: { width, height, channels: 3 } });
}

/**
 * A JPEG, PNG or HEIC upload, judged by its content and measured by its header before anything is
 * decoded, then processed in its turn. Sharp's prebuilt libvips reads HEIF only with AV1 (AVIF):
 * phones' HEVC-coded HEIC is decoded by libheif in WebAssembly, in a worker thread.
 */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  const detected = await fileTypeFromBuffer(bytes);
  const format = detected && detected.mime in FORMATS ? FORMATS[detected.mime as keyof typeof FORMATS] : undefined;
  if (!format) throw unprocessable(PHOTO_MESSAGES.notAnImage);
  const size = await readImageSize(bytes);
  if (!size) throw unprocessable(PHOTO_MESSAGES.unreadable);
  if (size.megapixels > MAX_PHOTO_MEGAPIXELS) throw unprocessable(PHOTO_MESSAGES.tooManyPixels);
  return runImageJob(format === 'heic' ? MAX_PHOTO_MEGAPIXELS : size.megapixels, async () => {
    const image = format === 'heic' ? await heicPixels(bytes) : sharp(bytes, PHOTO_INPUT);
    // Bytes that start like an image but do not decode as one.
    return encodePhoto(image, format === 'png' ? 'png' : 'jpeg').catch(() => {
      throw unprocessable(PHOTO_MESSAGES.unreadable);
    });
  });
}
