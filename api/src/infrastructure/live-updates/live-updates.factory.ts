import type { AppConfig } from '../../config/app.config';
import { InProcessLiveUpdates } from './drivers/in-process-live-updates';
import { RedisLiveUpdates } from './drivers/redis-live-updates';
import { LiveUpdates } from './live-updates';

/** The live-updates driver LIVE_UPDATES_DRIVER names (AppConfig.liveUpdatesDriver: redis when REDIS_URL is set). */
export function createLiveUpdates(config: AppConfig): LiveUpdates {
  switch (config.liveUpdatesDriver) {
    case 'redis':
      return new RedisLiveUpdates({ url: config.REDIS_URL!, prefix: config.REDIS_PREFIX });
    case 'in-process':
      return new InProcessLiveUpdates();
  }
}
