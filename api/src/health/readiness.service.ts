import { HttpStatus, Injectable, ServiceUnavailableException } from '@nestjs/common';
import {
  HealthCheckResult,
  HealthCheckService,
  HealthIndicatorFunction,
  HealthIndicatorService,
  TypeOrmHealthIndicator,
} from '@nestjs/terminus';
import type { Redis } from 'ioredis';
import { withTimeout } from '../common/with-timeout';
import { QueueService } from '../queue/queue.service';
import { InjectRedis } from '../redis/redis.module';

/** How long readiness waits on each dependency: a check that hangs would make the balancer guess. */
export const READINESS_TIMEOUT_MS = 1000;

export interface ReadinessReport {
  status: HttpStatus.OK | HttpStatus.SERVICE_UNAVAILABLE;
  /** Terminus's report: one entry per dependency, "up", or "down" and why. */
  body: HealthCheckResult;
}

/** Whether the process's dependencies answer: the database, the queues, and Redis when configured (api and worker). */
@Injectable()
export class ReadinessService {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly indicators: HealthIndicatorService,
    private readonly queues: QueueService,
    @InjectRedis() private readonly redis: Redis | null,
  ) {}

  async report(): Promise<ReadinessReport> {
    const checks: HealthIndicatorFunction[] = [
      () => this.database.pingCheck('database', { timeout: READINESS_TIMEOUT_MS }),
      () => this.check('queue', () => this.queues.depth(READINESS_TIMEOUT_MS)),
    ];
    const redis = this.redis;
    if (redis) {
      checks.push(() =>
        this.check('redis', async () => {
          // A client that is reconnecting would hold the ping until it is back.
          if (redis.status !== 'ready') throw new Error(`Redis connection is ${redis.status}`);
          await withTimeout(redis.ping(), READINESS_TIMEOUT_MS);
        }),
      );
    }
    try {
      return { status: HttpStatus.OK, body: await this.health.check(checks) };
    } catch (error) {
      // Terminus reports a failed check as a 503 carrying every entry.
      if (!(error instanceof ServiceUnavailableException)) throw error;
      return { status: HttpStatus.SERVICE_UNAVAILABLE, body: error.getResponse() as HealthCheckResult };
    }
  }

  private async check(key: string, probe: () => Promise<unknown>) {
    const indicator = this.indicators.check(key);
    try {
      await probe();
      return indicator.up();
    } catch (error) {
      return indicator.down({ message: (error as Error).message });
    }
  }
}
