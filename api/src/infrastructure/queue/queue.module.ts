import { DynamicModule, Global, Module } from '@nestjs/common';
import type { AppConfig } from '../../config/app.config';
import { queueDriverWiring } from './queue.factory';

/** Provides the configured QueueService to every module (queues serve them all). */
@Global()
@Module({})
export class QueueModule {
  static forRoot(config: AppConfig): DynamicModule {
    return { module: QueueModule, ...queueDriverWiring(config) };
  }
}
