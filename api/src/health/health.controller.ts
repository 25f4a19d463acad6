import { Public } from '../common/access/access.decorators';
import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  HealthCheck,
  HealthCheckService,
  HealthIndicatorFunction,
  HealthIndicatorService,
  TypeOrmHealthIndicator,
} from '@nestjs/terminus';
import type { Redis } from 'ioredis';
import { InjectRedis } from '../redis/redis.module';

@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly indicators: HealthIndicatorService,
    @InjectRedis() private readonly redis: Redis | null,
  ) {}

  @Get()
  @HealthCheck()
  @ApiOperation({
    summary: 'Liveness of the database, and of Redis when configured (503 when one is down)',
    description:
      'For load balancers and uptime checks: 200 while the database (and Redis, when configured) answer, 503 with the failing part otherwise. Not rate-limited, not logged. Changes nothing.',
  })
  getHealth() {
    const checks: HealthIndicatorFunction[] = [() => this.database.pingCheck('database', { timeout: 3000 })];
    const redis = this.redis;
    if (redis) {
      checks.push(async () => {
        const indicator = this.indicators.check('redis');
        try {
          await redis.ping();
          return indicator.up();
        } catch (error) {
          return indicator.down({ message: (error as Error).message });
        }
      });
    }
    return this.health.check(checks);
  }
}
