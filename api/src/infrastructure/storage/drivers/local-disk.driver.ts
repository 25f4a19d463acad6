import { ForbiddenException, NotFoundException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, unlink, type FileHandle } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Clock } from '../../../common/clock';
import type { PayloadSigner } from '../../../config/payload-signer';
import { attachmentDisposition, linkLifetime, safeFileName } from '../download-links';
import { FileStorage, type DownloadLinkOptions, type OpenedFile, type StoredFileInfo } from '../storage';
import { assertStorageKey } from '../storage-keys';
import { checkUpload, sniffContentType, SNIFF_BYTES, type UploadRules } from '../upload-checks';

/** The API route local files download from: the signed token travels in `token`, which the request log strips. */
export const LOCAL_DOWNLOAD_PATH = '/api/files/download';

export interface LocalDiskSettings {
  /** The folder every key lives under (DATA_DIR/uploads). */
  root: string;
  /** The site's origin, which download links start with. */
  publicUrl: string;
  /** Signs and reads download tokens (purpose `file-download`). */
  signer: PayloadSigner;
}

/** What a download token says: the key, until when (epoch seconds), and the name to save it under. */
interface DownloadClaims {
  k: string;
  x: number;
  n: string;
}

/** A download the API answers: the file and the disposition its link asked for. */
export interface LocalDownload extends OpenedFile {
  contentDisposition: string;
}

const NOT_FOUND_CODES = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);
const isNotFound = (error: unknown) => NOT_FOUND_CODES.has((error as NodeJS.ErrnoException).code ?? '');

/**
 * Files on the local disk under DATA_DIR/uploads, one file per key. An upload is written to a hidden
 * temporary file beside its target and renamed over it once complete, so a reader sees the old file or the
 * new one, never half of one; a failed upload removes its temporary file. Download links are the API's own
 * route with an HMAC-signed, expiring token.
 */
export class LocalDiskStorageDriver extends FileStorage {
  readonly driver = 'local';
  private readonly root: string;

  constructor(
    private readonly settings: LocalDiskSettings,
    private readonly clock: Clock,
  ) {
    super();
    this.root = resolve(settings.root);
  }

  async put(key: string, body: Buffer | Readable, rules: UploadRules): Promise<StoredFileInfo> {
    const path = this.pathOf(key);
    const upload = await checkUpload(body, rules);
    const partial = join(dirname(path), `.${randomUUID()}.part`);
    try {
      await mkdir(dirname(path), { recursive: true });
      await pipeline(upload.body, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
      await rename(partial, path);
    } catch (error) {
      // pipeline destroyed the upload already, unless the folder could not be made.
      upload.body.destroy();
      await rm(partial, { force: true });
      throw upload.failure() ?? error;
    }
    return { key, size: upload.bytesRead(), contentType: upload.contentType };
  }

  async open(key: string): Promise<OpenedFile | null> {
    const file = await this.openFile(key);
    if (!file) return null;
    try {
      const info = await this.describe(key, file);
      if (!info) {
        await file.close();
        return null;
      }
      return { ...info, body: file.createReadStream({ start: 0 }) };
    } catch (error) {
      await file.close();
      throw error;
    }
  }

  async stat(key: string): Promise<StoredFileInfo | null> {
    const file = await this.openFile(key);
    if (!file) return null;
    try {
      return await this.describe(key, file);
    } finally {
      await file.close();
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await unlink(this.pathOf(key));
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }

  async signedDownloadUrl(key: string, options: DownloadLinkOptions): Promise<string> {
    assertStorageKey(key);
    const claims: DownloadClaims = {
      k: key,
      x: Math.floor(this.clock.now().getTime() / 1000) + linkLifetime(options),
      n: safeFileName(options.fileName, key),
    };
    const url = new URL(LOCAL_DOWNLOAD_PATH, this.settings.publicUrl);
    url.searchParams.set('token', this.settings.signer.sign(claims));
    return url.toString();
  }

  /**
   * The file a download token names: 403 for a token this server did not sign as it is (tampered, made for
   * something else, cut) or one past its time, 404 when the file is gone.
   */
  async download(token: string): Promise<LocalDownload> {
    const claims = this.settings.signer.read(token);
    if (!claims || typeof claims.k !== 'string' || !Number.isInteger(claims.x) || typeof claims.n !== 'string') {
      throw new ForbiddenException('This download link is not valid.');
    }
    if (this.clock.now().getTime() / 1000 >= (claims.x as number)) {
      throw new ForbiddenException('This download link has expired: ask for a new one.');
    }
    const file = await this.open(claims.k);
    if (!file) throw new NotFoundException('This file is no longer available.');
    return { ...file, contentDisposition: attachmentDisposition(safeFileName(claims.n, claims.k)) };
  }

  /** The file of a valid key; checked again to be inside the root, whatever the rules let through. */
  private pathOf(key: string): string {
    const path = resolve(this.root, ...assertStorageKey(key).split('/'));
    if (!path.startsWith(this.root + sep)) throw new Error(`Storage key ${JSON.stringify(key)} leaves its root`);
    return path;
  }

  private async openFile(key: string): Promise<FileHandle | null> {
    try {
      return await open(this.pathOf(key), 'r');
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  /** Size and type of an open file: read from the one file the handle holds, whatever is renamed over it. */
  private async describe(key: string, file: FileHandle): Promise<StoredFileInfo | null> {
    const stats = await file.stat();
    if (!stats.isFile()) return null;
    const sample = Buffer.alloc(Math.min(SNIFF_BYTES, stats.size));
    const { bytesRead } = await file.read(sample, 0, sample.length, 0);
    return { key, size: stats.size, contentType: await sniffContentType(sample.subarray(0, bytesRead)) };
  }
}
