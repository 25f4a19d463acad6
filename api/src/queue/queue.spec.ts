import { MailDriver, MailMessage } from '../modules/notifications/mail/mail.types';
import { MailService } from '../modules/notifications/mail/mail.service';
import { QUEUES } from './queue.constants';
import { QueueService } from './queue.service';
import { createTestApp, TestApp } from '../../test/test-app';

/** A mail provider that fails the first `failures` tries of every message. */
class FlakyMailDriver extends MailDriver {
  failures = 2;
  tries: { subject: string; at: number }[] = [];
  delivered: string[] = [];

  async deliver(message: MailMessage) {
    this.tries.push({ subject: message.subject, at: Date.now() });
    const triesOfThis = this.tries.filter((attempt) => attempt.subject === message.subject).length;
    if (triesOfThis <= this.failures) throw new Error('provider unavailable');
    this.delivered.push(message.subject);
    return { messageId: message.subject };
  }
}

const waitFor = async (condition: () => boolean, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const message = (subject: string): MailMessage => ({ to: 'ana@example.com', subject, html: '<p>Hi</p>', text: 'Hi' });

const drivers: [string, string][] = [['in-process', '']];
if (process.env.REDIS_URL) drivers.push(['BullMQ', process.env.REDIS_URL]);

describe.each(drivers)('the %s queue driver', (_name, redisUrl) => {
  let app: TestApp;
  const driver = new FlakyMailDriver();
  beforeAll(async () => {
    app = await createTestApp({
      env: { REDIS_URL: redisUrl, QUEUE_RETRY_DELAY_MS: '50' },
      overrides: [{ provide: MailDriver, useValue: driver }],
    });
  });
  afterAll(() => app.close());
  beforeEach(() => {
    driver.failures = 2;
  });

  it('retries a failing job with exponential backoff and delivers it once', async () => {
    await app.app.get(MailService).send(message('retried'));
    await waitFor(() => driver.delivered.includes('retried'));
    const tries = driver.tries.filter((attempt) => attempt.subject === 'retried');
    expect(tries).toHaveLength(3);
    // 50 ms, then 100 ms: never sooner.
    expect(tries[1].at - tries[0].at).toBeGreaterThanOrEqual(45);
    expect(tries[2].at - tries[1].at).toBeGreaterThanOrEqual(95);
    await sleep(300);
    expect(driver.delivered.filter((subject) => subject === 'retried')).toHaveLength(1);
  });

  it('gives up after 5 attempts', async () => {
    driver.failures = 99;
    await app.app.get(MailService).send(message('hopeless'));
    await waitFor(() => driver.tries.filter((attempt) => attempt.subject === 'hopeless').length === 5);
    await sleep(1000);
    expect(driver.tries.filter((attempt) => attempt.subject === 'hopeless')).toHaveLength(5);
    expect(driver.delivered).not.toContain('hopeless');
  });

  it('runs a delayed job no sooner than its delay', async () => {
    driver.failures = 0;
    const queuedAt = Date.now();
    await app.app.get(QueueService).add(QUEUES.mail, 'deliver', message('delayed'), { delay: 400 });
    await waitFor(() => driver.delivered.includes('delayed'));
    expect(driver.tries.find((attempt) => attempt.subject === 'delayed')!.at - queuedAt).toBeGreaterThanOrEqual(390);
  });

  it('adds a job with a given id only once', async () => {
    driver.failures = 0;
    const queue = app.app.get(QueueService);
    await queue.add(QUEUES.mail, 'deliver', message('once'), { jobId: 'once-1', delay: 100 });
    await queue.add(QUEUES.mail, 'deliver', message('once'), { jobId: 'once-1', delay: 100 });
    await waitFor(() => driver.delivered.includes('once'));
    await sleep(300);
    expect(driver.delivered.filter((subject) => subject === 'once')).toHaveLength(1);
  });
});
