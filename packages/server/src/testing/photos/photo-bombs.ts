import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/**
 * A 58 KB HEVC-coded HEIC of 16000×16000 (one flat colour, made with libheif's heif-enc): decoded
 * whole, it takes some 3 GB.
 */
export const HEIC_16000_SQUARE = fs.readFileSync(path.join(import.meta.dirname, 'bomb-16000x16000.heic'));

/**
 * A JPEG of a few hundred bytes whose header declares `width`×`height`: an 8×8 JPEG with the size
 * in its frame header (SOF0) rewritten. A decoder that believes it fills the whole area.
 */
export async function jpegDeclaring(width: number, height: number): Promise<Buffer> {
  const small = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#8d5524' } })
    .jpeg()
    .toBuffer();
  const frame = small.indexOf(Buffer.from([0xff, 0xc0]));
  if (frame < 0) throw new Error('no baseline frame header');
  // FF C0, length (2 bytes), precision (1), height (2), width (2)
  small.writeUInt16BE(height, frame + 5);
  small.writeUInt16BE(width, frame + 7);
  return small;
}

/** A 12 MP camera photo: 4000×3000 with texture (noise compresses as badly as skin) and orientation 6. */
export function twelveMegapixelJpeg(): Promise<Buffer> {
  return sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Camera 12' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}
