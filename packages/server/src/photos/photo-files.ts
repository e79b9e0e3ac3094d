import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { procedurePhotos } from '../db/schema/index.ts';
import { removeAll, type FileStorage } from '../storage/file-storage.ts';

/** A procedure's photo files, for the procedure's deletion: its rows go by the foreign key, the files here. */
export interface PhotoFiles {
  keysOf(tx: Queryable, procedureId: number): Promise<string[]>;
  remove(keys: readonly string[]): Promise<void>;
}

export function createPhotoFiles(storage: FileStorage): PhotoFiles {
  return {
    async keysOf(tx, procedureId) {
      const rows = await tx
        .select({ full: procedurePhotos.storageKey, thumb: procedurePhotos.thumbStorageKey })
        .from(procedurePhotos)
        .where(eq(procedurePhotos.procedureId, procedureId));
      return rows.flatMap((row) => [row.full, row.thumb]);
    },
    // The start-up sweep takes any file this misses.
    remove: (keys) => removeAll(storage, keys),
  };
}
