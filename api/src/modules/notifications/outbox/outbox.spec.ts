import { createTestApp, TestApp } from '../../../../test/test-app';
import { EmailUnsubscribeEntity } from '../entities/email-unsubscribe.entity';
import { defineMailTemplate } from '../mail/mail-template';
import { MailService } from '../mail/mail.service';
import { DeliveryError } from '../../../infrastructure/delivery-error';
import { MailDriver, MailMessage } from '../../../infrastructure/mail/mail-driver';
import { renderMail } from '../mail/templates/layout';
import { OutboxMessageEntity } from './outbox-message.entity';
import { OutboxService } from './outbox.service';

/** A mail provider that fails the first `failures` tries of every message (or refuses it for good). */
class FlakyMailDriver extends MailDriver {
  failures = 2;
  refuse = false;
  tries: { subject: string; at: number }[] = [];
  delivered: string[] = [];

  async deliver(message: MailMessage) {
    this.tries.push({ subject: message.subject, at: Date.now() });
    if (this.refuse) throw new DeliveryError('400: The to address is invalid', true);
    const triesOfThis = this.tries.filter((attempt) => attempt.subject === message.subject).length;
    if (triesOfThis <= this.failures) throw DeliveryError.fromStatus(503, 'provider unavailable');
    this.delivered.push(message.subject);
    return { messageId: `provider-${message.subject}` };
  }

  triesOf(subject: string) {
    return this.tries.filter((attempt) => attempt.subject === subject);
  }
}

const notice = defineMailTemplate<{ subject: string }>({
  key: 'test.notice',
  category: 'transactional',
  render: ({ subject }) => renderMail({ subject, preheader: subject, paragraphs: [subject] }),
});
const promotion = defineMailTemplate<{ subject: string }>({
  key: 'test.promotion',
  category: 'marketing',
  render: ({ subject }, { unsubscribeUrl }) =>
    renderMail({ subject, preheader: subject, paragraphs: [subject], unsubscribeUrl }),
});

