import type { QueueName } from './queue.constants';

export interface EnqueueOptions {
  /** Milliseconds before the job may run. */
  delay?: number;
  /** A job with an id already queued is not added twice. */
  jobId?: string;
}

/** What a processor receives: the part of a BullMQ job both drivers provide. */
export interface QueueJob<T = unknown> {
  id?: string;
  name: string;
  data: T;
  attemptsMade: number;
}

/** How much work a queue holds (metrics). */
export interface QueueDepth {
  queue: QueueName;
  /** Jobs waiting to run, their time come or not. */
  waiting: number;
  active: number;
  /** Jobs that failed their last attempt (BullMQ: those kept, 7 days; in-process: since start). */
  failed: number;
}

/** Puts work on a queue; BullMQ on Redis or in-process, chosen by QUEUE_DRIVER (queue.factory.ts). */
export abstract class QueueService {
  abstract add<T>(queue: QueueName, name: string, data: T, options?: EnqueueOptions): Promise<void>;

  /** Each queue's depth; rejects when the queues did not answer within `timeoutMs` (readiness, metrics). */
  abstract depth(timeoutMs: number): Promise<QueueDepth[]>;
}
