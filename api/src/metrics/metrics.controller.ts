import { Controller, ForbiddenException, Get, Header, Req } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../common/access/access.decorators';
import { ErrorResponseDto } from '../common/error-response.dto';
import { AppConfig } from '../config/app.config';
import { metricsAccess, requesterOf } from './metrics-access';
import { MetricsService } from './metrics.service';

const METRICS_EXAMPLE = `# HELP http_request_duration_seconds HTTP requests by route (the route pattern, or what answered it) and status, from arrival to the last byte
# TYPE http_request_duration_seconds histogram
http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/services",status="200"} 118
http_request_duration_seconds_count{method="GET",route="/api/services",status="200"} 120
# HELP outbox_pending_messages Messages (e-mails, texts) committed and not yet sent
# TYPE outbox_pending_messages gauge
outbox_pending_messages 3
`;

@ApiTags('metrics')
@Public()
@Controller('metrics')
export class MetricsController {
  private readonly allows: ReturnType<typeof metricsAccess>;

  constructor(
    private readonly metrics: MetricsService,
    config: AppConfig,
  ) {
    this.allows = metricsAccess(config);
  }

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: "The process's metrics, in Prometheus's text format",
    description:
      "For Prometheus: request durations by route and status, server renders and their fallbacks by reason, queue depth and failed jobs per queue, the outbox backlog and the age of its oldest message, event-loop lag, heap and resident memory, the database pool. Reachable with `Authorization: Bearer <METRICS_TOKEN>`, or from the addresses in METRICS_ALLOW (loopback when unset, outside production): the connection's own address and, when it is a proxy TRUST_PROXY names, the address it forwarded, must both be in it (a visitor coming through a proxy on loopback is not loopback); never for a call of the server render; 403 otherwise. Each replica answers for itself: scrape every one. The worker serves the same on its own port (WORKER_PORT, `/metrics`).",
  })
  @ApiProduces('text/plain')
  @ApiOkResponse({
    description: 'The metrics (text/plain; version=0.0.4)',
    content: { 'text/plain': { schema: { type: 'string' }, example: METRICS_EXAMPLE } },
  })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Neither the token nor an allowed address' })
  async getMetrics(@Req() request: Request): Promise<string> {
    if (!this.allows(requesterOf(request))) {
      throw new ForbiddenException(
        'The metrics are for the operator: send the metrics token, or ask from an allowed address.',
      );
    }
    request.res?.type(this.metrics.contentType);
    return this.metrics.scrape();
  }
}
