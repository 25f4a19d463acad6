import type { INestApplicationContext } from '@nestjs/common';
import { createServer, Server } from 'node:http';
import { AppConfig } from './config/app.config';
import { ReadinessService } from './health/readiness.service';
import { metricsAccess } from './metrics/metrics-access';
import { MetricsService } from './metrics/metrics.service';

/**
 * The worker has no API: this small server answers its orchestrator and Prometheus on WORKER_PORT with the
 * api's own checks and figures: `/health/live`, `/health/ready` (503 naming what is down) and `/metrics`
 * (METRICS_TOKEN or METRICS_ALLOW, as on the api).
 */
export function workerHttpServer(app: INestApplicationContext): Server {
  const config = app.get(AppConfig);
  const readiness = app.get(ReadinessService);
  const metrics = app.get(MetricsService);
  const allows = metricsAccess(config);
  const json = (status: number, body: unknown) => ({ status, type: 'application/json', text: JSON.stringify(body) });

  const answer = async (method: string, path: string, peer: string | undefined, authorization: string | undefined) => {
    if (method !== 'GET' && method !== 'HEAD') return json(405, { statusCode: 405, message: 'Only GET and HEAD' });
    if (path === '/health/live') return json(200, { status: 'ok' });
    if (path === '/health/ready') {
      const { status, body } = await readiness.report();
      return json(status, body);
    }
    if (path === '/metrics') {
      // The worker's port is not behind a proxy: the connection's peer is the client.
      if (!allows({ addresses: peer ? [peer] : [], authorization, renderCall: false })) {
        return json(403, {
          statusCode: 403,
          message: 'The metrics are for the operator: send the metrics token, or ask from an allowed address.',
        });
      }
      return { status: 200, type: metrics.contentType, text: await metrics.scrape() };
    }
    return json(404, { statusCode: 404, message: `No such endpoint: ${method} ${path}` });
  };

  return createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://worker').pathname;
    answer(request.method ?? 'GET', path, request.socket.remoteAddress, request.headers.authorization)
      .catch(() => json(500, { statusCode: 500, message: 'Something went wrong on our side' }))
      .then(({ status, type, text }) => {
        response.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : text);
      });
  });
}
