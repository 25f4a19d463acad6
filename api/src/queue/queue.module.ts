import { DynamicModule, Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { BullModule } from '@nestjs/bullmq';
import { redisOptionsFromUrl } from '../redis/redis.module';
import { BullMqQueueService } from './bullmq-queue.service';
import { DEFAULT_JOB_OPTIONS, QUEUE_NAMES } from './queue.constants';
import { InProcessQueueService } from './in-process-queue.service';
import { QueueService } from './queue.service';

/** The queue driver factory: BullMQ when REDIS_URL is set, otherwise in-process. */
@Global()
@Module({})
export class QueueModule {
  static forRoot(redisUrl: string | undefined): DynamicModule {
    if (!redisUrl) {
      return {
        module: QueueModule,
        imports: [DiscoveryModule],
        providers: [InProcessQueueService, { provide: QueueService, useExisting: InProcessQueueService }],
        exports: [QueueService, InProcessQueueService],
      };
    }
    return {
      module: QueueModule,
      imports: [
        BullModule.forRoot({
          connection: redisOptionsFromUrl(redisUrl),
          defaultJobOptions: DEFAULT_JOB_OPTIONS,
          // Workers start only in processes that consume jobs (see BullMqQueueService).
          extraOptions: { manualRegistration: true },
        }),
        BullModule.registerQueue(...QUEUE_NAMES.map((name) => ({ name }))),
      ],
      providers: [BullMqQueueService, { provide: QueueService, useExisting: BullMqQueueService }],
      exports: [QueueService, BullModule],
    };
  }
}
