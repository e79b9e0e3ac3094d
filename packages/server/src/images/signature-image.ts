import { fileTypeFromBuffer } from 'file-type';
import { PDFDocument } from 'pdf-lib';
import { MAX_SIGNATURE_BYTES, MAX_SIGNATURE_MEGAPIXELS, SIGNATURE_MESSAGES } from '@clinic/contracts';
import { unprocessable } from '../http/app-error.ts';
import { readImageSize } from './image-size.ts';

/**
 * The PNG bytes of a signature's data URL, refused unless they are within the size limit and
 * decode as a PNG (not merely start like one). The header is measured first: pdf-lib decodes in
 * JavaScript, on the event loop, and a few KB of PNG can declare gigapixels. Signatures are
 * printed on PDFs, so decoding as pdf-lib does is the test that matters.
 */
export async function signatureImage(dataUrl: string): Promise<Buffer> {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const decodes = () =>
    PDFDocument.create()
      .then((scratch) => scratch.embedPng(bytes))
      .then(
        () => true,
        () => false,
      );
  const invalid = () => unprocessable(SIGNATURE_MESSAGES.invalid);
  if (bytes.length === 0 || bytes.length > MAX_SIGNATURE_BYTES) throw invalid();
  if ((await fileTypeFromBuffer(bytes))?.mime !== 'image/png') throw invalid();
  const size = await readImageSize(bytes);
  if (!size) throw invalid();
  if (size.megapixels > MAX_SIGNATURE_MEGAPIXELS) throw unprocessable(SIGNATURE_MESSAGES.tooManyPixels);
  if (!(await decodes())) throw invalid();
  return bytes;
}

/** Stored PNG bytes as the data URL the API answers. */
export const signatureDataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;
