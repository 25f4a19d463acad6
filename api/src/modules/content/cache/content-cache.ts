import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { createHash, randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { StoredResponse } from '../../../common/http/stored-response';
import { AppConfig } from '../../../config/app.config';
import { closeRedis } from '../../../redis/close-redis';
import { watchRedisConnection } from '../../../redis/connection-watch';
import { InjectRedis } from '../../../redis/redis.module';

/** A cached public answer: the body, the strong ETag of its JSON, and the whole answer as sent. */
export interface CachedAnswer {
  body: unknown;
  etag: string;
  response: StoredResponse;
}

/**
 * Browsers and shared caches keep public content but revalidate it on every use: staff who publish
 * and reload see the change at once, and the strong ETag makes an unchanged answer a cheap 304.
 */
export const CONTENT_CACHE_CONTROL = 'public, no-cache';
const ANSWER_HEADERS = { contentType: 'application/json; charset=utf-8', cacheControl: CONTENT_CACHE_CONTROL };

/** How long an answer is served from memory at most, even without an invalidation. */
export const CONTENT_CACHE_TTL_MS = 60_000;
/** Bound on the number of kept answers (keys include the query string, which visitors choose). */
export const CONTENT_CACHE_MAX_ENTRIES = 500;
/** How long start-up waits for the Redis subscription before going on without it. */
const SUBSCRIBE_WAIT_MS = 3_000;

/** A strong ETag: the SHA-256 of exactly the bytes the response carries. */
export const strongEtag = (bytes: Buffer | string): string =>
  `"${createHash('sha256').update(bytes).digest('base64url')}"`;

/**
 * In-process cache of the public content reads (services, portfolio, testimonials, blog, pages),
 * keyed by route and query, and the one signal that content changed (`onInvalidate`). Entries live CONTENT_CACHE_TTL_MS at most; `invalidate()` (called by
 * the content admin after every edit) empties it here and, when REDIS_URL is set, on every other
 * replica through the Redis channel `${REDIS_PREFIX}:content-changed`. Without Redis a replica
 * that misses a message still converges within the TTL.
 */
@Injectable()
export class ContentCache implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(ContentCache.name);
  private readonly entries = new Map<string, CachedAnswer & { expiresAt: number }>();
  /** Bumped by every invalidation, so a read that started before it does not store its stale answer. */
  private generation = 0;
  private readonly instanceId = randomUUID();
  private readonly channel: string;
  private subscriber: Redis | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(
    config: AppConfig,
    @InjectRedis() private readonly redis: Redis | null,
  ) {
    this.channel = `${config.REDIS_PREFIX}:content-changed`;
  }

  async onModuleInit(): Promise<void> {
    if (!this.redis) return;
    // A connection in subscriber mode can send nothing else: a dedicated duplicate of the shared client.
    const subscriber = this.redis.duplicate();
    this.subscriber = subscriber;
    watchRedisConnection(subscriber, 'content-cache subscriber');
    subscriber.on('message', (channel: string, sender: string) => {
      if (channel === this.channel && sender !== this.instanceId) this.clear();
    });
    const subscribed = subscriber.subscribe(this.channel).then(
      () => true,
      (error: Error) => {
        this.logger.warn(`Content cache: could not subscribe to ${this.channel}: ${error.message}`);
        return false;
      },
    );
    // ioredis resubscribes after reconnects by itself; start-up does not hang on an unreachable Redis.
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), SUBSCRIBE_WAIT_MS)));
    await Promise.race([subscribed, timeout]);
    clearTimeout(timer);
  }

  async onApplicationShutdown(): Promise<void> {
    const subscriber = this.subscriber;
    this.subscriber = null;
    if (subscriber) await closeRedis(subscriber);
  }

  /** The fresh cached answer for `key`, if there is one (the hot path reads it without loading anything). */
  peek(key: string): CachedAnswer | undefined {
    const hit = this.entries.get(key);
    return hit && hit.expiresAt > Date.now() ? hit : undefined;
  }

  /**
   * The number bumped by every invalidation: what is derived from the content (rendered pages) is current
   * while it has not changed.
   */
  get contentGeneration(): number {
    return this.generation;
  }

  /** The cached answer for `key`, or the one `load` produces (stored unless an invalidation happened meanwhile). */
  async getOrLoad(key: string, load: () => Promise<unknown>): Promise<CachedAnswer> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit;
    if (hit) this.entries.delete(key);

    const generation = this.generation;
    const body = await load();
    // Serialised and hashed once: the hot path sends these bytes as they are.
    const json = Buffer.from(JSON.stringify(body));
    const etag = strongEtag(json);
    const answer = { body, etag, response: new StoredResponse(200, json, etag, ANSWER_HEADERS) };
    if (generation === this.generation) {
      if (this.entries.size >= CONTENT_CACHE_MAX_ENTRIES) this.evictOldest();
      this.entries.set(key, { ...answer, expiresAt: Date.now() + CONTENT_CACHE_TTL_MS });
    }
    return answer;
  }

  /** Forgets every cached answer on this replica and, with Redis, on all the others. Call after each content edit. */
  async invalidate(): Promise<void> {
    this.clear();
    if (!this.redis) return;
    try {
      await this.redis.publish(this.channel, this.instanceId);
    } catch (error) {
      this.logger.warn(`Content cache: could not publish on ${this.channel}: ${(error as Error).message}`);
    }
  }

  /**
   * Calls `listener` after every invalidation, whether this replica's or another's (through Redis), for what
   * else is derived from the content (the assistant's knowledge index). Returns the function that stops it.
   */
  onInvalidate(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Number of answers held (for tests and diagnostics). */
  get size(): number {
    return this.entries.size;
  }

  private clear(): void {
    this.generation++;
    this.entries.clear();
    for (const listener of this.listeners) listener();
  }

  private evictOldest(): void {
    const oldest = this.entries.keys().next();
    if (!oldest.done) this.entries.delete(oldest.value);
  }
}
