import { LiveEvent, LiveUpdates } from '../live-updates';
import { LiveListener, LocalListeners } from './local-listeners';

/** The embedded default: one process, so its own subscribers are every subscriber. */
export class InProcessLiveUpdates extends LiveUpdates {
  readonly driver = 'in-process' as const;
  private readonly listeners = new LocalListeners();

  publish(channel: string, event: LiveEvent): Promise<void> {
    this.listeners.deliver(channel, event);
    return Promise.resolve();
  }

  subscribe(channel: string, listener: LiveListener): Promise<() => Promise<void>> {
    this.listeners.add(channel, listener);
    return Promise.resolve(() => {
      this.listeners.remove(channel, listener);
      return Promise.resolve();
    });
  }
}
