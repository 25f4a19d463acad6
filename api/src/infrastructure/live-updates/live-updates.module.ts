import { Module } from '@nestjs/common';
import { InProcessLiveUpdates } from './drivers/in-process-live-updates';
import { LiveUpdates } from './live-updates';

/** Provides the configured LiveUpdates to the modules that import this one. */
@Module({
  providers: [{ provide: LiveUpdates, useFactory: () => new InProcessLiveUpdates() }],
  exports: [LiveUpdates],
})
export class LiveUpdatesModule {}
