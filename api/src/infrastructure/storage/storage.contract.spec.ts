import { Controller, HttpException, Post, Query, Req } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Request } from 'express';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { withAlteredSignature } from '../../../test/altered-signature';
import { startLocalS3 } from '../../../test/local-s3';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { Public } from '../../common/access/access.decorators';
import { Clock } from '../../common/clock';
import { AppSecret } from '../../config/app-secret';
import { ConfigError, loadConfig } from '../../config/app.config';
import type { S3StorageDriver } from './drivers/s3.driver';
import { FileStorage, type StoredFileInfo } from './storage';
import { createFileStorage, LOCAL_STORAGE_FOLDER } from './storage.factory';
import { InvalidStorageKeyException } from './storage-keys';
import { FileTooLargeException, FileTypeNotAllowedException } from './upload-checks';

/** The clock of the storage under test, moved to make links that are already past their time. */
class MovableClock extends Clock {
  offsetSeconds = 0;
  override now(): Date {
    return new Date(Date.now() + this.offsetSeconds * 1000);
  }
}

/** One driver set up for the contract, with what the tests need to look behind it. */
interface StorageUnderTest {
  storage: FileStorage;
  clock: MovableClock;
  /** GETs a download link as a browser does (the local driver's through the Nest app, over HTTP). */
  download(url: string): Promise<Response>;
  /** Links made from `url` by changing what its signature covers: another key, a later expiry, the signature. */
  tampered(url: string, otherKey: string): string[];
  /** Whatever the store holds under `prefix`, temporary files and unfinished uploads included. */
  leftovers(prefix: string): Promise<string[]>;
  close(): Promise<void>;
}

async function localDisk(): Promise<StorageUnderTest> {
  const clock = new MovableClock();
  const app = await createTestApp({ overrides: [{ provide: Clock, useValue: clock }] });
  await app.app.listen(0, '127.0.0.1');
  const origin = `http://127.0.0.1:${(app.app.getHttpServer().address() as AddressInfo).port}`;
  const root = join(app.config.dataDir, LOCAL_STORAGE_FOLDER);
  const withToken = (url: string, token: string) => {
    const changed = new URL(url);
    changed.searchParams.set('token', token);
    return changed.toString();
  };
  return {
    storage: app.app.get(FileStorage),
    clock,
    download: (url) => {
      const { pathname, search } = new URL(url);
      return fetch(`${origin}${pathname}${search}`);
    },
    tampered: (url, otherKey) => {
      const [payload, signature] = new URL(url).searchParams.get('token')!.split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      const resigned = (changes: object) =>
        `${Buffer.from(JSON.stringify({ ...claims, ...changes })).toString('base64url')}.${signature}`;
      return [
        withToken(url, withAlteredSignature(payload, signature)),
        withToken(url, resigned({ k: otherKey })),
        withToken(url, resigned({ x: claims.x + 3600 })),
        withToken(url, payload),
      ];
    },
    leftovers: async (prefix) => {
      const entries = await readdir(join(root, prefix), { recursive: true, withFileTypes: true }).catch(() => []);
      return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
    },
    close: () => app.close(),
  };
}

