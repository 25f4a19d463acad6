import { loadConfig } from '../../config/app.config';
import { BullMqQueueService } from './drivers/bullmq-queue.service';
import { InProcessQueueService } from './drivers/in-process-queue.service';
import { queueDriverWiring } from './queue.factory';
import { QueueService } from './queue.service';

const REDIS = { REDIS_URL: 'redis://localhost:6379' };

/** The class the wiring provides QueueService with. */
const queueDriverOf = (env: Record<string, string>) => {
  const providers = queueDriverWiring(loadConfig(env)).providers ?? [];
  const queueService = providers.find((provider) => typeof provider === 'object' && provider.provide === QueueService);
  return queueService && 'useExisting' in queueService ? queueService.useExisting : undefined;
};

describe('the queue driver factory', () => {
  it('takes BullMQ when REDIS_URL is set, else the in-process queue', () => {
    expect(queueDriverOf(REDIS)).toBe(BullMqQueueService);
    expect(queueDriverOf({})).toBe(InProcessQueueService);
  });

  it('takes the driver QUEUE_DRIVER names', () => {
    expect(queueDriverOf({ ...REDIS, QUEUE_DRIVER: 'in-process' })).toBe(InProcessQueueService);
    expect(queueDriverOf({ ...REDIS, QUEUE_DRIVER: 'bullmq' })).toBe(BullMqQueueService);
  });

  it('refuses to start with QUEUE_DRIVER=bullmq and no Redis', () => {
    expect(() => loadConfig({ QUEUE_DRIVER: 'bullmq' })).toThrow(
      'Invalid configuration: QUEUE_DRIVER is bullmq, but REDIS_URL is not set: set it, ' +
        'or leave QUEUE_DRIVER unset to use the driver that is configured. See .env.example.',
    );
  });
});
