import { Module } from '@nestjs/common';
import { AppConfig } from '../../config/app.config';
import { LiveUpdates } from './live-updates';
import { createLiveUpdates } from './live-updates.factory';

/** Provides the configured LiveUpdates to the modules that import this one (one instance per process). */
@Module({
  providers: [{ provide: LiveUpdates, inject: [AppConfig], useFactory: createLiveUpdates }],
  exports: [LiveUpdates],
})
export class LiveUpdatesModule {}
