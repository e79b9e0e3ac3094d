import type { AttachmentExtension } from '@clinic/contracts';

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/** Whether the content really is what the extension claims, judged by its first bytes. */
export function contentMatchesExtension(bytes: Buffer, extension: AttachmentExtension): boolean {
  switch (extension) {
    case 'jpeg':
    case 'jpg':
      return startsWith(bytes, [0xff, 0xd8, 0xff]);
    case 'png':
      return startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'pdf':
      return startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d]);
    case 'heic':
      return bytes.toString('latin1', 4, 8) === 'ftyp' && HEIF_BRANDS.has(bytes.toString('latin1', 8, 12));
    case 'docx':
      // A zip archive holding a Word document part.
      return startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && bytes.includes('word/');
  }
}
