import { MAX_PHOTO_MEGAPIXELS, MAX_PHOTO_SIDE } from '@clinic/contracts';
import sharp, { type Sharp, type SharpOptions } from 'sharp';

/** The longer side of a thumbnail, in pixels: enough for the timeline on a high-density screen. */
export const THUMBNAIL_SIZE = 480;

/** Given to every sharp call that decodes a photo: the pixel limit, and failing on a damaged file. */
export const PHOTO_INPUT = {
  limitInputPixels: MAX_PHOTO_MEGAPIXELS * 1_000_000,
  failOn: 'error',
} as const satisfies SharpOptions;

export interface ProcessedPhoto {
  full: Buffer;
  thumb: Buffer;
  contentType: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
}

/**
 * The full-size copy (at most MAX_PHOTO_SIDE on the longer side) and a thumbnail, turned upright by
 * the EXIF orientation and re-encoded without any metadata (sharp writes none unless asked): no
 * GPS position, camera serial or capture time leaves with a photo. PNG stays PNG (lossless);
 * everything else becomes JPEG.
 */
export async function encodePhoto(image: Sharp, format: 'jpeg' | 'png'): Promise<ProcessedPhoto> {
  const upright = image.rotate().resize(MAX_PHOTO_SIDE, MAX_PHOTO_SIDE, { fit: 'inside', withoutEnlargement: true });
  const encoded = format === 'png' ? upright.png() : upright.jpeg({ quality: 90 });
  const { data: full, info } = await encoded.toBuffer({ resolveWithObject: true });
  const thumb = await sharp(full, PHOTO_INPUT)
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80 })
    .toBuffer();
  return {
    full,
    thumb,
    contentType: format === 'png' ? 'image/png' : 'image/jpeg',
    width: info.width,
    height: info.height,
  };
}
