import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { createDownloadLinks } from '../keys/download-links.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { PHOTO_FILE_VARIANTS, createPhotosService, type PhotoFileVariant } from './photos.service.ts';

/** The photos service over the patients' file storage, with links signed under the archive key. */
export function createPhotosFeature({
  db,
  storage,
  key,
  clock,
}: {
  db: Database;
  storage: FileStorage;
  key: Buffer;
  clock: Clock;
}) {
  const links = Object.fromEntries(
    PHOTO_FILE_VARIANTS.map((variant) => [variant, createDownloadLinks(key, clock, `photo-${variant}-links`)]),
  ) as Record<PhotoFileVariant, ReturnType<typeof createDownloadLinks>>;
  return { photos: createPhotosService({ db, clock, storage, links }) };
}
