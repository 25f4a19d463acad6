import S3rver from '@20minutes/s3rver';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** How s3rver names the file of an object's bytes: the key's last segment, then this. */
const OBJECT_SUFFIX = '._S3rver_object';

/** The fake's one account (s3rver's built-in credentials). */
const ACCESS_KEY = 'S3RVER';

export interface LocalS3 {
  /** The env that points the s3 storage driver at this server. */
  env: Record<string, string>;
  bucket: string;
  endpoint: string;
  /** The keys of the objects under `prefix`, read from the server's own folder. */
  objects(prefix: string): Promise<string[]>;
  /** Multipart uploads begun and neither completed nor aborted (their parts cost money on S3). */
  unfinishedUploads(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * An S3-compatible server in this process (@20minutes/s3rver, which checks SigV4 signatures and presigned
 * URLs' expiry) on a free port, with one empty bucket in a temporary folder. s3rver has no
 * AbortMultipartUpload; the middleware in front adds it as S3 does it (the upload's parts deleted, 204),
 * so a test sees whether a driver aborted what it began.
 */
export async function startLocalS3(): Promise<LocalS3> {
  const directory = await mkdtemp(join(tmpdir(), 'local-s3-'));
  const bucket = 'inspivision-files';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const uploadsDirectory = server.store.getResourcePath(bucket, undefined, 'uploads');
  server.middleware.unshift(async (context, next) => {
    const uploadId = context.query.uploadId;
    if (context.method !== 'DELETE' || typeof uploadId !== 'string') return next();
    await rm(join(uploadsDirectory, uploadId), { recursive: true, force: true });
    context.status = 204;
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    env: {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    bucket,
    endpoint,
    objects: async (prefix) => {
      const entries = await readdir(join(directory, bucket, prefix), { recursive: true }).catch(() => []);
      return entries
        .filter((entry) => entry.endsWith(OBJECT_SUFFIX))
        .map((entry) => `${prefix}/${entry.slice(0, -OBJECT_SUFFIX.length)}`);
    },
    unfinishedUploads: () => readdir(uploadsDirectory).catch(() => []),
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
