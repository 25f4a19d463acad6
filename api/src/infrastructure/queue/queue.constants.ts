import type { JobsOptions } from 'bullmq';

/** Every queue of the product; processors subscribe with `@Processor(QUEUES.x)`. */
export const QUEUES = {
  outbox: 'outbox',
  /** Code e-mails asked for by address alone (AccountMailProcessor). */
  accountMail: 'account-mail',
  /** Domain events handed to their subscribers (infrastructure/events). */
  events: 'domain-events',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];
export const QUEUE_NAMES = Object.values(QUEUES);

export const JOB_ATTEMPTS = 5;

/** The same retry rules for both drivers: 5 attempts, exponential backoff (2, 4, 8, 16 s by default). */
export const jobOptions = (retryDelayMs: number) =>
  ({
    attempts: JOB_ATTEMPTS,
    backoff: { type: 'exponential', delay: retryDelayMs },
    removeOnComplete: { age: 24 * 3600, count: 1000 },
    removeOnFail: { age: 7 * 24 * 3600 },
  }) satisfies JobsOptions;

/** Delay before retry number `attemptsMade` (1-based), as BullMQ's exponential backoff computes it. */
export const backoffDelay = (attemptsMade: number, retryDelayMs: number) =>
  Math.round(2 ** (attemptsMade - 1) * retryDelayMs);
