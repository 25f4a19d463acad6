import { stat } from 'node:fs';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { Redis } from 'ioredis';
import { FallbackThrottlerStorage } from './fallback-throttler-storage';

type ThrottlerRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

const SHARED_RECORD: ThrottlerRecord = { totalHits: 42, timeToExpire: 60, isBlocked: false, timeToBlockExpire: 0 };
const readyRedis = { status: 'ready' } as Redis;

/** Shared counters that answer through real I/O (a file-system call), as Redis's reply comes off a socket. */
const answeringShared: ThrottlerStorage = {
  increment: () => new Promise((resolve) => stat(__filename, () => resolve(SHARED_RECORD))),
};
const silentShared: ThrottlerStorage = { increment: () => new Promise(() => undefined) };

const increment = (storage: FallbackThrottlerStorage) => storage.increment('ip:203.0.113.9', 60_000, 5, 0, 'forms');

function keepTheEventLoopBusy(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until);
}

describe('FallbackThrottlerStorage', () => {
  it('counts in Redis when its answer is waiting, even after the event loop stalled past the timeout', async () => {
    const storage = new FallbackThrottlerStorage(readyRedis, answeringShared);
    const pending = increment(storage);
    keepTheEventLoopBusy(700);
    await expect(pending).resolves.toEqual(SHARED_RECORD);
  });

  it('counts in this process when Redis does not answer within 500 ms', async () => {
    const storage = new FallbackThrottlerStorage(readyRedis, silentShared);
    const started = Date.now();
    const record = await increment(storage);
    expect(record.totalHits).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(490);
    expect((await increment(storage)).totalHits).toBe(2);
  });

  it('counts in this process at once while Redis is disconnected', async () => {
    const storage = new FallbackThrottlerStorage({ status: 'reconnecting' } as Redis, silentShared);
    expect((await increment(storage)).totalHits).toBe(1);
  });
});
