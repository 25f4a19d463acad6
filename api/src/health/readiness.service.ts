import { HttpStatus, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { HealthCheckResult, HealthCheckService, HealthIndicatorService } from '@nestjs/terminus';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Redis } from 'ioredis';
import { performance } from 'node:perf_hooks';
import { DataSource } from 'typeorm';
import { withTimeout } from '../common/with-timeout';
import { QueueService } from '../infrastructure/queue/queue.service';
import { InjectRedis } from '../redis/redis.module';

/** How long readiness waits on each dependency: a check that hangs would make the balancer guess. */
export const READINESS_TIMEOUT_MS = 1000;

/**
 * Why a dependency is down, as readiness tells anyone who asks: fixed words only. A driver's own message
 * can name hosts, ports and database users; it goes to the log, for the operator.
 */
export const DOWN_REASONS = {
  timeout: `no answer within ${READINESS_TIMEOUT_MS} ms`,
  unreachable: 'unreachable',
} as const;

export interface ReadinessReport {
  status: HttpStatus.OK | HttpStatus.SERVICE_UNAVAILABLE;
  /** Terminus's report: one entry per dependency, "up", or "down" with one of DOWN_REASONS. */
  body: HealthCheckResult;
}

/** Whether the process's dependencies answer: the database, the queues, and Redis when configured (api and worker). */
@Injectable()
export class ReadinessService {
  private readonly logger = new Logger('Readiness');
  /** Dependencies down at the last check: each outage is logged when it is first seen and when it ends. */
  private readonly down = new Set<string>();

  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queues: QueueService,
    @InjectRedis() private readonly redis: Redis | null,
  ) {}

  async report(): Promise<ReadinessReport> {
    const checks = [
      () => this.check('database', () => this.dataSource.query('SELECT 1')),
      () => this.check('queue', () => this.queues.depth(READINESS_TIMEOUT_MS)),
    ];
    const redis = this.redis;
    if (redis) {
      checks.push(() =>
        this.check('redis', async () => {
          // A client that is reconnecting would hold the ping until it is back.
          if (redis.status !== 'ready') throw new Error(`Redis connection is ${redis.status}`);
          return redis.ping();
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
    const started = performance.now();
    try {
      await withTimeout(probe(), READINESS_TIMEOUT_MS);
      if (this.down.delete(key)) this.logger.log(`${key} answers again`);
      return indicator.up();
    } catch (error) {
      // Told by the time it took: the queues' own wait gives up at the same moment, with an error of its own.
      const timedOut = performance.now() - started >= READINESS_TIMEOUT_MS;
      const reason = timedOut ? DOWN_REASONS.timeout : DOWN_REASONS.unreachable;
      if (!this.down.has(key)) {
        this.down.add(key);
        this.logger.warn(`${key} is down (${reason}): ${(error as Error).message}`);
      }
      return indicator.down({ message: reason });
    }
  }
}
