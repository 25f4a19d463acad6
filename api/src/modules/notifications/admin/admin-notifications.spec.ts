import { join } from 'node:path';
import request from 'supertest';
import { Browser, signInStaff, signUpVerified } from '../../../../test/auth-helpers';
import { createTestApp, TestApp } from '../../../../test/test-app';
import { csvRows } from '../../../../test/csv-rows';
import { EmailUnsubscribeEntity } from '../entities/email-unsubscribe.entity';
import { NewsletterSubscriberEntity } from '../entities/newsletter-subscriber.entity';
import { SmsLogEntity } from '../entities/sms-log.entity';
import { defineMailTemplate } from '../mail/mail-template';
import { DeliveryError } from '../../../infrastructure/delivery-error';
import { LogMailDriver } from '../../../infrastructure/mail/drivers/log-mail.driver';
import { MailDriver, MailMessage } from '../../../infrastructure/mail/mail-driver';
import { MailService } from '../mail/mail.service';
import { renderMail } from '../mail/templates/layout';
import { OutboxMessageEntity } from '../outbox/outbox-message.entity';

/**
 * A provider that refuses the first try of each "Refused…" subject for good, then accepts it; other mail
 * (the sign-up codes) goes to the log driver, where the auth helpers read it.
 */
class RefusesOnceMailDriver extends MailDriver {
  log?: LogMailDriver;
  tries: string[] = [];
  delivered: string[] = [];

  async deliver(message: MailMessage) {
    if (!message.subject.startsWith('Refused')) return this.log!.deliver(message);
    this.tries.push(message.subject);
    if (this.tries.filter((subject) => subject === message.subject).length === 1) {
      throw new DeliveryError('400: The to address is invalid', true);
    }
    this.delivered.push(message.subject);
    return { messageId: `provider-${this.delivered.length}` };
  }
}

const notice = defineMailTemplate<{ subject: string }>({
  key: 'test.notice',
  category: 'transactional',
  render: ({ subject }) => renderMail({ subject, preheader: subject, paragraphs: [subject] }),
});

const waitFor = async (condition: () => Promise<boolean>, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3_600_000);
const UNKNOWN_ID = '4f3c1a52-7d1e-4d8e-9a51-0c4f0b6b2f10';

