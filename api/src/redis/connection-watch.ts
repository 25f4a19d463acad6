import { Logger } from '@nestjs/common';

const logger = new Logger('Redis');

/**
 * Logs a Redis connection's outage once when it starts and once when it ends, with how long it lasted,
 * instead of one line per reconnect attempt (and keeps ioredis from printing "Unhandled error event"
 * stack traces, which it does for a client without an error listener).
 */
/** What is watched: an ioredis client, or BullMQ's adapter around one. */
interface RedisConnectionEvents {
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'ready', listener: () => void): unknown;
}

export function watchRedisConnection(connection: RedisConnectionEvents, name: string): void {
  let downSince: number | undefined;
  connection.on('error', (error: Error) => {
    if (downSince !== undefined) return;
    downSince = Date.now();
    logger.warn({ connection: name, error: error.message }, `Redis connection "${name}" lost: ${error.message}`);
  });
  connection.on('ready', () => {
    if (downSince === undefined) return;
    const outageMs = Date.now() - downSince;
    downSince = undefined;
    logger.log({ connection: name, outageMs }, `Redis connection "${name}" is back after ${outageMs} ms`);
  });
}
