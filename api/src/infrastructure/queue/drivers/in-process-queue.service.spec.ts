import { Processor } from '@nestjs/bullmq';
import { DiscoveryModule } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import { AppConfig } from '../../../config/app.config';
import { InProcessQueueService } from './in-process-queue.service';
import { QUEUES } from '../queue.constants';
import type { QueueJob } from '../queue.service';

const DAY_MS = 24 * 60 * 60 * 1000;

@Processor(QUEUES.outbox)
class RecordingProcessor {
  readonly ran: string[] = [];
  async process(job: QueueJob): Promise<void> {
    this.ran.push(job.name);
  }
}

describe('the in-process queue', () => {
  let queue: InProcessQueueService;
  let processor: RecordingProcessor;
  beforeEach(async () => {
    jest.useFakeTimers();
    const module = await Test.createTestingModule({
      imports: [DiscoveryModule],
      providers: [
        InProcessQueueService,
        RecordingProcessor,
        { provide: AppConfig, useValue: { QUEUE_RETRY_DELAY_MS: 1_000 } },
      ],
    }).compile();
    await module.init();
    queue = module.get(InProcessQueueService);
    processor = module.get(RecordingProcessor);
  });
  afterEach(async () => {
    await queue.onApplicationShutdown();
    jest.useRealTimers();
  });

  it('runs a job delayed by more than a timer can wait (24.8 days) on its day, not at once', async () => {
    await queue.add(QUEUES.outbox, 'in-thirty-days', {}, { delay: 30 * DAY_MS });
    await queue.add(QUEUES.outbox, 'in-a-minute', {}, { delay: 60_000 });

    await jest.advanceTimersByTimeAsync(60_000);
    expect(processor.ran).toEqual(['in-a-minute']);
    await jest.advanceTimersByTimeAsync(30 * DAY_MS - 60_000 - 1);
    expect(processor.ran).toEqual(['in-a-minute']);
    await jest.advanceTimersByTimeAsync(1);
    expect(processor.ran).toEqual(['in-a-minute', 'in-thirty-days']);
  });
});
