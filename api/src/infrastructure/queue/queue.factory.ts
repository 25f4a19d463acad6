import type { DynamicModule } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { BullModule } from '@nestjs/bullmq';
import type { AppConfig } from '../../config/app.config';
import { redisOptionsFromUrl } from '../../redis/redis.module';
import { BullMqQueueService } from './drivers/bullmq-queue.service';
import { InProcessQueueService } from './drivers/in-process-queue.service';
import { QUEUE_NAMES, jobOptions } from './queue.constants';
import { QueueService } from './queue.service';

/**
 * The queue driver QUEUE_DRIVER names (AppConfig.queueDriver: bullmq when REDIS_URL is set), as the Nest wiring
 * it needs: both drivers find the `@Processor` classes through Nest, and BullMQ's queues are Nest providers.
 */
export function queueDriverWiring(config: AppConfig): Pick<DynamicModule, 'imports' | 'providers' | 'exports'> {
  switch (config.queueDriver) {
    case 'in-process':
      return {
        imports: [DiscoveryModule],
        providers: [InProcessQueueService, { provide: QueueService, useExisting: InProcessQueueService }],
        exports: [QueueService, InProcessQueueService],
      };
    case 'bullmq':
      return {
        imports: [
          DiscoveryModule,
          BullModule.forRoot({
            connection: redisOptionsFromUrl(config.REDIS_URL!),
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
