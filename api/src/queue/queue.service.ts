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

/** Puts work on a queue; BullMQ on Redis or in-process, chosen by configuration. */
export abstract class QueueService {
  abstract add<T>(queue: QueueName, name: string, data: T, options?: EnqueueOptions): Promise<void>;
}
