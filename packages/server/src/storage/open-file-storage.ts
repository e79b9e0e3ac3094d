import path from 'node:path';
import { createLocalFileStorage, type FileStorage } from './file-storage.ts';

/**
 * The configured file store: objects in S3-compatible storage when FILES_URL names one, otherwise
 * files under DATA_DIR/files. The S3 client is loaded only when chosen.
 */
export async function openFileStorage(config: { filesUrl: string | undefined; dataDir: string }): Promise<FileStorage> {
  if (!config.filesUrl) return createLocalFileStorage(path.join(config.dataDir, 'files'));
  const { createS3FileStorage, parseS3Url } = await import('./s3-file-storage.ts');
  return createS3FileStorage(parseS3Url(config.filesUrl));
}
