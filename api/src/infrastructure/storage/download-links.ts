import type { DownloadLinkOptions } from './storage';

/** The longest a download link may work: 7 days, the most an S3 presigned URL allows. */
export const DOWNLOAD_LINK_MAX_SECONDS = 7 * 24 * 3600;

/** Downloads are kept by no shared cache, nor on the disk of the computer that fetched them. */
export const DOWNLOAD_CACHE_CONTROL = 'private, no-store';

const FALLBACK_NAME = 'download';
const MAX_NAME_LENGTH = 150;
// eslint-disable-next-line no-control-regex -- control characters are removed from names
const UNSAFE_IN_NAME = /[\u0000-\u001f\u007f"*/:<>?\\|]/g;

/** `expiresInSeconds` when it is a whole number of seconds from 1 to DOWNLOAD_LINK_MAX_SECONDS; throws otherwise. */
export function linkLifetime({ expiresInSeconds }: Pick<DownloadLinkOptions, 'expiresInSeconds'>): number {
  if (!Number.isInteger(expiresInSeconds) || expiresInSeconds < 1 || expiresInSeconds > DOWNLOAD_LINK_MAX_SECONDS) {
    throw new RangeError(`A download link lasts 1 to ${DOWNLOAD_LINK_MAX_SECONDS} seconds, not ${expiresInSeconds}`);
  }
  return expiresInSeconds;
}

/**
 * A name a browser may save a file under: no folder part, no quotes, control or reserved characters, no
 * leading dots, at most 150 characters (the extension kept); `download` when nothing is left.
 */
export function safeFileName(name: string | undefined, key: string): string {
  const base = (name ?? key.slice(key.lastIndexOf('/') + 1)).normalize('NFC').split(/[/\\]/).pop() ?? '';
  const cleaned = base.replace(UNSAFE_IN_NAME, '_').replace(/\s+/g, ' ').trim().replace(/^\.+/, '').trim();
  if (cleaned === '') return FALLBACK_NAME;
  if (cleaned.length <= MAX_NAME_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, MAX_NAME_LENGTH - extension.length).trimEnd() + extension;
}

const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `Content-Disposition: attachment` for a safe name (safeFileName): the name itself when it is plain ASCII,
 * else an ASCII stand-in and the UTF-8 name (RFC 6266), which every current browser prefers.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_');
  return ascii === fileName
    ? `attachment; filename="${fileName}"`
    : `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}
