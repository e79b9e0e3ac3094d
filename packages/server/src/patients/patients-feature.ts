import path from 'node:path';
import type { Database } from '../db/client.ts';
import { createArchiveService } from '../archive/archive.service.ts';
import { createLocalFileStorage } from '../storage/file-storage.ts';
import { createDownloadLinks } from './download-links.ts';
import { createPatientsService } from './patients.service.ts';
import { createPatientHistoryService } from './patient-history.service.ts';
import { createTotalsCache, patientsVersion } from './totals-cache.ts';
import type { PatientsRoutesOptions } from './patients.routes.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import type { Clock } from '../clock.ts';

export interface PatientsFeatureDependencies {
  db: Database;
  dataDir: string;
  archiveKey: Buffer;
  clock: Clock;
}

/** The patients services over local file storage under DATA_DIR/files. */
export function createPatientsFeature({
  db,
  dataDir,
  archiveKey,
  clock,
}: PatientsFeatureDependencies): PatientsRoutesOptions & { storage: FileStorage } {
  const storage = createLocalFileStorage(path.join(dataDir, 'files'));
  return {
    storage,
    patients: createPatientsService({
      db,
      storage,
      downloadLinks: createDownloadLinks(archiveKey, clock),
      totalsCache: createTotalsCache(() => patientsVersion(db)),
      clock,
    }),
    history: createPatientHistoryService({ db }),
    archive: createArchiveService({ db, storage, key: archiveKey, clock }),
  };
}
