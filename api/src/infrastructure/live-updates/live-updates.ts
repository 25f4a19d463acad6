/** One update pushed to the pages that watch a channel (server-sent events; docs/infrastructure.md). */
export interface LiveEvent {
  /** The SSE event name, e.g. `message` or `changed`. */
  type: string;
  /** Small JSON: what changed, never a record a reader of the channel may not see. */
  data: Record<string, unknown>;
}

/**
 * Live updates between replicas: Redis pub/sub when REDIS_URL is set (any replica delivers what any other
 * published), an in-process bus on the embedded defaults. Delivery is at most once: a page that was
 * disconnected catches up from the database (Last-Event-ID), never from this bus.
 */
export abstract class LiveUpdates {
  abstract readonly driver: 'redis' | 'in-process';

  /**
   * Delivers `event` to every current subscriber of `channel`, on every replica. Call it after commit. Never
   * rejects: a bus that is down only costs the live pages this event (logged), never the change that caused it.
   */
  abstract publish(channel: string, event: LiveEvent): Promise<void>;

  /**
   * Calls `listener` for each event published to `channel` from the moment it resolves; resolves to the
   * unsubscribe. Rejects when the bus cannot be reached.
   */
  abstract subscribe(channel: string, listener: (event: LiveEvent) => void): Promise<() => Promise<void>>;
}
