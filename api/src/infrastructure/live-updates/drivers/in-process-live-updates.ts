import { EventEmitter } from 'node:events';
import { LiveEvent, LiveUpdates } from '../live-updates';

/** The embedded default: one process, so its own subscribers are every subscriber. */
export class InProcessLiveUpdates extends LiveUpdates {
  readonly driver = 'in-process' as const;
  private readonly bus = new EventEmitter().setMaxListeners(0);

  publish(channel: string, event: LiveEvent): Promise<void> {
    this.bus.emit(channel, event);
    return Promise.resolve();
  }

  subscribe(channel: string, listener: (event: LiveEvent) => void): Promise<() => Promise<void>> {
    this.bus.on(channel, listener);
    return Promise.resolve(() => {
      this.bus.off(channel, listener);
      return Promise.resolve();
    });
  }
}
