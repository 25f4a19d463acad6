import { Logger } from '@nestjs/common';
import type { LiveEvent } from '../live-updates';

export type LiveListener = (event: LiveEvent) => void;

/**
 * The listeners of each channel in this process. Each is called in turn; one that throws is logged and skipped,
 * so it never fails the request that published (delivery runs inside `publish`).
 */
export class LocalListeners {
  private readonly logger = new Logger('LiveUpdates');
  private readonly channels = new Map<string, Set<LiveListener>>();

  /** Adds `listener`; true when it is the channel's first. */
  add(channel: string, listener: LiveListener): boolean {
    const listeners = this.channels.get(channel);
    if (listeners) {
      listeners.add(listener);
      return false;
    }
    this.channels.set(channel, new Set([listener]));
    return true;
  }

  /** Removes `listener`; true when it was the channel's last. */
  remove(channel: string, listener: LiveListener): boolean {
    const listeners = this.channels.get(channel);
    if (!listeners?.delete(listener) || listeners.size > 0) return false;
    this.channels.delete(channel);
    return true;
  }

  deliver(channel: string, event: LiveEvent): void {
    for (const listener of [...(this.channels.get(channel) ?? [])]) {
      try {
        listener(event);
      } catch (error) {
        this.logger.error(`A listener of the live channel ${channel} failed: ${(error as Error).message}`);
      }
    }
  }

  clear(): void {
    this.channels.clear();
  }
}
