import type { Queryable } from '../db/client.ts';
import { removeAll, type FileStorage } from '../storage/file-storage.ts';
import { createPhotosRepository } from './photos.repository.ts';

/** A procedure's photo files, for the procedure's deletion: its rows go by the foreign key, the files here. */
export interface PhotoFiles {
  keysOf(tx: Queryable, procedureId: number): Promise<string[]>;
  remove(keys: readonly string[]): Promise<void>;
}

export function createPhotoFiles(storage: FileStorage): PhotoFiles {
  return {
    keysOf: (tx, procedureId) => createPhotosRepository(tx).storageKeysOfProcedure(procedureId),
    // The start-up sweep takes any file this misses.
    remove: (keys) => removeAll(storage, keys),
  };
}
