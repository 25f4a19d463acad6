import { Logger } from '@nestjs/common';
import { ThrottlerStorage, ThrottlerStorageService } from '@nestjs/throttler';
import type { Redis } from 'ioredis';
import { withTimeout } from '../common/with-timeout';

type ThrottlerRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/** How long a request waits on Redis for its counter before counting in this process instead. */
const REDIS_TIMEOUT_MS = 500;

/**
 * Rate-limit counters in Redis (shared by every replica), and in this process's memory while Redis is
 * unreachable: a request never waits on a Redis that is down (ioredis would hold the command until it
 * reconnects), and the limits still hold per process meanwhile.
 */
export class FallbackThrottlerStorage implements ThrottlerStorage {
  private readonly logger = new Logger('Throttler');
  private readonly memory = new ThrottlerStorageService();
  private degraded = false;

  constructor(
    private readonly redis: Redis,
    private readonly shared: ThrottlerStorage,
  ) {}

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerRecord> {
    const local = () => this.memory.increment(key, ttl, limit, blockDuration, throttlerName);
    if (this.redis.status !== 'ready') {
      this.noteDegraded(`Redis is ${this.redis.status}`);
      return local();
    }
    try {
      const record = await withTimeout(
        this.shared.increment(key, ttl, limit, blockDuration, throttlerName),
        REDIS_TIMEOUT_MS,
      );
      if (this.degraded) {
        this.degraded = false;
        this.logger.log('Rate-limit counters are back in Redis');
      }
      return record;
    } catch (error) {
      this.noteDegraded((error as Error).message);
      return local();
    }
  }

  private noteDegraded(reason: string) {
    if (this.degraded) return;
    this.degraded = true;
    this.logger.warn(`Rate-limit counters kept in this process until Redis answers again (${reason})`);
  }
}
