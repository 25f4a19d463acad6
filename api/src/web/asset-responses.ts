import type { Request } from 'express';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { StoredResponse } from '../common/http/stored-response';
import { strongEtag } from '../modules/content';

/** The built app's hashed files: their names change with their content, so a browser keeps them a year. */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The kinds of asset kept, by extension: the app's code and its stylesheet, which compress well. */
const KEPT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/** Where the build's hashed files are served from. */
const ASSETS_PREFIX = '/assets/';

/** Whether `path` names one of the build's hashed files. */
export const isAssetPath = (path: string): boolean => path.startsWith(ASSETS_PREFIX);

/** Bigger files (the back office's charts) stream from disk as before: kept, they would hold megabytes. */
export const MAX_KEPT_ASSET_BYTES = 512 * 1024;

/**
 * The built app's hashed files (`/assets/…`) as kept answers for the hot path (hot-path.ts): each read once on
 * its first request and served from memory from then on, its ETag computed and its compressed copies made
 * once (StoredResponse), instead of going through the whole pipeline, compressed again, on every request. A
 * page's first load asks for dozens of them at once, and each took a few milliseconds of the server's CPU
 * that the browser's work competes with on a small machine. Only the files of the build found at start-up
 * are kept (no name a client invents is read), for the process's life: they never change.
 */
export class AssetResponses {
  private readonly kept = new Map<string, StoredResponse>();
  private readonly loading = new Set<string>();
  private readonly files: ReadonlyMap<string, string>;

  /** The files of the web build in `distDir` (its client/assets, as web/vite.config.ts lays a build out). */
  static fromDist(distDir: string): AssetResponses {
    return new AssetResponses(join(distDir, 'client', 'assets'));
  }

  constructor(private readonly assetsDir: string) {
    const files = new Map<string, string>();
    if (existsSync(assetsDir)) {
      for (const name of readdirSync(assetsDir)) {
        const type = KEPT_TYPES[name.slice(name.lastIndexOf('.'))];
        if (type && statSync(join(assetsDir, name)).size <= MAX_KEPT_ASSET_BYTES)
          files.set(`${ASSETS_PREFIX}${name}`, type);
      }
    }
    this.files = files;
  }

  /**
   * The kept answer for this request's asset, if it is kept yet; else undefined (the pipeline answers), and the
   * file is read in the background for the next request.
   */
  peek(request: Request): StoredResponse | undefined {
    const kept = this.kept.get(request.path);
    if (kept || !this.files.has(request.path)) return kept;
    this.load(request.path);
    return undefined;
  }

  private load(path: string): void {
    if (this.loading.has(path)) return;
    this.loading.add(path);
    readFile(join(this.assetsDir, path.slice(ASSETS_PREFIX.length))).then(
      (body) => {
        const headers = { contentType: this.files.get(path)!, cacheControl: ASSET_CACHE_CONTROL };
        this.kept.set(path, new StoredResponse(200, body, strongEtag(body), headers));
      },
      // A file gone since start-up (a build replaced under a running server): the pipeline answers, 404.
      () => this.loading.delete(path),
    );
  }
}
