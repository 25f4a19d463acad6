import type { JobsOptions } from 'bullmq';

/** Every queue of the product; processors subscribe with `@Processor(QUEUES.x)`. */
export const QUEUES = {
  mail: 'mail',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];
export const QUEUE_NAMES = Object.values(QUEUES);

/** The same retry rules for both drivers: 5 attempts, exponential backoff from 2 s (2, 4, 8, 16 s). */
export const DEFAULT_JOB_OPTIONS = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  removeOnFail: { age: 7 * 24 * 3600 },
} as const satisfies JobsOptions;

/** Delay before retry number `attemptsMade` (1-based), as BullMQ's exponential backoff computes it. */
export const backoffDelay = (attemptsMade: number, baseDelay: number = DEFAULT_JOB_OPTIONS.backoff.delay) =>
  Math.round(2 ** (attemptsMade - 1) * baseDelay);
