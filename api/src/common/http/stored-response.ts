import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import fresh from 'fresh';
import Negotiator from 'negotiator';

/** The codings the `compression` middleware offers, in its order of preference; the hot path makes the same choice. */
const SUPPORTED_CODINGS = ['br', 'gzip', 'deflate', 'identity'];
const PREFERRED_CODINGS = ['br', 'gzip'];
/** `compression`'s threshold: smaller bodies are sent as they are. */
const COMPRESSION_THRESHOLD = 1024;
type StoredCoding = 'br' | 'gzip';

/** Negotiator 0.6.4 takes the preferred order as its second argument, as `compression` calls it (its types lag). */
const preferredCoding = (negotiator: Negotiator): string | undefined =>
  (negotiator.encoding as (available: string[], preferred: string[]) => string | undefined).call(
    negotiator,
    SUPPORTED_CODINGS,
    PREFERRED_CODINGS,
  );

const compressors: Record<StoredCoding, (body: Buffer) => Promise<Buffer>> = {
  // The qualities `compression` uses per request; here each body is compressed once.
  br: (body) =>
    promisify(brotliCompress)(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } }) as Promise<Buffer>,
  gzip: (body) => promisify(gzip)(body) as Promise<Buffer>,
};

/** Headers of a stored answer besides the security headers, which the rest of the pipeline sets. */
export interface StoredHeaders {
  contentType: string;
  cacheControl: string;
  /** Request headers the answer depends on besides Accept-Encoding (e.g. Cookie). */
  vary?: string;
}

/**
 * A complete answer kept in memory (a cached public read, a rendered page): its bytes, their strong ETag
 * computed once, and its compressed copies, each made once on first demand in the background. Sent as is,
 * nothing about it is computed per request.
 */
export class StoredResponse {
  private readonly encoded = new Map<StoredCoding, Buffer>();
  private readonly encoding = new Set<StoredCoding>();
  private readonly flatHeaders = new Map<readonly [string, string][], string[]>();

  constructor(
    readonly status: number,
    readonly body: Buffer,
    readonly etag: string,
    readonly headers: StoredHeaders,
  ) {}

  /** Bytes held, compressed copies included (for the caches' bounds). */
  get size(): number {
    let size = this.body.length;
    for (const copy of this.encoded.values()) size += copy.length;
    return size;
  }

  /**
   * Writes the answer (`securityHeaders` first), or returns false when it cannot yet: the client wants a
   * compressed copy not made yet (it is started now; the regular pipeline compresses this one) or a coding
   * not kept (deflate).
   */
  writeTo(request: IncomingMessage, response: ServerResponse, securityHeaders: readonly [string, string][]): boolean {
    const coding = this.codingFor(request);
    if (coding === undefined) return false;
    let body = this.body;
    if (coding !== 'identity') {
      const copy = this.encoded.get(coding);
      if (!copy) {
        this.startEncoding(coding);
        return false;
      }
      body = copy;
    }
    const headers = [...this.fixedHeaders(securityHeaders)];
    if (coding !== 'identity') headers.push('Content-Encoding', coding);
    if (fresh(request.headers, { etag: this.etag })) {
      response.writeHead(304, headers);
      response.end();
      return true;
    }
    headers.push('Content-Length', String(body.length));
    response.writeHead(this.status, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
    return true;
  }

  /** The headers of this answer that the regular pipeline does not set (it adds security headers and compresses). */
  contentHeaders(): [string, string][] {
    const { contentType, cacheControl, vary } = this.headers;
    return [
      ['Content-Type', contentType],
      ['Cache-Control', cacheControl],
      ['ETag', this.etag],
      ['Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding'],
    ];
  }

  /** The security and content headers as the one flat list of names and values Node takes, made once per list. */
  private fixedHeaders(securityHeaders: readonly [string, string][]): string[] {
    let headers = this.flatHeaders.get(securityHeaders);
    if (!headers) {
      headers = [...securityHeaders, ...this.contentHeaders()].flat();
      this.flatHeaders.set(securityHeaders, headers);
    }
    return headers;
  }

  /** The coding `compression` would choose for this request: identity, a kept one, or undefined (deflate). */
  private codingFor(request: IncomingMessage): StoredCoding | 'identity' | undefined {
    if (request.method === 'HEAD' || this.body.length < COMPRESSION_THRESHOLD || !request.headers['accept-encoding']) {
      return 'identity';
    }
    const coding = preferredCoding(new Negotiator(request));
    if (!coding || coding === 'identity') return 'identity';
    return coding === 'br' || coding === 'gzip' ? coding : undefined;
  }

  private startEncoding(coding: StoredCoding): void {
    if (this.encoding.has(coding)) return;
    this.encoding.add(coding);
    compressors[coding](this.body).then(
      (copy) => this.encoded.set(coding, copy),
      () => this.encoding.delete(coding),
    );
  }
}
