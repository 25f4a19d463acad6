import { DynamicModule, Global, Inject, Injectable, Module, OnApplicationShutdown } from '@nestjs/common';
import IORedis, { Redis } from 'ioredis';
import { closeRedis } from './close-redis';
import { watchRedisConnection } from './connection-watch';

export const REDIS = Symbol('REDIS');

/** The process's Redis client, or null when REDIS_URL is unset (embedded defaults apply). */
export const InjectRedis = () => Inject(REDIS);

@Injectable()
class RedisShutdown implements OnApplicationShutdown {
  constructor(@InjectRedis() private readonly redis: Redis | null) {}

  async onApplicationShutdown() {
    if (this.redis) await closeRedis(this.redis);
  }
}

function sharedClient(url: string): Redis {
  const client = new IORedis(redisOptionsFromUrl(url));
  watchRedisConnection(client, 'shared');
  return client;
}

@Global()
@Module({})
export class RedisModule {
  static forRoot(url: string | undefined): DynamicModule {
    return {
      module: RedisModule,
      providers: [
        // BullMQ workers need maxRetriesPerRequest: null on connections they share.
        { provide: REDIS, useFactory: () => (url ? sharedClient(url) : null) },
        RedisShutdown,
      ],
      exports: [REDIS],
    };
  }
}

/** ioredis options from a redis:// or rediss:// URL, for libraries that open their own connections. */
export function redisOptionsFromUrl(url: string) {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 6379),
    username: parsed.username ? decodeURIComponent(parsed.username) : undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    db: parsed.pathname.length > 1 ? Number(parsed.pathname.slice(1)) : 0,
    tls: parsed.protocol === 'rediss:' ? {} : undefined,
    maxRetriesPerRequest: null,
  };
}
