import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { ExecutionContext, Global, Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import type { Request } from 'express';
import type { Redis } from 'ioredis';
import { createHash } from 'node:crypto';
import { clientNetwork } from '../common/client-address';
import { AppConfig } from '../config/app.config';
import { REDIS } from '../redis/redis.module';
import { FallbackThrottlerStorage } from './fallback-throttler-storage';

/**
 * The named limits: `ip` per client address, `account` per e-mail (or signed-in account) and client address.
 * A client address is counted by its network (clientNetwork: an IPv6 client by its /64).
 */
export const THROTTLERS = { ip: 'ip', account: 'account' } as const;

const ACCOUNT_WINDOW_MS = 15 * 60_000;

/**
 * The account a request is about (the e-mail it names, else the signed-in account), from this client
 * address: one client's attempts never lock the owner out elsewhere. The ceiling across all clients is
 * SignInFailures' (AUTH_SIGN_IN_CEILING).
 */
export function accountTracker(request: Request): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  const client = `ip:${clientNetwork(request.ip)}`;
  if (typeof email === 'string' && email.trim()) return `email:${email.trim().toLowerCase()}|${client}`;
  return request.sessionUser ? `user:${request.sessionUser.id}|${client}` : client;
}

/**
 * The Redis (or memory) key of one counter: the deployment's prefix, the throttler, the operation (or
 * group of operations) counted, and a hash of the tracker, so no address is kept in clear.
 */
export function throttleKey(config: AppConfig, throttler: string, operation: string, tracker: string): string {
  const hash = createHash('sha256').update(tracker).digest('hex').slice(0, 32);
  return `${config.REDIS_PREFIX}:throttle:${throttler}:${operation}:${hash}`;
}

/** The 429 message: human, and says how long to wait (the web shows it as is; docs/web.md). */
export function rateLimitMessage(secondsToWait: number): string {
  const minutes = Math.max(1, Math.ceil(secondsToWait / 60));
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/**
 * @nestjs/throttler with its counters in Redis when REDIS_URL is set (so every replica shares them),
 * in memory otherwise. Sign-in operations opt in with `@UseGuards(ThrottlerGuard)`; other public operations
 * with `@RateLimit(name)` (rate-limits.ts), which applies their own per-IP limit.
 */
@Global()
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [AppConfig, REDIS],
      useFactory: (config: AppConfig, redis: Redis | null) => {
        const generateKey = (context: ExecutionContext, tracker: string, name: string) =>
          throttleKey(config, name, `${context.getClass().name}.${context.getHandler().name}`, tracker);
        return {
          storage: redis ? new FallbackThrottlerStorage(redis, new ThrottlerStorageRedisService(redis)) : undefined,
          errorMessage: (_context, detail) => rateLimitMessage(detail.timeToBlockExpire),
          throttlers: [
            {
              name: THROTTLERS.ip,
              ttl: 60_000,
              limit: config.AUTH_RATE_LIMIT_PER_IP,
              getTracker: (request) => clientNetwork(request.ip),
              generateKey,
            },
            {
              name: THROTTLERS.account,
              ttl: ACCOUNT_WINDOW_MS,
              limit: config.AUTH_RATE_LIMIT_PER_ACCOUNT,
              getTracker: (request) => accountTracker(request as Request),
              generateKey,
            },
          ],
        };
      },
    }),
  ],
  exports: [ThrottlerModule],
})
export class ThrottlingModule {}
