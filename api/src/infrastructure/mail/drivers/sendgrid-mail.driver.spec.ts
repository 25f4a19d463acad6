import { FakeProvider, startFakeProvider } from '../../../../test/fake-provider';
import { createTestApp, TestApp } from '../../../../test/test-app';
import { defineMailTemplate } from '../../../modules/notifications/mail/mail-template';
import { MailService } from '../../../modules/notifications/mail/mail.service';
import { renderMail } from '../../../modules/notifications/mail/templates/layout';
import { OutboxMessageEntity } from '../../../modules/notifications/outbox/outbox-message.entity';
import type { MailMessage } from '../mail-driver';
import { SendGridMailDriver } from './sendgrid-mail.driver';

const welcome = defineMailTemplate<{ firstName: string }>({
  key: 'test.welcome',
  category: 'marketing',
  render: ({ firstName }, { unsubscribeUrl }) =>
    renderMail({
      subject: `Welcome, ${firstName}`,
      preheader: 'Hi',
      paragraphs: ['Glad you are here.'],
      unsubscribeUrl,
    }),
});

const waitFor = async (condition: () => Promise<boolean>) => {
  for (let i = 0; i < 500 && !(await condition()); i++) await new Promise((resolve) => setTimeout(resolve, 20));
};

describe('SendGrid through @sendgrid/mail', () => {
  let sendgrid: FakeProvider;
  let app: TestApp;
  beforeAll(async () => {
    // The first attempt at every message meets a 503; an address at "invalid.test" is refused with a 400.
    const attemptsByMessage = new Map<string, number>();
    sendgrid = await startFakeProvider((request, _index, response) => {
      const body = JSON.parse(request.body);
      const key = body.custom_args.outbox_message_id as string;
      const attempt = (attemptsByMessage.get(key) ?? 0) + 1;
      attemptsByMessage.set(key, attempt);
      if (body.personalizations[0].to[0].email.endsWith('@invalid.test')) {
        response.writeHead(400, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ errors: [{ message: 'Does not contain a valid address.', field: 'to' }] }));
      } else if (attempt === 1) {
        response.writeHead(503).end();
      } else {
        response.writeHead(202, { 'X-Message-Id': `sg-${key.slice(0, 8)}` }).end();
      }
    });
    app = await createTestApp({
      env: {
        SENDGRID_API_KEY: 'SG.test-key',
        SENDGRID_API_URL: sendgrid.url,
        MAIL_FROM: 'Inspivision <hello@inspivision.com>',
        MAIL_REPLY_TO: 'team@inspivision.com',
        QUEUE_RETRY_DELAY_MS: '50',
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await sendgrid.close();
  });

  const message = (recipient: string) =>
    app.dataSource.getRepository(OutboxMessageEntity).findOneByOrFail({ recipient });

  it('sends the expected payload, retries a 503 and delivers the message exactly once', async () => {
    await app.app.get(MailService).send(welcome, { firstName: 'Ana' }, { email: 'ana@example.com' });
    await waitFor(async () => (await message('ana@example.com')).status === 'sent');
    const sent = await message('ana@example.com');
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, providerMessageId: `sg-${sent.id.slice(0, 8)}` });

    const calls = sendgrid.requests.filter(
      (request) => JSON.parse(request.body).custom_args.outbox_message_id === sent.id,
    );
    expect(calls).toHaveLength(2);
    const [first, second] = calls;
    expect(second.body).toBe(first.body);
    expect(first).toMatchObject({ method: 'POST', url: '/v3/mail/send' });
    expect(first.headers.authorization).toBe('Bearer SG.test-key');
    const body = JSON.parse(first.body);
    expect(body.personalizations).toEqual([{ to: [{ email: 'ana@example.com' }] }]);
    expect(body.from).toEqual({ email: 'hello@inspivision.com', name: 'Inspivision' });
    expect(body.reply_to).toEqual({ email: 'team@inspivision.com' });
    expect(body.subject).toBe('Welcome, Ana');
    expect(body.content.map((part: { type: string }) => part.type)).toEqual(['text/plain', 'text/html']);
    expect(body.content[0].value).toContain('Glad you are here.');
    expect(body.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(body.headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:3000\/api\/unsubscribe\/one-click\?email=ana%40example\.com&token=/,
    );

    await new Promise((resolve) => setTimeout(resolve, 300));
    const delivered = sendgrid.requests.filter(
      (request) => JSON.parse(request.body).custom_args.outbox_message_id === sent.id,
    );
    expect(delivered).toHaveLength(2);
  });

  it('fails a 400 at once and keeps SendGrid’s reason', async () => {
    await app.app.get(MailService).send(welcome, { firstName: 'Bo' }, { email: 'bo@invalid.test' });
    await waitFor(async () => (await message('bo@invalid.test')).status === 'failed');
    expect(await message('bo@invalid.test')).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: '400: SendGrid: Does not contain a valid address.',
    });
  });

  it('sends text attachments base64-encoded and base64 ones as they are', async () => {
    const pdf = Buffer.from('%PDF-1.3\n\u0000\u00ff binary');
    const driver = new SendGridMailDriver('SG.test-key', sendgrid.url);
    const message: MailMessage = {
      template: 'test.attachments',
      to: 'files@example.com',
      from: 'hello@inspivision.com',
      subject: 'Files',
      html: '<p>Files</p>',
      text: 'Files',
      idempotencyKey: 'attachments-1',
      attachments: [
        { filename: 'invite.ics', contentType: 'text/calendar; charset=utf-8', content: 'BEGIN:VCALENDAR' },
        {
          filename: 'INV-2026-0001.pdf',
          contentType: 'application/pdf',
          content: pdf.toString('base64'),
          encoding: 'base64',
        },
      ],
    };
    // The fake answers every message's first attempt with a 503.
    await expect(driver.deliver(message)).rejects.toThrow('503');
    await driver.deliver(message);
    const request = sendgrid.requests.findLast(
      (call) => JSON.parse(call.body).custom_args.outbox_message_id === 'attachments-1',
    );
    expect(JSON.parse(request!.body).attachments).toEqual([
      {
        filename: 'invite.ics',
        type: 'text/calendar; charset=utf-8',
        content: Buffer.from('BEGIN:VCALENDAR').toString('base64'),
        disposition: 'attachment',
      },
      {
        filename: 'INV-2026-0001.pdf',
        type: 'application/pdf',
        content: pdf.toString('base64'),
        disposition: 'attachment',
      },
    ]);
  });
});
