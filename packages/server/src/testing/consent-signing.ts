import { crc32 } from 'node:zlib';
import type { SignConsentInput } from '@clinic/contracts';
import { SIGNATURE_PNG } from '@clinic/contracts/testing';

/** A 1×1 PNG, as a signature pad's data URL. */
export const SIGNATURE = SIGNATURE_PNG;

/** A valid signing payload for the template; plain data, no I/O. */
export function buildSignature(templateId: number, overrides: Partial<SignConsentInput> = {}): SignConsentInput {
  return {
    template_id: templateId,
    signer_name: 'Ana Reyes',
    signature: SIGNATURE,
    photo_release: 'record_only',
    ...overrides,
  };
}

export const pngDataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

/** The 1×1 signature PNG with its header (IHDR) declaring `width`×`height`, its checksum made right. */
export function pngDeclaring(width: number, height: number): Buffer {
  const png = Buffer.from(SIGNATURE.slice(SIGNATURE.indexOf(',') + 1), 'base64');
  // After the 8-byte signature: IHDR's length (4 bytes), type (4), width (4), height (4), … and its CRC at 29.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}
