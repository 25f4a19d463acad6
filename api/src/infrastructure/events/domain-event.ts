import type { EntityManager } from 'typeorm';

/** A value an event may carry: what JSON keeps as it is (times as ISO strings, money as integer cents). */
export type EventValue = string | number | boolean | null | EventValue[] | { [key: string]: EventValue };

/** An event's payload: ids and plain values, never an entity (its subscribers read what they need by id). */
export type EventPayload = { [key: string]: EventValue };

/**
 * A kind of event, declared once by the module that publishes it (e.g. `InvoicePaid` in billing.events.ts).
 * Its name is stored with every event and names it to subscribers: it never changes once published.
 */
export interface EventType<P extends EventPayload> {
  readonly name: string;
  /** Carries the payload's type only (never set). */
  readonly payloadType?: P;
}

export const defineEvent = <P extends EventPayload>(name: string): EventType<P> => ({ name });

/** What a subscriber receives. */
export interface DomainEvent<P extends EventPayload = EventPayload> {
  id: string;
  name: string;
  payload: P;
  occurredAt: Date;
}

/**
 * A subscriber's work for one event, in the transaction `manager` belongs to: the bus records the run in it,
 * so the work and its record commit together (once) or roll back together (to be retried).
 */
export type EventHandler<P extends EventPayload> = (event: DomainEvent<P>, manager: EntityManager) => Promise<void>;
