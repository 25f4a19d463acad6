import type { Readable } from 'node:stream';
import type { UploadRules } from './upload-checks';

/** What a stored file is, as both drivers tell it. */
export interface StoredFileInfo {
  key: string;
  size: number;
  /** The type sniffed from the file's bytes when it was stored, e.g. `application/pdf`. */
  contentType: string;
}

/** A stored file opened for reading: its bytes stream from `body`, which the reader consumes or destroys. */
export interface OpenedFile extends StoredFileInfo {
  body: Readable;
}

export interface DownloadLinkOptions {
  /** How long the link works: at least 1 second, at most DOWNLOAD_LINK_MAX_SECONDS (7 days, S3's limit). */
  expiresInSeconds: number;
  /** The name the browser saves the file under (made safe); by default the key's last segment. */
  fileName?: string;
}

/**
 * Where files are kept (docs/storage.md): the local disk under DATA_DIR, or an S3-compatible bucket, chosen
 * by STORAGE_DRIVER. Keys follow the rules of storage-keys.ts (a per-use prefix, no way out of it); a file
 * is stored whole or not at all; its type is sniffed from its bytes and checked against the caller's list.
 * Modules import StorageModule and inject this class.
 */
export abstract class FileStorage {
  abstract readonly driver: 'local' | 's3';

  /**
   * Stores `body` under `key` (replacing what was there), once its sniffed type is one of `rules.allowedTypes`
   * and while it stays within `rules.maxBytes`. Refuses with InvalidStorageKeyException (400),
   * FileTypeNotAllowedException (415) or FileTooLargeException (413); on those, on an error of `body` and
   * on any other failure nothing is left under `key` (an earlier file there stays) and `body` is destroyed.
   */
  abstract put(key: string, body: Buffer | Readable, rules: UploadRules): Promise<StoredFileInfo>;

  /** The file's bytes as a stream with its size and type; null when there is none under `key`. */
  abstract open(key: string): Promise<OpenedFile | null>;

  /** The file's size and type; null when there is none under `key`. */
  abstract stat(key: string): Promise<StoredFileInfo | null>;

  /** Removes the file; removing one that is not there is not an error. */
  abstract delete(key: string): Promise<void>;

  /**
   * A URL anyone holding it may download the file from until it expires, as an attachment with a safe file
   * name: the API's own signed download route (local disk) or a presigned S3 URL. Nothing is checked
   * against the file itself: a link to a file deleted since answers 404.
   */
  abstract signedDownloadUrl(key: string, options: DownloadLinkOptions): Promise<string>;

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }
}
