import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLocalFileStorage } from './file-storage.ts';
import { describeFileStorageContract } from './file-storage.contract.ts';

describeFileStorageContract(
  'local',
  async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-files-'));
    return {
      storage: createLocalFileStorage(root),
      close: async () => fs.rmSync(root, { recursive: true, force: true }),
    };
  },
  { onDisk: true },
);
