import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { BullRegistrar, getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { DependencyUnavailableException } from '../common/dependency-unavailable.exception';
import { AppConfig } from '../config/app.config';
import { QUEUE_NAMES, type QueueName } from './queue.constants';
import { EnqueueOptions, QueueService } from './queue.service';

/**
 * How long adding a job may wait on Redis. BullMQ waits for a lost connection to come back; a request
 * must not: it gets a 503 instead (and background work leaves the job to its sweep).
 */
const ADD_TIMEOUT_MS = 2000;

/** Jobs in Redis; this process consumes them only when QUEUE_WORKERS is on (api replicas may not). */
@Injectable()
export class BullMqQueueService extends QueueService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Queue');

  constructor(
    private readonly moduleRef: ModuleRef,
    private readonly config: AppConfig,
  ) {
    super();
  }

  onApplicationBootstrap() {
    // Without a listener, a lost Redis connection is printed as an unhandled error on every retry.
    for (const name of QUEUE_NAMES) {
      this.queue(name).on('error', (error) => this.logger.warn(`Queue ${name}: ${error.message}`));
    }
    if (this.config.QUEUE_WORKERS) this.moduleRef.get(BullRegistrar, { strict: false }).register();
  }

  private queue(name: QueueName): Queue {
    return this.moduleRef.get<Queue>(getQueueToken(name), { strict: false });
  }

  async add<T>(queue: QueueName, name: string, data: T, options: EnqueueOptions = {}) {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new DependencyUnavailableException()), ADD_TIMEOUT_MS);
    });
    // The add itself may still complete once Redis is back; the caller has moved on either way.
    await Promise.race([this.queue(queue).add(name, data, options), timeout]).finally(() => clearTimeout(timer));
  }
}
