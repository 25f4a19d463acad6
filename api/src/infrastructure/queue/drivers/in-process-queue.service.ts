import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { DiscoveryService, Reflector } from '@nestjs/core';
import { randomUUID } from 'node:crypto';
import { AppConfig } from '../../../config/app.config';
import { JOB_ATTEMPTS, QUEUE_NAMES, QueueName, backoffDelay } from '../queue.constants';
import { EnqueueOptions, QueueDepth, QueueJob, QueueService } from '../queue.service';

/** @nestjs/bullmq's metadata key of `@Processor(queue)`: both drivers run the same processor classes. */
const PROCESSOR_METADATA = 'bullmq:processor_metadata';

/** The longest delay setTimeout honours (about 24.8 days); a longer one fires after 1 ms. */
const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

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
  /** Jobs waiting for their time, and jobs running, each with its queue. */
  private readonly timers = new Map<NodeJS.Timeout, QueueName>();
  private readonly queuedIds = new Set<string>();
  private readonly running = new Map<Promise<void>, QueueName>();
  /** Jobs that failed their last attempt, per queue, since the process started. */
  private readonly failed = new Map<QueueName, number>();
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

  async depth(): Promise<QueueDepth[]> {
    const count = (jobs: Map<unknown, QueueName>, queue: QueueName) =>
      [...jobs.values()].filter((name) => name === queue).length;
    return QUEUE_NAMES.map((queue) => ({
      queue,
      waiting: count(this.timers, queue),
      active: count(this.running, queue),
      failed: this.failed.get(queue) ?? 0,
    }));
  }

  /** Resolves when every queued job (of `queue`, else of all), retries included, has finished (tests). */
  async drain(queue?: QueueName): Promise<void> {
    const of = (jobs: Map<unknown, QueueName>) => [...jobs].filter(([, name]) => !queue || name === queue);
    while (of(this.timers).length > 0 || of(this.running).length > 0) {
      await Promise.race([...of(this.running).map(([run]) => run), new Promise((resolve) => setTimeout(resolve, 10))]);
    }
  }

  async onApplicationShutdown() {
    this.closed = true;
    for (const timer of this.timers.keys()) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled(this.running.keys());
  }

  private schedule(queue: QueueName, job: QueueJob, delay: number) {
    if (this.closed) return;
    // A longer delay than a timer takes would fire at once: the wait is taken in steps.
    const step = Math.min(delay, MAX_TIMER_DELAY_MS);
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (delay > step) return this.schedule(queue, job, delay - step);
      const run = this.run(queue, job).finally(() => this.running.delete(run));
      this.running.set(run, queue);
    }, step);
    this.timers.set(timer, queue);
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
        this.failed.set(queue, (this.failed.get(queue) ?? 0) + 1);
        this.logger.error(`${queue}/${job.name} failed after ${attemptsMade} attempts: ${(error as Error).message}`);
      }
    }
  }
}