describe('admin: notification tables', () => {
  let app: TestApp;
  let admin: Browser;
  const driver = new RefusesOnceMailDriver();
  const outboxRows = () => app.dataSource.getRepository(OutboxMessageEntity);

  beforeAll(async () => {
    app = await createTestApp({
      env: { ADMIN_EMAILS: 'staff@example.com', AUTH_RATE_LIMIT_PER_IP: '1000', QUEUE_RETRY_DELAY_MS: '50' },
      overrides: [{ provide: MailDriver, useValue: driver }],
    });
    driver.log = new LogMailDriver(join(app.config.dataDir, 'mail'));
    admin = await signInStaff(app, 'staff@example.com', 'Sam');
  });
  afterAll(() => app.close());

  const field =
    <K extends string>(key: K) =>
    (body: { items: Record<K, unknown>[] }) =>
      body.items.map((item) => item[key]);

  describe('newsletter subscribers', () => {
    beforeAll(async () => {
      await app.dataSource.getRepository(NewsletterSubscriberEntity).insert([
        { email: 'ana@example.com', subscribedAt: daysAgo(3), status: 'subscribed', confirmedAt: daysAgo(3) },
        { email: 'bob@example.com', subscribedAt: daysAgo(1), status: 'unsubscribed' },
        { email: 'cy@test.org', subscribedAt: daysAgo(2), status: 'subscribed', confirmedAt: daysAgo(2) },
        { email: '=cmd@example.com', subscribedAt: daysAgo(4), status: 'subscribed', confirmedAt: daysAgo(4) },
        { email: 'pen@example.com', subscribedAt: daysAgo(5), status: 'pending' },
      ]);
    });
    const emails = field('email');

    it('paginates, newest subscription first, and sorts by e-mail', async () => {
      const first = await admin.get('/api/admin/newsletter-subscribers?pageSize=2').expect(200);
      expect(first.body).toMatchObject({ total: 5, page: 1, pageSize: 2 });
      expect(emails(first.body)).toEqual(['bob@example.com', 'cy@test.org']);
      expect(first.body.items[0]).toEqual({
        id: expect.any(String),
        email: 'bob@example.com',
        status: 'unsubscribed',
        subscribedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        confirmedAt: null,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      expect(first.body.items[1]).toMatchObject({
        status: 'subscribed',
        confirmedAt: expect.stringMatching(/^\d{4}-/),
      });
      const second = await admin.get('/api/admin/newsletter-subscribers?pageSize=2&page=2').expect(200);
      expect(emails(second.body)).toEqual(['ana@example.com', '=cmd@example.com']);
      const byEmail = await admin.get('/api/admin/newsletter-subscribers?sortBy=email&sortOrder=asc').expect(200);
      expect(emails(byEmail.body)).toEqual([
        '=cmd@example.com',
        'ana@example.com',
        'bob@example.com',
        'cy@test.org',
        'pen@example.com',
      ]);
    });

    it('searches by e-mail and filters by status, pending confirmations included', async () => {
      expect(emails((await admin.get('/api/admin/newsletter-subscribers?search=TEST.ORG').expect(200)).body)).toEqual([
        'cy@test.org',
      ]);
      expect(emails((await admin.get('/api/admin/newsletter-subscribers?search=%25').expect(200)).body)).toEqual([]);
      const withStatus = async (status: string) =>
        emails((await admin.get(`/api/admin/newsletter-subscribers?status=${status}`).expect(200)).body);
      expect(await withStatus('unsubscribed')).toEqual(['bob@example.com']);
      expect(await withStatus('pending')).toEqual(['pen@example.com']);
      const bad = await admin.get('/api/admin/newsletter-subscribers?status=maybe&sortBy=createdAt').expect(400);
      expect(bad.body.errors.map((error: { field: string }) => error.field).sort()).toEqual(['sortBy', 'status']);
    });

    it('exports the filtered rows as CSV with formula-safe cells', async () => {
      const response = await admin
        .get('/api/admin/newsletter-subscribers/export?status=subscribed&sortBy=email&sortOrder=asc')
        .expect(200);
      expect(response.headers['content-type']).toMatch(/^text\/csv/);
      expect(response.headers['content-disposition']).toBe('attachment; filename="newsletter-subscribers.csv"');
      const rows = csvRows(response.text);
      expect(rows[0]).toEqual([
        'Email',
        'Status',
        'Signed up at (America/New_York)',
        'Confirmed at (America/New_York)',
        'First signed up (America/New_York)',
      ]);
      expect(rows.slice(1).map((row) => row[0])).toEqual(["'=cmd@example.com", 'ana@example.com', 'cy@test.org']);
      expect(rows[2].slice(0, 4)).toEqual([
        'ana@example.com',
        'subscribed',
        expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d-0[45]:00$/),
        expect.stringMatching(/^\d{4}-/),
      ]);
    });
  });

  describe('e-mail unsubscribes', () => {
    beforeAll(async () => {
      await app.dataSource.getRepository(EmailUnsubscribeEntity).insert([
        { email: 'gone@example.com', reason: 'Too many e-mails', unsubscribedAt: daysAgo(2) },
        { email: 'quiet@example.com', reason: null, unsubscribedAt: daysAgo(1) },
        { email: 'later@example.com', reason: '@not relevant', unsubscribedAt: daysAgo(5) },
      ]);
    });
    const emails = field('email');

    it('paginates and sorts', async () => {
      const { body } = await admin.get('/api/admin/email-unsubscribes?pageSize=2').expect(200);
      expect(body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
      expect(emails(body)).toEqual(['quiet@example.com', 'gone@example.com']);
      expect(body.items[1]).toEqual({
        id: expect.any(String),
        email: 'gone@example.com',
        reason: 'Too many e-mails',
        unsubscribedAt: expect.stringMatching(/^\d{4}-/),
      });
      const byEmail = await admin.get('/api/admin/email-unsubscribes?sortBy=email&sortOrder=asc&page=2&pageSize=2');
      expect(emails(byEmail.body)).toEqual(['quiet@example.com']);
    });

    it('searches the e-mail or the reason', async () => {
      expect(emails((await admin.get('/api/admin/email-unsubscribes?search=too%20many').expect(200)).body)).toEqual([
        'gone@example.com',
      ]);
      expect(emails((await admin.get('/api/admin/email-unsubscribes?search=QUIET').expect(200)).body)).toEqual([
        'quiet@example.com',
      ]);
    });

    it('exports CSV', async () => {
      const response = await admin.get(
        '/api/admin/email-unsubscribes/export?search=example&sortBy=email&sortOrder=asc',
      );
      expect(response.status).toBe(200);
      expect(response.headers['content-disposition']).toBe('attachment; filename="email-unsubscribes.csv"');
      const rows = csvRows(response.text);
      expect(rows[0]).toEqual(['Email', 'Reason', 'Unsubscribed at (America/New_York)']);
      expect(rows.slice(1).map((row) => row.slice(0, 2))).toEqual([
        ['gone@example.com', 'Too many e-mails'],
        ['later@example.com', "'@not relevant"],
        ['quiet@example.com', ''],
      ]);
    });
  });

  describe('SMS logs', () => {
    beforeAll(async () => {
      const sms = app.dataSource.getRepository(SmsLogEntity);
      await sms.insert({ toNumber: '+15555550101', body: 'Your code is 123456', status: 'delivered' });
      await sms.insert({ toNumber: '+15555550102', body: 'Reminder: call tomorrow', status: 'failed', error: '21211' });
      await sms.insert({ toNumber: '+447700900123', body: 'Reminder: call today', status: 'sent' });
    });
    const numbers = field('toNumber');

    it('paginates, newest first', async () => {
      const { body } = await admin.get('/api/admin/sms-logs?pageSize=2').expect(200);
      expect(body).toMatchObject({ total: 3, pageSize: 2 });
      expect(numbers(body)).toEqual(['+447700900123', '+15555550102']);
      const oldest = await admin.get('/api/admin/sms-logs?sortBy=createdAt&sortOrder=asc&pageSize=1').expect(200);
      expect(numbers(oldest.body)).toEqual(['+15555550101']);
    });

    it('searches the number or the text, and filters by status', async () => {
      expect(numbers((await admin.get('/api/admin/sms-logs?search=reminder').expect(200)).body)).toEqual([
        '+447700900123',
        '+15555550102',
      ]);
      expect(numbers((await admin.get('/api/admin/sms-logs?search=%2B4477').expect(200)).body)).toEqual([
        '+447700900123',
      ]);
      const failed = await admin.get('/api/admin/sms-logs?status=failed').expect(200);
      expect(failed.body.items).toEqual([
        expect.objectContaining({ toNumber: '+15555550102', status: 'failed', error: '21211', templateKey: null }),
      ]);
      await admin.get('/api/admin/sms-logs?status=lost').expect(400);
    });

    it('exports CSV (numbers as stored)', async () => {
      const response = await admin.get('/api/admin/sms-logs/export?status=delivered').expect(200);
      expect(response.headers['content-disposition']).toBe('attachment; filename="sms-logs.csv"');
      const rows = csvRows(response.text);
      expect(rows[0]).toEqual([
        'To',
        'Template',
        'Text',
        'Status',
        'Error',
        'Provider id',
        'Created at (America/New_York)',
      ]);
      expect(rows).toHaveLength(2);
      expect(rows[1]).toEqual([
        '+15555550101',
        '',
        'Your code is 123456',
        'delivered',
        '',
        '',
        expect.stringMatching(/^\d{4}-/),
      ]);
    });
  });

  describe('outgoing messages', () => {
    let smsId: string;
    beforeAll(async () => {
      // Only the rows below (not the sign-up codes sent so far).
      await outboxRows().createQueryBuilder().delete().execute();
      // Rows as the outbox leaves them (nothing dispatches rows written here: no sweep in tests).
      const base = { category: 'transactional' as const, availableAt: daysAgo(1) };
      await outboxRows().insert({
        ...base,
        channel: 'email',
        template: 'auth.verification-code',
        recipient: 'ana@example.com',
        payload: { subject: 'Your verification code', html: '<p>1</p>', text: '1' },
        status: 'sent',
        attempts: 1,
        providerMessageId: 'sg-1',
        sentAt: daysAgo(1),
      });
      await outboxRows().insert({
        ...base,
        channel: 'email',
        category: 'marketing',
        template: 'newsletter.issue',
        recipient: 'bob@example.com',
        payload: { subject: 'Launch news', html: '<p>2</p>', text: '2' },
        status: 'suppressed',
        attempts: 1,
      });
      const sms = await outboxRows().insert({
        ...base,
        channel: 'sms',
        template: 'bookings.reminder',
        recipient: '+15555550199',
        payload: { body: `Reminder: ${'x'.repeat(200)}` },
        status: 'failed',
        attempts: 5,
        lastError: '503: provider unavailable',
      });
      smsId = sms.identifiers[0].id as string;
    });
    const recipients = field('recipient');

    it('lists each message with status, attempts, last error and a subject or text excerpt', async () => {
      const { body } = await admin.get('/api/admin/outbox-messages?pageSize=2').expect(200);
      expect(body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
      expect(recipients(body)).toEqual(['+15555550199', 'bob@example.com']);
      expect(body.items[0]).toEqual({
        id: smsId,
        channel: 'sms',
        category: 'transactional',
        template: 'bookings.reminder',
        recipient: '+15555550199',
        subject: expect.stringMatching(/^Reminder: x+…$/),
        status: 'failed',
        attempts: 5,
        lastError: '503: provider unavailable',
        providerMessageId: null,
        availableAt: expect.stringMatching(/^\d{4}-/),
        sentAt: null,
        createdAt: expect.stringMatching(/^\d{4}-/),
      });
      expect(body.items[0].subject).toHaveLength(120);
      const page2 = await admin.get('/api/admin/outbox-messages?pageSize=2&page=2').expect(200);
      expect(page2.body.items).toEqual([
        expect.objectContaining({
          recipient: 'ana@example.com',
          subject: 'Your verification code',
          sentAt: expect.any(String),
        }),
      ]);
      const mostTried = await admin.get('/api/admin/outbox-messages?sortBy=attempts&sortOrder=desc&pageSize=1');
      expect(recipients(mostTried.body)).toEqual(['+15555550199']);
    });

    it('searches recipient, template or subject and filters channel, category and status', async () => {
      const search = async (query: string) =>
        recipients((await admin.get(`/api/admin/outbox-messages?${query}`).expect(200)).body);
      expect(await search('search=launch%20NEWS')).toEqual(['bob@example.com']);
      expect(await search('search=verification-code')).toEqual(['ana@example.com']);
      expect(await search('search=5555550199')).toEqual(['+15555550199']);
      expect(await search('channel=sms')).toEqual(['+15555550199']);
      expect(await search('category=marketing')).toEqual(['bob@example.com']);
      expect(await search('status=sent&channel=email')).toEqual(['ana@example.com']);
      expect(await search('status=failed&channel=email')).toEqual([]);
      const bad = await admin.get('/api/admin/outbox-messages?channel=fax&status=lost&category=x').expect(400);
      expect(bad.body.errors.map((error: { field: string }) => error.field).sort()).toEqual([
        'category',
        'channel',
        'status',
      ]);
    });

    it('exports CSV', async () => {
      const response = await admin.get('/api/admin/outbox-messages/export?channel=email&sortOrder=asc').expect(200);
      expect(response.headers['content-disposition']).toBe('attachment; filename="outgoing-messages.csv"');
      const rows = csvRows(response.text);
      expect(rows[0].join(',')).toBe(
        'Created at (America/New_York),Channel,Category,Template,Recipient,Subject,Status,Attempts,Last error,Provider id,Available at (America/New_York),Sent at (America/New_York)',
      );
      expect(rows.slice(1).map((row) => row.slice(1, 7))).toEqual([
        ['email', 'transactional', 'auth.verification-code', 'ana@example.com', 'Your verification code', 'sent'],
        ['email', 'marketing', 'newsletter.issue', 'bob@example.com', 'Launch news', 'suppressed'],
      ]);
    });

    it('resends a failed message: back to pending with no attempts, then delivered; a sent one is a 409', async () => {
      await app.app.get(MailService).send(notice, { subject: 'Refused once' }, { email: 'cara@example.com' });
      const row = () => outboxRows().findOneByOrFail({ recipient: 'cara@example.com' });
      await waitFor(async () => (await row()).status === 'failed');
      const failed = await row();
      expect(failed).toMatchObject({ attempts: 1, lastError: '400: The to address is invalid' });
      const listed = await admin.get('/api/admin/outbox-messages?status=failed&channel=email').expect(200);
      expect(listed.body.items).toEqual([
        expect.objectContaining({ id: failed.id, attempts: 1, lastError: '400: The to address is invalid' }),
      ]);

      const resent = await admin.post(`/api/admin/outbox-messages/${failed.id}/resend`).expect(200);
      expect(resent.body).toMatchObject({ id: failed.id, status: 'pending', attempts: 0, lastError: null });

      await waitFor(async () => (await row()).status === 'sent');
      expect(await row()).toMatchObject({ attempts: 1, lastError: null, providerMessageId: expect.any(String) });
      expect(driver.delivered).toEqual(['Refused once']);

      await admin
        .post(`/api/admin/outbox-messages/${failed.id}/resend`)
        .expect(409, { statusCode: 409, message: 'This message was already sent' });
      const suppressed = await outboxRows().findOneByOrFail({ recipient: 'bob@example.com' });
      await admin.post(`/api/admin/outbox-messages/${suppressed.id}/resend`).expect(409);
      await outboxRows().update(suppressed.id, { status: 'sending' });
      await admin
        .post(`/api/admin/outbox-messages/${suppressed.id}/resend`)
        .expect(409, { statusCode: 409, message: 'This message is being sent right now' });
      expect(driver.tries).toEqual(['Refused once', 'Refused once']);
    });

    it('answers 404 for an unknown message and 400 for a malformed id', async () => {
      await admin
        .post(`/api/admin/outbox-messages/${UNKNOWN_ID}/resend`)
        .expect(404, { statusCode: 404, message: 'No such message' });
      await admin.post('/api/admin/outbox-messages/not-a-uuid/resend').expect(400);
    });
  });

  it('is for staff only', async () => {
    const customer = await signUpVerified(app, 'customer@example.com');
    await customer.get('/api/admin/outbox-messages').expect(403);
    await request(app.app.getHttpServer()).get('/api/admin/sms-logs/export').expect(401);
  });
});
