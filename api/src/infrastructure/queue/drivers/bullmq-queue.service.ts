import { BeforeApplicationShutdown, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService, ModuleRef } from '@nestjs/core';
import { BullRegistrar, getQueueToken, WorkerHost } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { DependencyUnavailableException } from '../../../common/dependency-unavailable.exception';
import { AppConfig } from '../../../config/app.config';
import { watchRedisConnection } from '../../../redis/connection-watch';
import { withTimeout } from '../../../common/with-timeout';
import { QUEUE_NAMES, type QueueName } from '../queue.constants';
import { EnqueueOptions, QueueDepth, QueueService } from '../queue.service';

/**
 * How long adding a job may wait on Redis. BullMQ waits for a lost connection to come back; a request
 * must not: it gets a 503 instead (and background work leaves the job to its sweep).
 */
const ADD_TIMEOUT_MS = 2000;

/** How long stopping waits to learn whether Redis is there. */
const SHUTDOWN_PROBE_MS = 500;

/** Jobs in Redis; this process consumes them only when QUEUE_WORKERS is on (api replicas may not). */
@Injectable()
export class BullMqQueueService extends QueueService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  constructor(
    private readonly moduleRef: ModuleRef,
    private readonly config: AppConfig,
    private readonly discovery: DiscoveryService,
  ) {
    super();
  }

  /**
   * With Redis gone, BullMQ's own shutdown (next) would QUIT on reconnecting connections and wait for Redis to
   * come back: the workers are closed without waiting for their jobs and the queues' connections dropped first,
   * so it finds them closed (docs/operations.md#stopping). With Redis there, running jobs finish as usual.
   */
  async beforeApplicationShutdown() {
    const clients = await withTimeout(
      Promise.all(QUEUE_NAMES.map((name) => this.queue(name).backend.client)),
      SHUTDOWN_PROBE_MS,
    ).catch(() => undefined);
    if (clients?.every((client) => client.status === 'ready')) return;
    const workers = this.discovery
      .getProviders()
      .map((wrapper) => wrapper.instance as unknown)
      .filter((instance): instance is WorkerHost => instance instanceof WorkerHost)
      .flatMap((host) => {
        try {
          return [host.worker];
        } catch {
          return []; // A processor whose worker was never started (QUEUE_WORKERS off).
        }
      });
    await Promise.all(workers.map((worker) => worker.close(true).catch(() => undefined)));
    // Their own connections, not Queue.disconnect(), which waits for a connection to be made first.
    for (const client of clients ?? []) client.disconnect();
  }

  onApplicationBootstrap() {
    for (const name of QUEUE_NAMES) {
      const queue = this.queue(name);
      // The queue repeats its connection's errors, and an emitter without an error listener throws: the
      // connection's watch logs the outage once, and its end.
      queue.on('error', () => undefined);
      void queue.backend.client.then((client) => watchRedisConnection(client, `queue ${name}`));
    }
    if (this.config.QUEUE_WORKERS) this.moduleRef.get(BullRegistrar, { strict: false }).register();
  }

  private queue(name: QueueName): Queue {
    return this.moduleRef.get<Queue>(getQueueToken(name), { strict: false });
  }

  async add<T>(queue: QueueName, name: string, data: T, options: EnqueueOptions = {}) {
    await withTimeout(
      this.queue(queue).add(name, data, options),
      ADD_TIMEOUT_MS,
      () => new DependencyUnavailableException(),
    );
  }

  async depth(timeoutMs: number): Promise<QueueDepth[]> {
    return withTimeout(
      Promise.all(
        QUEUE_NAMES.map(async (queue) => {
          const counts = await this.queue(queue).getJobCounts('wait', 'prioritized', 'delayed', 'active', 'failed');
          const waiting = counts.wait + counts.prioritized + counts.delayed;
          return { queue, waiting, active: counts.active, failed: counts.failed };
        }),
      ),
      timeoutMs,
    );
  }
}
