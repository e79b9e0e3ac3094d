import { PHOTO_MESSAGES } from '@clinic/contracts';
import { fileTypeFromBuffer } from 'file-type';
import decodeHeic from 'heic-decode';
import sharp, { type Sharp } from 'sharp';
import { unprocessable } from '../http/app-error.ts';

/** The longer side of a thumbnail, in pixels: enough for the timeline on a high-density screen. */
export const THUMBNAIL_SIZE = 480;

export interface ProcessedPhoto {
  full: Buffer;
  thumb: Buffer;
  contentType: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
}

/**
 * Opens an upload that is a JPEG, PNG or HEIC by its content. Sharp's prebuilt libvips reads HEIF
 * only with AV1 (AVIF): phones' HEVC-coded HEIC is decoded to pixels by libheif in WebAssembly
 * (heic-decode) first, which applies the file's own rotation as it decodes.
 */
async function openImage(bytes: Buffer): Promise<{ image: Sharp; type: 'jpeg' | 'png' }> {
  const detected = await fileTypeFromBuffer(bytes);
  switch (detected?.mime) {
    case 'image/jpeg':
      return { image: sharp(bytes, { failOn: 'error' }), type: 'jpeg' };
    case 'image/png':
      return { image: sharp(bytes, { failOn: 'error' }), type: 'png' };
    case 'image/heic':
    case 'image/heif': {
      const { width, height, data } = await decodeHeic({ buffer: bytes }).catch(() => {
        throw unprocessable(PHOTO_MESSAGES.unreadable);
      });
      return { image: sharp(Buffer.from(data.buffer), { raw: { width, height, channels: 4 } }), type: 'jpeg' };
    }
    default:
      throw unprocessable(PHOTO_MESSAGES.notAnImage);
  }
}

/**
 * A full-size copy and a thumbnail, turned upright by the EXIF orientation and re-encoded without
 * any metadata (sharp writes none unless asked): no GPS position, camera serial or capture time
 * leaves with a photo. PNG stays PNG (lossless); JPEG and HEIC become JPEG.
 */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  const { image, type } = await openImage(bytes);
  try {
    const upright = image.rotate();
    const encoded = type === 'png' ? upright.png() : upright.jpeg({ quality: 90 });
    const { data: full, info } = await encoded.toBuffer({ resolveWithObject: true });
    const thumb = await sharp(full)
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80 })
      .toBuffer();
    return {
      full,
      thumb,
      contentType: type === 'png' ? 'image/png' : 'image/jpeg',
      width: info.width,
      height: info.height,
    };
  } catch {
    // Bytes that start like an image but do not decode as one.
    throw unprocessable(PHOTO_MESSAGES.unreadable);
  }
}
