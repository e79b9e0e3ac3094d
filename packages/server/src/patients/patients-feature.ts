import type { Database } from '../db/client.ts';
import { createArchiveService } from '../archive/archive.service.ts';
import { createDownloadLinks } from '../keys/download-links.ts';
import { createPatientsService } from './patients.service.ts';
import { createPatientHistoryService } from './patient-history.service.ts';
import { createPatientDuplicatesService } from './patient-duplicates.service.ts';
import { createPatientMergeService } from './patient-merge.service.ts';
import { createVersionedCache, tablesVersion } from '../db/versioned-cache.ts';
import type { PatientsRoutesOptions } from './patients.routes.ts';
import { TOTALS_TABLES } from './patient-list-columns.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import type { Clock } from '../clock.ts';

export interface PatientsFeatureDependencies {
  db: Database;
  archiveKey: Buffer;
  storage: FileStorage;
  clock: Clock;
}

/** The patients services over the portal's file storage. */
export function createPatientsFeature({
  db,
  archiveKey,
  storage,
  clock,
}: PatientsFeatureDependencies): PatientsRoutesOptions & { storage: FileStorage } {
  return {
    storage,
    patients: createPatientsService({
      db,
      storage,
      downloadLinks: createDownloadLinks(archiveKey, clock),
      totalsCache: createVersionedCache(() => tablesVersion(db, TOTALS_TABLES)),
      clock,
    }),
    history: createPatientHistoryService({ db }),
    duplicates: createPatientDuplicatesService({ db }),
    merge: createPatientMergeService({ db, archiveKey, clock }),
    archive: createArchiveService({ db, storage, key: archiveKey, clock }),
  };
}
