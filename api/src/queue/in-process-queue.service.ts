import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { DiscoveryService, Reflector } from '@nestjs/core';
import { randomUUID } from 'node:crypto';
import { AppConfig } from '../config/app.config';
import { JOB_ATTEMPTS, QueueName, backoffDelay } from './queue.constants';
import { EnqueueOptions, QueueJob, QueueService } from './queue.service';

/** @nestjs/bullmq's metadata key of `@Processor(queue)`: both drivers run the same processor classes. */
const PROCESSOR_METADATA = 'bullmq:processor_metadata';

interface JobProcessor {
  process(job: QueueJob): Promise<unknown>;
}

/**
 * The embedded default: jobs run in this process with BullMQ's attempts and backoff.
 * Not durable across restarts; the database outbox is what makes messages durable.
 */
@Injectable()
export class InProcessQueueService extends QueueService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Queue');
  private readonly processors = new Map<string, JobProcessor>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly queuedIds = new Set<string>();
  private readonly running = new Set<Promise<void>>();
  private closed = false;

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly reflector: Reflector,
    private readonly config: AppConfig,
  ) {
    super();
  }

  onModuleInit() {
    for (const wrapper of this.discovery.getProviders()) {
      if (!wrapper.metatype || !wrapper.instance) continue;
      const meta = this.reflector.get<{ name: string } | undefined>(PROCESSOR_METADATA, wrapper.metatype);
      if (meta?.name) this.processors.set(meta.name, wrapper.instance as JobProcessor);
    }
  }

  async add<T>(queue: QueueName, name: string, data: T, options: EnqueueOptions = {}) {
    const id = options.jobId ?? randomUUID();
    if (this.queuedIds.has(id)) return;
    this.queuedIds.add(id);
    this.schedule(queue, { id, name, data, attemptsMade: 0 }, options.delay ?? 0);
  }

  /** Resolves when every queued job, retries included, has finished (tests and shutdown). */
  async drain(): Promise<void> {
    while (this.timers.size > 0 || this.running.size > 0) {
      await Promise.race([...this.running, new Promise((resolve) => setTimeout(resolve, 10))]);
    }
  }

  async onApplicationShutdown() {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled(this.running);
  }

  private schedule(queue: QueueName, job: QueueJob, delay: number) {
    if (this.closed) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const run = this.run(queue, job).finally(() => this.running.delete(run));
      this.running.add(run);
    }, delay);
    this.timers.add(timer);
  }

  private async run(queue: QueueName, job: QueueJob) {
    const processor = this.processors.get(queue);
    if (!processor) {
      this.logger.error(`No processor for queue "${queue}"; job ${job.name} dropped`);
      return;
    }
    try {
      await processor.process(job);
      this.queuedIds.delete(job.id!);
    } catch (error) {
      const attemptsMade = job.attemptsMade + 1;
      if (attemptsMade < JOB_ATTEMPTS) {
        this.logger.warn(`${queue}/${job.name} attempt ${attemptsMade} failed: ${(error as Error).message}`);
        this.schedule(queue, { ...job, attemptsMade }, backoffDelay(attemptsMade, this.config.QUEUE_RETRY_DELAY_MS));
      } else {
        this.queuedIds.delete(job.id!);
        this.logger.error(`${queue}/${job.name} failed after ${attemptsMade} attempts: ${(error as Error).message}`);
      }
    }
  }
}
