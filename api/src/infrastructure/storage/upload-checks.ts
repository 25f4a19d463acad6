import { PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import { Readable } from 'node:stream';

/** What one use of the storage accepts: the caller's own list and limit (a proposal's PDF, a project document). */
export interface UploadRules {
  /** Types the bytes may turn out to be, e.g. `['application/pdf', 'image/png']`. */
  allowedTypes: readonly string[];
  /** The largest file accepted, in bytes. */
  maxBytes: number;
}

/** What file-type reads to recognise a format (its `reasonableDetectionSizeInBytes`). */
export const SNIFF_BYTES = 4100;

/** Bytes that are no known format and not text. */
export const UNKNOWN_BINARY = 'application/octet-stream';

export class FileTooLargeException extends PayloadTooLargeException {
  constructor(maxBytes: number) {
    super(`This file is too large: at most ${formatBytes(maxBytes)}.`);
  }
}

export class FileTypeNotAllowedException extends UnsupportedMediaTypeException {
  constructor(contentType: string, allowedTypes: readonly string[]) {
    super(`This type of file is not accepted (${contentType}): only ${allowedTypes.join(', ')}.`);
  }
}

const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0
    ? `${bytes / (1024 * 1024)} MB`
    : bytes >= 1024 && bytes % 1024 === 0
      ? `${bytes / 1024} KB`
      : `${bytes} bytes`;

type FileTypeModule = typeof import('file-type');
let fileTypeModule: Promise<FileTypeModule> | undefined;
/**
 * file-type is ESM-only. api/.swcrc sets `module.ignoreDynamic`, so this stays a real `import()` in the
 * CommonJS build and under jest (as openid-client in google-sign-in.service.ts).
 */
const loadFileType = () => (fileTypeModule ??= import('file-type'));

// eslint-disable-next-line no-control-regex -- control characters other than tab, line breaks and form feed
const BINARY_CONTROL = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/;

/** Whether `sample` (the start of a file, maybe cut inside a character) reads as UTF-8 text. */
function isText(sample: Uint8Array): boolean {
  if (sample.length === 0) return false;
  try {
    // `stream: true`: a character cut by the end of the sample is not an error.
    const text = new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: true });
    return !BINARY_CONTROL.test(text);
  } catch {
    return false;
  }
}

/**
 * The type of a file from its first bytes (at least SNIFF_BYTES of them when it is that long): what
 * file-type recognises, else `text/plain` for UTF-8 text, else UNKNOWN_BINARY. Whatever name or type the
 * uploader claimed plays no part.
 */
export async function sniffContentType(sample: Uint8Array): Promise<string> {
  const { fileTypeFromBuffer } = await loadFileType();
  const detected = await fileTypeFromBuffer(sample);
  if (detected) return detected.mime;
  return isText(sample) ? 'text/plain' : UNKNOWN_BINARY;
}

/** An upload that passed the first checks: its type, and its bytes, counted and limited as they flow. */
export interface CheckedUpload {
  contentType: string;
  /** Every byte of the upload; fails with FileTooLargeException past the limit, or with the source's error. */
  body: Readable;
  /** Bytes that went through `body` so far: the file's size once it has ended. */
  bytesRead(): number;
  /** The error `body` failed with, if it did: what a driver reports rather than its own follow-up error. */
  failure(): unknown;
}

function assertRules({ allowedTypes, maxBytes }: UploadRules) {
  if (!Array.isArray(allowedTypes) || allowedTypes.length === 0) throw new Error('Upload rules need allowedTypes');
  if (!Number.isSafeInteger(maxBytes) || maxBytes < 1) throw new Error('Upload rules need a positive maxBytes');
}

const asBuffer = (chunk: unknown): Buffer =>
  Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk as Uint8Array);

/**
 * Reads the start of `source`, sniffs its type and checks it against `rules.allowedTypes`, then hands the
 * whole upload on as a stream that counts its bytes and fails as soon as they pass `rules.maxBytes`: the
 * limit holds while the bytes flow, before a driver has written them all. Both drivers store through it.
 * On a refusal or an error here `source` is destroyed.
 */
export async function checkUpload(source: Buffer | Readable, rules: UploadRules): Promise<CheckedUpload> {
  assertRules(rules);
  if (Buffer.isBuffer(source)) {
    if (source.length > rules.maxBytes) throw new FileTooLargeException(rules.maxBytes);
    const contentType = await allowedTypeOf(source.subarray(0, SNIFF_BYTES), rules);
    return { contentType, body: Readable.from([source]), bytesRead: () => source.length, failure: () => undefined };
  }

  const chunks = source[Symbol.asyncIterator]();
  const head: Buffer[] = [];
  let total = 0;
  let ended = false;
  try {
    while (total < SNIFF_BYTES) {
      const next = await chunks.next();
      if (next.done) {
        ended = true;
        break;
      }
      const chunk = asBuffer(next.value);
      head.push(chunk);
      total += chunk.length;
      if (total > rules.maxBytes) throw new FileTooLargeException(rules.maxBytes);
    }
    const sample = Buffer.concat(head);
    const contentType = await allowedTypeOf(sample.subarray(0, SNIFF_BYTES), rules);

    let failure: unknown;
    async function* everyByte() {
      try {
        yield sample;
        if (ended) return;
        for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
          const chunk = asBuffer(next.value);
          total += chunk.length;
          if (total > rules.maxBytes) throw new FileTooLargeException(rules.maxBytes);
          yield chunk;
        }
      } catch (error) {
        failure = error;
        throw error;
      } finally {
        // Stops and destroys the source when the reader gave up or the limit was passed.
        await chunks.return?.();
      }
    }
    return { contentType, body: Readable.from(everyByte()), bytesRead: () => total, failure: () => failure };
  } catch (error) {
    await chunks.return?.();
    throw error;
  }
}

async function allowedTypeOf(sample: Buffer, { allowedTypes }: UploadRules): Promise<string> {
  const contentType = await sniffContentType(sample);
  const allowed = allowedTypes.some((type) => type.toLowerCase() === contentType);
  if (!allowed) throw new FileTypeNotAllowedException(contentType, allowedTypes);
  return contentType;
}