const waitFor = async (condition: () => boolean | Promise<boolean>, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const drivers: [string, string][] = [['in-process', '']];
if (process.env.REDIS_URL) drivers.push(['BullMQ', process.env.REDIS_URL]);

describe.each(drivers)('the outbox on the %s queue', (_name, redisUrl) => {
  let app: TestApp;
  let mail: MailService;
  let outbox: OutboxService;
  const driver = new FlakyMailDriver();
  const row = (subject: string) =>
    app.dataSource
      .getRepository(OutboxMessageEntity)
      .createQueryBuilder('message')
      .where(`message.payload->>'subject' = :subject`, { subject })
      .getOneOrFail();

  beforeAll(async () => {
    app = await createTestApp({
      env: { REDIS_URL: redisUrl, QUEUE_RETRY_DELAY_MS: '50' },
      overrides: [{ provide: MailDriver, useValue: driver }],
    });
    mail = app.app.get(MailService);
    outbox = app.app.get(OutboxService);
  });
  afterAll(() => app.close());
  beforeEach(() => {
    driver.failures = 2;
    driver.refuse = false;
  });

  it('retries a temporary failure with exponential backoff and sends the message once', async () => {
    await mail.send(notice, { subject: 'retried' }, { email: 'ana@example.com' });
    await waitFor(() => driver.delivered.includes('retried'));
    const tries = driver.triesOf('retried');
    expect(tries).toHaveLength(3);
    // 50 ms, then 100 ms: never sooner.
    expect(tries[1].at - tries[0].at).toBeGreaterThanOrEqual(45);
    expect(tries[2].at - tries[1].at).toBeGreaterThanOrEqual(95);
    await waitFor(async () => (await row('retried')).status === 'sent');
    expect(await row('retried')).toMatchObject({ attempts: 3, providerMessageId: 'provider-retried', lastError: null });
    await sleep(300);
    expect(driver.delivered.filter((subject) => subject === 'retried')).toHaveLength(1);
  });

  it('gives up after 5 attempts and keeps the reason for staff', async () => {
    driver.failures = 99;
    await mail.send(notice, { subject: 'hopeless' }, { email: 'ana@example.com' });
    await waitFor(async () => (await row('hopeless')).status === 'failed');
    expect(driver.triesOf('hopeless')).toHaveLength(5);
    expect(await row('hopeless')).toMatchObject({ attempts: 5, lastError: '503: provider unavailable' });
    await sleep(500);
    expect(driver.triesOf('hopeless')).toHaveLength(5);
  });

  it('fails a permanent refusal at once, without retrying', async () => {
    driver.refuse = true;
    await mail.send(notice, { subject: 'refused' }, { email: 'not-an-inbox@example.com' });
    await waitFor(async () => (await row('refused')).status === 'failed');
    expect(await row('refused')).toMatchObject({ attempts: 1, lastError: '400: The to address is invalid' });
    await sleep(300);
    expect(driver.triesOf('refused')).toHaveLength(1);
  });

  it('sends a message written for later no sooner than its time', async () => {
    driver.failures = 0;
    const writtenAt = Date.now();
    await outbox.send({
      ...mail.compose(notice, { subject: 'later' }, { email: 'ana@example.com' }),
      availableAt: new Date(writtenAt + 400),
    });
    await waitFor(() => driver.delivered.includes('later'));
    expect(driver.triesOf('later')[0].at - writtenAt).toBeGreaterThanOrEqual(390);
  });

  it('sends a message once however often it is dispatched', async () => {
    driver.failures = 0;
    const message = mail.compose(notice, { subject: 'twice' }, { email: 'ana@example.com' });
    const id = await outbox.transaction((_manager, send) => send(message));
    await Promise.all([outbox.resend(id), outbox.resend(id), outbox.sweep()]);
    await waitFor(() => driver.delivered.includes('twice'));
    await sleep(500);
    expect(driver.triesOf('twice')).toHaveLength(1);
  });

  it('sends nothing when the transaction that wrote the message rolls back', async () => {
    driver.failures = 0;
    await expect(
      outbox.transaction(async (_manager, send) => {
        await send(mail.compose(notice, { subject: 'rolled back' }, { email: 'ana@example.com' }));
        throw new Error('the business change failed');
      }),
    ).rejects.toThrow('the business change failed');
    await sleep(300);
    expect(driver.triesOf('rolled back')).toHaveLength(0);
    expect(
      await app.dataSource.getRepository(OutboxMessageEntity).countBy({ template: 'test.notice', status: 'pending' }),
    ).toBe(0);
  });

  it('dispatches on the sweep what was written but never handed to the queue', async () => {
    driver.failures = 0;
    await app.dataSource.transaction((manager) =>
      outbox.add(manager, mail.compose(notice, { subject: 'stranded' }, { email: 'ana@example.com' })),
    );
    await sleep(200);
    expect(driver.triesOf('stranded')).toHaveLength(0);
    expect(await outbox.sweep()).toBeGreaterThanOrEqual(1);
    await waitFor(() => driver.delivered.includes('stranded'));
  });

  it('never sends marketing mail to an unsubscribed address, and still sends it transactional mail', async () => {
    driver.failures = 0;
    await app.dataSource
      .getRepository(EmailUnsubscribeEntity)
      .insert({ email: 'gone@example.com', reason: 'Too many e-mails' });
    await mail.send(promotion, { subject: 'promo' }, { email: 'Gone@Example.com' });
    await mail.send(notice, { subject: 'receipt' }, { email: 'gone@example.com' });
    await waitFor(() => driver.delivered.includes('receipt'));
    await waitFor(async () => (await row('promo')).status === 'suppressed');
    expect(driver.triesOf('promo')).toHaveLength(0);
  });
});
