import { randomUUID } from 'node:crypto';
import { PassThrough, Readable, Writable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { ARCHIVE_KEY_PATTERN, KEY_PATTERN, checkedKey, type FileStorage } from './file-storage.ts';

/** Where objects go: `s3://bucket/optional/prefix?endpoint=…&region=…`, parsed from FILES_URL. */
export interface S3Location {
  bucket: string;
  /** Empty, or ends with `/`. */
  prefix: string;
  endpoint: string | undefined;
  region: string;
}

export function parseS3Url(url: string): S3Location {
  const parsed = new URL(url);
  if (parsed.protocol !== 's3:' || parsed.hostname === '') throw new Error('must be s3://bucket?endpoint=…&region=…');
  const prefix = parsed.pathname.replace(/^\/+|\/+$/g, '');
  return {
    bucket: parsed.hostname,
    prefix: prefix === '' ? '' : `${prefix}/`,
    endpoint: parsed.searchParams.get('endpoint') ?? undefined,
    region: parsed.searchParams.get('region') ?? 'us-east-1',
  };
}

/** A missing object reads as a missing file does on disk, so callers see one error either way. */
function asMissingFile(error: unknown): unknown {
  if (!(error instanceof NoSuchKey)) return error;
  return Object.assign(new Error('stored file not found', { cause: error }), { code: 'ENOENT' });
}

/**
 * Objects in an S3-compatible store (AWS S3, R2, MinIO), credentials from the SDK's usual
 * sources (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY). Every transfer streams.
 */
export function createS3FileStorage(location: S3Location): FileStorage {
  const { bucket, prefix } = location;
  const client = new S3Client({
    region: location.region,
    // Self-hosted stores (MinIO, local test servers) answer on one host, buckets in the path.
    ...(location.endpoint ? { endpoint: location.endpoint, forcePathStyle: true } : {}),
  });
  const objectKey = (key: string) => `${prefix}${checkedKey(key)}`;

  async function* objects(): AsyncGenerator<{ key: string; writtenAt: Date }> {
    let continuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix || undefined, ContinuationToken: continuationToken }),
      );
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(prefix.length) ?? '';
        if (KEY_PATTERN.test(key) || ARCHIVE_KEY_PATTERN.test(key)) {
          yield { key, writtenAt: object.LastModified ?? new Date(0) };
        }
      }
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken);
  }

  async function body(objectName: string): Promise<Readable> {
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectName }));
      return object.Body as Readable;
    } catch (error) {
      throw asMissingFile(error);
    }
  }

  return {
    async save(bytes, key) {
      const target = key ?? randomUUID();
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: objectKey(target), Body: bytes }));
      return target;
    },
    async read(key) {
      const chunks: Buffer[] = [];
      for await (const chunk of await body(objectKey(key))) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    stream(key) {
      const objectName = objectKey(key);
      const out = new PassThrough();
      body(objectName).then(
        (source) => {
          source.on('error', (error) => out.destroy(error));
          source.pipe(out);
        },
        (error: Error) => out.destroy(error),
      );
      return out;
    },
    writeStream(key) {
      const bytes = new PassThrough();
      const upload = new Upload({ client, params: { Bucket: bucket, Key: objectKey(key), Body: bytes } });
      const done = upload.done();
      const sink = new Writable({
        write(chunk: Buffer, _encoding, callback) {
          if (bytes.write(chunk)) callback();
          else bytes.once('drain', () => callback());
        },
        final(callback) {
          bytes.end();
          done.then(() => callback(), callback);
        },
        destroy(error, callback) {
          if (error) void upload.abort().catch(() => undefined);
          bytes.destroy();
          callback(error);
        },
      });
      // A failed upload ends the stream at once, rather than leaving a writer waiting to drain.
      done.catch((error: Error) => sink.destroy(error));
      return sink;
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
    async list() {
      const attachments: { key: string; writtenAt: Date }[] = [];
      for await (const object of objects()) if (KEY_PATTERN.test(object.key)) attachments.push(object);
      return attachments;
    },
    async *keys() {
      for await (const object of objects()) yield object.key;
    },
    freeBytes: () => Promise.resolve(undefined),
  };
}
