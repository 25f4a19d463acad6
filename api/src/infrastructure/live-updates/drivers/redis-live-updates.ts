import { Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import IORedis, { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { withTimeout } from '../../../common/with-timeout';
import { closeRedis } from '../../../redis/close-redis';
import { watchRedisConnection } from '../../../redis/connection-watch';
import { redisOptionsFromUrl } from '../../../redis/redis.module';
import { LiveEvent, LiveUpdates } from '../live-updates';
import { LiveListener, LocalListeners } from './local-listeners';

export interface RedisLiveUpdatesOptions {
  /** REDIS_URL. */
  url: string;
  /** REDIS_PREFIX: a channel travels as `<prefix>:live:<channel>`, so deployments and test runs can share a Redis. */
  prefix: string;
}

/** How long a publish, a subscription or start-up waits for Redis before going on without it. */
export const LIVE_UPDATES_REDIS_WAIT_MS = 3_000;

/** What travels on a Redis channel: the event, and the process that published it. */
interface Envelope {
  sender: string;
  event: LiveEvent;
}

/**
 * Live updates through Redis pub/sub, so a page connected to any replica hears what any replica published.
 * Two connections per process: a publisher that fails at once while Redis is down (no offline queue, so a
 * posted message never waits on Redis), and one subscriber, opened on the first subscription, that carries every
 * channel this process listens to (SUBSCRIBE on a channel's first listener, UNSUBSCRIBE after its last; ioredis
 * subscribes again after a reconnect). Listeners in the publishing process are called directly, without the
 * round trip, and its own events coming back from Redis are skipped.
 */
export class RedisLiveUpdates extends LiveUpdates implements OnModuleInit, OnModuleDestroy {
  readonly driver = 'redis' as const;
  private readonly logger = new Logger(RedisLiveUpdates.name);
  private readonly instanceId = randomUUID();
  private readonly listeners = new LocalListeners();
  /** The SUBSCRIBE of each channel this process listens to, settled once Redis acknowledged it. */
  private readonly subscriptions = new Map<string, Promise<unknown>>();
  private readonly publisher: Redis;
  private subscriber: Redis | null = null;
  private closed = false;

  constructor(private readonly options: RedisLiveUpdatesOptions) {
    super();
    this.publisher = new IORedis({
      ...redisOptionsFromUrl(options.url),
      connectionName: this.connectionName('publisher'),
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
    });
    watchRedisConnection(this.publisher, 'live-updates publisher');
  }

  /** Waits (a bounded time) for the publisher, which refuses commands until it is connected. */
  async onModuleInit(): Promise<void> {
    if (this.publisher.status === 'ready') return;
    const ready = new Promise<void>((resolve) => this.publisher.once('ready', () => resolve()));
    await withTimeout(ready, LIVE_UPDATES_REDIS_WAIT_MS).catch(() =>
      this.logger.warn('Live updates: Redis is not reachable yet; pages get no live updates until it is'),
    );
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
    this.subscriptions.clear();
    await Promise.all([closeRedis(this.publisher), this.subscriber && closeRedis(this.subscriber)]);
  }

  async publish(channel: string, event: LiveEvent): Promise<void> {
    if (this.closed) return;
    this.listeners.deliver(channel, event);
    const envelope: Envelope = { sender: this.instanceId, event };
    try {
      await withTimeout(
        this.publisher.publish(this.key(channel), JSON.stringify(envelope)),
        LIVE_UPDATES_REDIS_WAIT_MS,
      );
    } catch (error) {
      this.logger.warn(`Live updates: could not publish on ${channel}: ${(error as Error).message}`);
    }
  }

  async subscribe(channel: string, listener: LiveListener): Promise<() => Promise<void>> {
    if (this.closed) throw new Error('Live updates are shut down');
    if (this.listeners.add(channel, listener)) {
      // The command waits in ioredis's queue while Redis is down; this caller does not.
      const subscribed = this.subscriberConnection().subscribe(this.key(channel));
      this.subscriptions.set(channel, withTimeout(subscribed, LIVE_UPDATES_REDIS_WAIT_MS));
    }
    try {
      await this.subscriptions.get(channel);
    } catch (error) {
      this.unsubscribe(channel, listener);
      throw new Error(`Live updates: could not subscribe to ${channel}: ${(error as Error).message}`, { cause: error });
    }
    return () => {
      this.unsubscribe(channel, listener);
      return Promise.resolve();
    };
  }

  private unsubscribe(channel: string, listener: LiveListener): void {
    if (!this.listeners.remove(channel, listener)) return;
    this.subscriptions.delete(channel);
    // Not awaited: queued behind any SUBSCRIBE of the same channel on the one connection, so the last word wins.
    if (!this.closed)
      this.subscriber
        ?.unsubscribe(this.key(channel))
        .catch((error: Error) => this.logger.warn(`Live updates: could not unsubscribe ${channel}: ${error.message}`));
  }

  private subscriberConnection(): Redis {
    if (this.subscriber) return this.subscriber;
    const subscriber = new IORedis({
      ...redisOptionsFromUrl(this.options.url),
      connectionName: this.connectionName('subscriber'),
    });
    watchRedisConnection(subscriber, 'live-updates subscriber');
    const prefix = this.key('');
    subscriber.on('message', (key: string, payload: string) => {
      if (!key.startsWith(prefix)) return;
      let envelope: Envelope;
      try {
        envelope = JSON.parse(payload) as Envelope;
      } catch {
        this.logger.warn(`Live updates: ignored a message on ${key} that is not JSON`);
        return;
      }
      if (envelope.sender !== this.instanceId) this.listeners.deliver(key.slice(prefix.length), envelope.event);
    });
    this.subscriber = subscriber;
    return subscriber;
  }

  private key(channel: string): string {
    return `${this.options.prefix}:live:${channel}`;
  }

  /** Shown by CLIENT LIST, so an operator can tell these connections apart (names take no spaces). */
  private connectionName(role: 'publisher' | 'subscriber'): string {
    return `${this.options.prefix}:live-updates-${role}`.replace(/\s/g, '_');
  }
}
