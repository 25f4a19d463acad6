import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { BullRegistrar, getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { AppConfig } from '../config/app.config';
import { QUEUE_NAMES, type QueueName } from './queue.constants';
import { EnqueueOptions, QueueService } from './queue.service';

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
    await this.queue(queue).add(name, data, options);
  }
}
