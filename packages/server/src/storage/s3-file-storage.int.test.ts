import { startS3Server } from '../testing/s3-server.ts';
import { describeFileStorageContract } from './file-storage.contract.ts';
import { createS3FileStorage, parseS3Url } from './s3-file-storage.ts';

describeFileStorageContract(
  'S3',
  async () => {
    const server = await startS3Server();
    return { storage: createS3FileStorage(parseS3Url(server.filesUrl)), close: () => server.close() };
  },
  { onDisk: false },
);
