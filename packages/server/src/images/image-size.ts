import sharp from 'sharp';

export interface ImageSize {
  width: number;
  height: number;
  megapixels: number;
}

/**
 * The width and height an image's header declares (JPEG, PNG, HEIF), read without decoding a
 * pixel; undefined when there is no readable header. No pixel limit here: the caller compares
 * the size with its own limit and says so, rather than failing as an unreadable file.
 */
export async function readImageSize(bytes: Buffer): Promise<ImageSize | undefined> {
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!header?.width || !header.height) return undefined;
  return { width: header.width, height: header.height, megapixels: (header.width * header.height) / 1_000_000 };
}