async function s3(): Promise<StorageUnderTest> {
  const server = await startLocalS3();
  const dataDir = await mkdtemp(join(tmpdir(), 'storage-contract-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...server.env });
  const clock = new MovableClock();
  const storage = createFileStorage(config, AppSecret.resolve(config), clock);
  return {
    storage,
    clock,
    download: (url) => fetch(url),
    tampered: (url, otherKey) => {
      const changed = (change: (url: URL) => void) => {
        const copy = new URL(url);
        change(copy);
        return copy.toString();
      };
      return [
        changed((copy) => {
          const signature = copy.searchParams.get('X-Amz-Signature')!;
          copy.searchParams.set('X-Amz-Signature', `${signature[0] === 'a' ? 'b' : 'a'}${signature.slice(1)}`);
        }),
        changed((copy) => (copy.pathname = `/${server.bucket}/${otherKey}`)),
        changed((copy) => copy.searchParams.set('X-Amz-Expires', '604800')),
      ];
    },
    leftovers: async (prefix) => [
      ...(await server.objects(prefix)),
      ...(await server.unfinishedUploads()).map((id) => `unfinished upload ${id}`),
    ],
    close: async () => {
      (storage as S3StorageDriver).onModuleDestroy();
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const MiB = 1024 * 1024;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF_ONLY = { allowedTypes: ['application/pdf'], maxBytes: 10 * MiB };

/**
 * A PDF of `size` bytes streamed in 64 KiB chunks, as an upload arrives; with `failAfter`, the stream fails
 * once that many bytes were read, as a connection cut half-way. `read()` tells how many were.
 */
function pdfUpload(size: number, failAfter = Infinity) {
  let read = 0;
  const hash = createHash('sha256');
  const stream = new Readable({
    read() {
      if (read >= failAfter) return this.destroy(new Error('The connection was reset half-way'));
      if (read >= size) return this.push(null);
      const chunk = Buffer.alloc(Math.min(64 * 1024, size - read), read % 251);
      if (read === 0) PDF.copy(chunk);
      read += chunk.length;
      hash.update(chunk);
      this.push(chunk);
    },
  });
  return { stream, read: () => read, sha256: () => hash.copy().digest('hex') };
}

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The rejection of `promise`, for assertions on its class and status. */
async function refusal(promise: Promise<unknown>): Promise<HttpException> {
  const outcome = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  if (!(outcome instanceof HttpException)) throw new Error(`Expected an HTTP refusal, got ${String(outcome)}`);
  return outcome;
}

describe.each([
  ['on the local disk', localDisk],
  ['in an S3 bucket', s3],
])('File storage %s', (_where, start) => {
  let under: StorageUnderTest;
  let storage: FileStorage;

  beforeAll(async () => {
    under = await start();
    storage = under.storage;
  });
  afterAll(() => under?.close());
  afterEach(() => (under.clock.offsetSeconds = 0));

  it('stores a file, reads it back with its size and sniffed type, replaces it and deletes it', async () => {
    const key = 'contract/round-trip/proposal.pdf';
    const stored = await storage.put(key, PDF, PDF_ONLY);

    expect(stored).toEqual({ key, size: PDF.length, contentType: 'application/pdf' });
    expect(await storage.stat(key)).toEqual(stored);
    expect(await storage.exists(key)).toBe(true);
    const opened = await storage.open(key);
    expect({ ...opened, body: await bytesOf(opened!.body) }).toEqual({ ...stored, body: PDF });

    const replacement = pdfUpload(300 * 1024);
    await storage.put(key, replacement.stream, PDF_ONLY);
    expect(sha256(await bytesOf((await storage.open(key))!.body))).toBe(replacement.sha256());

    await storage.delete(key);
    expect(await storage.stat(key)).toBeNull();
    expect(await storage.open(key)).toBeNull();
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.delete(key)).resolves.toBeUndefined();
    expect(await under.leftovers('contract/round-trip')).toEqual([]);
  });

  it('streams a file larger than one S3 part (5 MiB) whole', async () => {
    const key = 'contract/large/scan.pdf';
    const upload = pdfUpload(6 * MiB + 123);

    expect(await storage.put(key, upload.stream, PDF_ONLY)).toEqual({
      key,
      size: 6 * MiB + 123,
      contentType: 'application/pdf',
    });
    expect(sha256(await bytesOf((await storage.open(key))!.body))).toBe(upload.sha256());
    await storage.delete(key);
  });

  it.each([
    ['a parent segment', '../secrets.pdf'],
    ['a parent segment inside', 'contract/../../etc/passwd'],
    ['an absolute path', '/etc/passwd'],
    ['a backslash', 'contract\\..\\secrets.pdf'],
    ['a NUL', 'contract/proposal.pdf\0.png'],
    ['an empty segment', 'contract//proposal.pdf'],
    ['a trailing slash', 'contract/folder/'],
    ['a "." segment', 'contract/./proposal.pdf'],
    ['a hidden name', 'contract/.proposal.pdf.part'],
    ['no prefix', 'proposal.pdf'],
    ['an empty key', ''],
  ])('refuses a key with %s before touching anything (400)', async (_what, key) => {
    for (const operation of [
      () => storage.put(key, PDF, PDF_ONLY),
      () => storage.open(key),
      () => storage.stat(key),
      () => storage.delete(key),
      () => storage.signedDownloadUrl(key, { expiresInSeconds: 60 }),
    ]) {
      const error = await refusal(operation());
      expect(error).toBeInstanceOf(InvalidStorageKeyException);
      expect(error.getStatus()).toBe(400);
    }
  });

  it('refuses a file past its size limit while it streams, keeping nothing of it (413)', async () => {
    const key = 'contract/limit/too-large.pdf';
    const bufferError = await refusal(storage.put(key, PDF, { ...PDF_ONLY, maxBytes: PDF.length - 1 }));
    expect(bufferError).toBeInstanceOf(FileTooLargeException);
    expect(bufferError.getStatus()).toBe(413);

    // 7 MiB against 6 MiB: past the first S3 part, so a multipart upload had begun.
    const upload = pdfUpload(7 * MiB);
    const streamError = await refusal(storage.put(key, upload.stream, { ...PDF_ONLY, maxBytes: 6 * MiB }));

    expect(streamError).toBeInstanceOf(FileTooLargeException);
    expect(streamError.message).toBe('This file is too large: at most 6 MB.');
    // Refused as the bytes passed the limit, not once all of them had arrived.
    expect(upload.read()).toBeLessThan(7 * MiB);
    expect(await storage.stat(key)).toBeNull();
    expect(await under.leftovers('contract/limit')).toEqual([]);
  });

  it('refuses bytes whose sniffed type is not allowed, whatever the key calls them (415)', async () => {
    const key = 'contract/types/logo.pdf';
    const error = await refusal(storage.put(key, Readable.from([PNG]), PDF_ONLY));

    expect(error).toBeInstanceOf(FileTypeNotAllowedException);
    expect(error.getStatus()).toBe(415);
    expect(error.message).toBe('This type of file is not accepted (image/png): only application/pdf.');
    expect((await refusal(storage.put(key, Buffer.from('plain words, not a PDF'), PDF_ONLY))).message).toContain(
      '(text/plain)',
    );
    expect(await under.leftovers('contract/types')).toEqual([]);

    const image = await storage.put('contract/types/logo.png', PNG, { allowedTypes: ['image/png'], maxBytes: MiB });
    expect(image.contentType).toBe('image/png');
    await storage.delete(image.key);
  });

  it.each([
    ['after 100 KiB', 100 * 1024],
    ['after 6 MiB (a multipart upload begun)', 6 * MiB],
  ])(
    'leaves no file when the upload stream fails %s, and keeps the file it would have replaced',
    async (_when, failAfter) => {
      const key = 'contract/cut/document.pdf';
      const upload = pdfUpload(8 * MiB, failAfter);
      const error = await storage.put(key, upload.stream, PDF_ONLY).catch((reason: unknown) => reason);

      expect((error as Error).message).toBe('The connection was reset half-way');
      expect(await storage.stat(key)).toBeNull();
      expect(await under.leftovers('contract/cut')).toEqual([]);

      await storage.put(key, PDF, PDF_ONLY);
      await storage.put(key, pdfUpload(8 * MiB, failAfter).stream, PDF_ONLY).catch(() => undefined);
      expect(await bytesOf((await storage.open(key))!.body)).toEqual(PDF);
      await storage.delete(key);
      expect(await under.leftovers('contract/cut')).toEqual([]);
    },
  );

  it('hands out a download link that serves the file as an attachment with a safe name', async () => {
    const key = 'contract/links/proposal.pdf';
    await storage.put(key, PDF, PDF_ONLY);
    // An ASCII name: s3rver checks presigned URLs with JavaScript's encodeURIComponent, which leaves the ' and *
    // of a UTF-8 filename* unescaped where S3 escapes them (the local test below downloads a UTF-8 name).
    const url = await storage.signedDownloadUrl(key, {
      expiresInSeconds: 60,
      fileName: '../Proposal "ACME" final.pdf',
    });

    const response = await under.download(url);

    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PDF);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="Proposal _ACME_ final.pdf"');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('refuses a link past its time (403), and serves one made a moment before', async () => {
    const key = 'contract/links/expiring.pdf';
    await storage.put(key, PDF, PDF_ONLY);

    under.clock.offsetSeconds = -61;
    const expired = await storage.signedDownloadUrl(key, { expiresInSeconds: 60 });
    under.clock.offsetSeconds = -50;
    const stillValid = await storage.signedDownloadUrl(key, { expiresInSeconds: 60 });
    under.clock.offsetSeconds = 0;

    expect((await under.download(expired)).status).toBe(403);
    expect((await under.download(stillValid)).status).toBe(200);
  });

  it('refuses a link whose key, expiry or signature was changed (403)', async () => {
    const key = 'contract/links/signed.pdf';
    const otherKey = 'contract/links/other.pdf';
    await storage.put(key, PDF, PDF_ONLY);
    await storage.put(otherKey, PDF, PDF_ONLY);
    const url = await storage.signedDownloadUrl(key, { expiresInSeconds: 60 });

    const statuses = await Promise.all(
      under.tampered(url, otherKey).map(async (link) => (await under.download(link)).status),
    );

    expect(statuses.length).toBeGreaterThanOrEqual(3);
    expect(statuses.every((status) => status === 403)).toBe(true);
    expect((await under.download(url)).status).toBe(200);
  });

  it('refuses links that would last more than 7 days or no time at all', async () => {
    for (const expiresInSeconds of [0, 7 * 24 * 3600 + 1, 1.5]) {
      await expect(storage.signedDownloadUrl('contract/links/x.pdf', { expiresInSeconds })).rejects.toThrow(RangeError);
    }
  });
});

/** Calls `put` with the request's body, as a module's upload endpoint will. */
@Controller('storage-contract')
class UploadForTestsController {
  constructor(private readonly modules: ModuleRef) {}

  @Public()
  @Post('upload')
  upload(@Query('key') key: string, @Req() request: Request): Promise<StoredFileInfo> {
    const storage = this.modules.get(FileStorage, { strict: false });
    // Piped on, so a refused upload ends this stream and not the connection its answer goes back on.
    return storage.put(key, request.pipe(new PassThrough()), {
      allowedTypes: ['application/pdf'],
      maxBytes: 64 * 1024,
    });
  }
}

describe('File storage through HTTP (local disk)', () => {
  let app: TestApp;
  let storage: FileStorage;

  beforeAll(async () => {
    app = await createTestApp({ controllers: [UploadForTestsController] });
    storage = app.app.get(FileStorage);
  });
  afterAll(() => app?.close());

  const upload = (key: string, body: Buffer) =>
    app.http
      .post('/api/storage-contract/upload')
      .query({ key })
      .set('X-Requested-With', 'XMLHttpRequest')
      .set('Content-Type', 'application/octet-stream')
      .send(body);

  it('answers a refused key, size or type in the one error shape', async () => {
    const badKey = await upload('../outside.pdf', PDF);
    expect([badKey.status, badKey.body]).toEqual([
      400,
      { statusCode: 400, message: 'Invalid storage key: it has a "." or ".." segment' },
    ]);

    const tooLarge = await upload('http/too-large.pdf', Buffer.concat([PDF, Buffer.alloc(100 * 1024, 32)]));
    expect([tooLarge.status, tooLarge.body]).toEqual([
      413,
      { statusCode: 413, message: 'This file is too large: at most 64 KB.' },
    ]);
    expect(await storage.exists('http/too-large.pdf')).toBe(false);

    const wrongType = await upload('http/logo.pdf', PNG);
    expect([wrongType.status, wrongType.body]).toEqual([
      415,
      { statusCode: 415, message: 'This type of file is not accepted (image/png): only application/pdf.' },
    ]);
  });

  it('serves a download with nosniff, and answers a bad or stale link in the one error shape', async () => {
    const key = 'http/served.pdf';
    expect((await upload(key, PDF)).status).toBe(201);
    const { pathname, search } = new URL(await storage.signedDownloadUrl(key, { expiresInSeconds: 60 }));

    const served = await app.http.get(`${pathname}${search}`);
    expect(served.status).toBe(200);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe('attachment; filename="served.pdf"');
    const named = new URL(await storage.signedDownloadUrl(key, { expiresInSeconds: 60, fileName: 'Devis – été.pdf' }));
    expect((await app.http.get(`${named.pathname}${named.search}`)).headers['content-disposition']).toBe(
      `attachment; filename="Devis _ _t_.pdf"; filename*=UTF-8''Devis%20%E2%80%93%20%C3%A9t%C3%A9.pdf`,
    );

    const forged = await app.http.get(pathname).query({ token: 'eyJrIjoiaHR0cC9zZXJ2ZWQucGRmIn0.forged' });
    expect([forged.status, forged.body]).toEqual([
      403,
      { statusCode: 403, message: 'This download link is not valid.' },
    ]);

    await storage.delete(key);
    const gone = await app.http.get(`${pathname}${search}`);
    expect([gone.status, gone.body]).toEqual([404, { statusCode: 404, message: 'This file is no longer available.' }]);
  });
});

describe('Choosing the storage driver', () => {
  let dataDir: string;
  beforeAll(async () => (dataDir = await mkdtemp(join(tmpdir(), 'storage-driver-'))));
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const driverFor = (env: Record<string, string>) => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...env });
    return createFileStorage(config, AppSecret.resolve(config), new Clock()).driver;
  };

  it('keeps files on the local disk by default, in S3 once a bucket is set, and as STORAGE_DRIVER says', () => {
    expect(driverFor({})).toBe('local');
    expect(driverFor({ S3_BUCKET: 'files' })).toBe('s3');
    expect(driverFor({ S3_BUCKET: 'files', STORAGE_DRIVER: 'local' })).toBe('local');
  });

  it('refuses STORAGE_DRIVER=s3 without a bucket, and an access key without its secret', () => {
    expect(() => driverFor({ STORAGE_DRIVER: 's3' })).toThrow(
      new ConfigError(
        'Invalid configuration: STORAGE_DRIVER is s3, but S3_BUCKET is not set: set it, or leave STORAGE_DRIVER ' +
          'unset to use the driver that is configured. See .env.example.',
      ),
    );
    expect(() => driverFor({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'AKIA' })).toThrow(
      /S3_SECRET_ACCESS_KEY is invalid: S3_SECRET_ACCESS_KEY must be set with S3_ACCESS_KEY_ID/,
    );
  });
});
