import { DynamicModule, Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { BullModule } from '@nestjs/bullmq';
import { redisOptionsFromUrl } from '../redis/redis.module';
import { BullMqQueueService } from './bullmq-queue.service';
import { AppConfig } from '../config/app.config';
import { QUEUE_NAMES, jobOptions } from './queue.constants';
import { InProcessQueueService } from './in-process-queue.service';
import { QueueService } from './queue.service';

/** The queue driver factory: BullMQ when REDIS_URL is set, otherwise in-process. */
@Global()
@Module({})
export class QueueModule {
  static forRoot(config: AppConfig): DynamicModule {
    if (!config.REDIS_URL) {
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
          connection: redisOptionsFromUrl(config.REDIS_URL),
          prefix: config.REDIS_PREFIX,
          defaultJobOptions: jobOptions(config.QUEUE_RETRY_DELAY_MS),
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
