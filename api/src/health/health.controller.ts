import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { HealthCheck } from '@nestjs/terminus';
import type { Response } from 'express';
import { Public } from '../common/access/access.decorators';
import { DOWN_REASONS, READINESS_TIMEOUT_MS, ReadinessService } from './readiness.service';

export class LivenessDto {
  @ApiProperty({ enum: ['ok'], example: 'ok', description: 'Always "ok": the process runs and answers' })
  status!: 'ok';
}

@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(private readonly readiness: ReadinessService) {}

  @Get('live')
  @ApiOperation({
    summary: 'Liveness: the process runs',
    description:
      'For the orchestrator: 200 at once while the process runs, whatever its dependencies are doing (restart the process only when this fails). Asks nothing of the database or Redis. Not rate-limited, not logged.',
  })
  @ApiOkResponse({ type: LivenessDto, description: 'The process runs' })
  getLiveness(): LivenessDto {
    return { status: 'ok' };
  }

  @Get('ready')
  @HealthCheck()
  @ApiOperation({
    summary: 'Readiness: the database, Redis and the queues answer (503 naming what does not)',
    description: `For load balancers: 200 when the database, and Redis and the queues when configured, each answer within ${READINESS_TIMEOUT_MS} ms; 503 otherwise, with one entry per dependency: "up", or "down" with a fixed reason, "${DOWN_REASONS.unreachable}" or "${DOWN_REASONS.timeout}" (never a driver's message, which can name hosts and users: that goes to the server's log). Never waits longer than that on a dependency. Not rate-limited, not logged. Changes nothing.`,
  })
  async getReadiness(@Res({ passthrough: true }) response: Response) {
    const { status, body } = await this.readiness.report();
    // Answered as documented, not folded into the error shape: a balancer or an operator sees what is down.
    response.status(status);
    return body;
  }
}
