import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { QueueService } from '../infrastructure/queue/queue.service';

/**
 * The process's own figures (heap, resident memory, event-loop lag, garbage collection): collected once per
 * process however many applications it starts (the tests start hundreds), since their monitors run for good.
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** How long a scrape waits on the queues or the database for a figure before leaving it out. */
const COLLECT_TIMEOUT_MS = 1000;

/** Why a page went to the browser to render instead of arriving rendered. */
export type RenderFallbackReason = 'timeout' | 'error' | 'head unavailable';

/** What the web handlers report of their server renders. */
export interface RenderObserver {
  /** A render finished (or failed) after `seconds`. */
  rendered(seconds: number): void;
  fellBack(reason: RenderFallbackReason): void;
}

/** node-postgres's pool, as TypeORM's PostgreSQL driver holds it. */
interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/**
 * The process's figures in Prometheus's format (prom-client), for `/api/metrics` and the worker's `/metrics`:
 * the default process metrics (heap, resident memory, event-loop lag, garbage collection), HTTP request
 * durations, server renders and their fallbacks, queue depth and failed jobs, the outbox's backlog and the
 * database pool. Figures that need a dependency are read at scrape time and left out when it does not answer.
 */
@Injectable()
export class MetricsService {
  /** This application's series; the process's own are added to every scrape. */
  private readonly registry = new Registry();
  readonly contentType = this.registry.contentType;

  readonly httpRequestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by route (the route pattern, or what answered it) and status, from arrival to the last byte',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly renderDuration = new Histogram({
    name: 'ssr_render_duration_seconds',
    help: 'Server renders of public pages (cache misses), successful or not',
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 3],
    registers: [this.registry],
  });

  readonly renderFallbacks = new Counter({
    name: 'ssr_render_fallbacks_total',
    help: 'Pages served for the browser to render because the server render failed, by reason',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });

  constructor(queues: QueueService, @InjectDataSource() dataSource: DataSource) {
    processMetrics();

    new Gauge({
      name: 'queue_jobs',
      help: 'Jobs per queue: waiting (delayed included), active, and failed (their last attempt)',
      labelNames: ['queue', 'state'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        const depths = await queues.depth(COLLECT_TIMEOUT_MS).catch(() => []);
        for (const { queue, waiting, active, failed } of depths) {
          this.set({ queue, state: 'waiting' }, waiting);
          this.set({ queue, state: 'active' }, active);
          this.set({ queue, state: 'failed' }, failed);
        }
      },
    });

    // Both outbox figures come from one query per scrape: a scrape collects every gauge at once, and the
    // second one joins the query the first started.
    let outboxQuery: Promise<{ pending: number; oldest: number } | undefined> | undefined;
    const outbox = () =>
      (outboxQuery ??= dataSource
        .query(
          `SELECT count(*)::int AS pending,
                  coalesce(extract(epoch FROM now() - min(created_at)), 0)::float AS oldest
             FROM outbox_messages WHERE status = 'pending'`,
        )
        .then(([row]: { pending: number; oldest: number }[]) => row)
        .catch(() => undefined)
        .finally(() => (outboxQuery = undefined)));
    new Gauge({
      name: 'outbox_pending_messages',
      help: 'Messages (e-mails, texts) committed and not yet sent',
      registers: [this.registry],
      async collect() {
        this.reset();
        const row = await outbox();
        if (row) this.set(row.pending);
      },
    });
    new Gauge({
      name: 'outbox_oldest_pending_age_seconds',
      help: 'Age of the oldest message not yet sent (0 when none): how far the outbox lags',
      registers: [this.registry],
      async collect() {
        this.reset();
        const row = await outbox();
        if (row) this.set(row.oldest);
      },
    });

    new Gauge({
      name: 'db_pool_connections',
      help: 'Database pool: connections in use and idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const pool = (dataSource.driver as PostgresDriver).master as PoolCounts | undefined;
        if (!pool) return;
        this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }

  /** Every series, in Prometheus's text format. */
  async scrape(): Promise<string> {
    return `${await processMetrics().metrics()}\n${await this.registry.metrics()}`;
  }

  /** Renders, and pages the browser had to render instead, as the web handlers report them. */
  readonly renders: RenderObserver = {
    rendered: (seconds) => this.renderDuration.observe(seconds),
    fellBack: (reason) => this.renderFallbacks.inc({ reason }),
  };
}
