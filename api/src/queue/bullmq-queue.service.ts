import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { BullRegistrar, getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { AppConfig } from '../config/app.config';
import type { QueueName } from './queue.constants';
import { EnqueueOptions, QueueService } from './queue.service';

/** Jobs in Redis; this process consumes them only when QUEUE_WORKERS is on (api replicas may not). */
@Injectable()
export class BullMqQueueService extends QueueService implements OnApplicationBootstrap {
  constructor(
    private readonly moduleRef: ModuleRef,
    private readonly config: AppConfig,
  ) {
    super();
  }

  onApplicationBootstrap() {
    if (this.config.QUEUE_WORKERS) this.moduleRef.get(BullRegistrar, { strict: false }).register();
  }

  async add<T>(queue: QueueName, name: string, data: T, options: EnqueueOptions = {}) {
    const target = this.moduleRef.get<Queue>(getQueueToken(queue), { strict: false });
    await target.add(name, data, options);
  }
}
