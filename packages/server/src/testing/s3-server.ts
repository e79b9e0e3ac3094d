import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface LocalS3Server {
  /** A FILES_URL naming a fresh bucket on the server. */
  filesUrl: string;
  close(): Promise<void>;
}

/** A local S3-compatible server (s3rver) on a free port, with a fresh bucket; gone after `close`. */
export async function startS3Server(): Promise<LocalS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-s3-'));
  const bucket = 'clinic-files';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  // s3rver accepts any credentials; the SDK only needs some to sign with.
  process.env.AWS_ACCESS_KEY_ID ??= 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'S3RVER';
  return {
    filesUrl: `s3://${bucket}?endpoint=http://127.0.0.1:${port}&region=us-east-1`,
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
