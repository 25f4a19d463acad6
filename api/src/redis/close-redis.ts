import type { Redis } from 'ioredis';
import { withTimeout } from '../common/with-timeout';

/** How long a clean QUIT may take before the connection is dropped instead. */
export const REDIS_QUIT_WAIT_MS = 1_000;

/**
 * Closes a Redis connection without ever waiting on a Redis that is gone: QUIT while connected (bounded),
 * otherwise the connection is dropped (a QUIT on a reconnecting client waits for Redis to come back).
 */
export async function closeRedis(connection: Redis): Promise<void> {
  if (connection.status === 'end') return;
  if (connection.status !== 'ready') return connection.disconnect();
  await withTimeout(connection.quit(), REDIS_QUIT_WAIT_MS).catch(() => connection.disconnect());
}
