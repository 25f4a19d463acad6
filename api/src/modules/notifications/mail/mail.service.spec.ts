import { createTestApp, TestApp } from '../../../../test/test-app';
import { OutboxMessageEntity } from '../outbox/outbox-message.entity';
import { UnsubscribeLinks } from '../unsubscribe-links';
import { defineMailTemplate } from './mail-template';
import { MailService } from './mail.service';
import { renderMail } from './templates/layout';
import { readableMail } from '../../../../test/readable-mail';

const booked = defineMailTemplate<{ day: string }>({
  key: 'test.booked',
  category: 'transactional',
  render: ({ day }) =>
    renderMail({ subject: 'Your consultation is booked', preheader: day, paragraphs: [`See you on ${day}.`] }),
});
const tips = defineMailTemplate<{ tip: string }>({
  key: 'test.tips',
  category: 'marketing',
  render: ({ tip }, { unsubscribeUrl }) =>
    renderMail({ subject: 'Launch tips', preheader: tip, paragraphs: [tip], unsubscribeUrl }),
});
const unlinked = defineMailTemplate<object>({
  key: 'test.unlinked',
  category: 'marketing',
  render: () => renderMail({ subject: 'Forgot the link', preheader: '', paragraphs: ['Hi'] }),
});

describe('MailService with the log driver', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ env: { REDIS_URL: '', MAIL_FROM: 'Inspivision <hello@inspivision.com>' } });
  });
  afterAll(() => app.close());

  const waitForMails = async (count: number) => {
    let mails: string[] = [];
    for (let i = 0; i < 250 && mails.length < count; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      mails = await app.mails();
    }
    return mails;
  };

  it('writes each message, with its text and HTML parts, to DATA_DIR/mail as an .eml file', async () => {
    await app.app.get(MailService).send(booked, { day: 'Monday' }, { email: 'Ana@Example.com' });
    const [eml] = await waitForMails(1);
    expect(eml).toMatch(/^From: Inspivision <hello@inspivision\.com>$/m);
    expect(eml).toMatch(/^To: ana@example\.com$/m);
    expect(eml).toMatch(/^Subject: Your consultation is booked$/m);
    expect(eml).toContain('Content-Type: text/plain');
    expect(eml).toContain('See you on Monday.');
    expect(eml).toContain('Content-Type: text/html');
    expect(eml).not.toMatch(/^List-Unsubscribe/m);
  });

  it('gives marketing mail a signed unsubscribe link and RFC 8058 one-click headers', async () => {
    await app.app
      .get(MailService)
      .send(tips, { tip: 'Open a business bank account early.' }, { email: 'bo@example.com' });
    const mails = await waitForMails(2);
    const eml = mails.find((mail) => /^To: bo@example\.com$/m.test(mail))!;
    const token = app.app.get(UnsubscribeLinks).token('bo@example.com');
    expect(eml).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(readableMail(eml)).toContain(`/api/unsubscribe/one-click?email=bo%40example.com&token=${token}`);
    expect(readableMail(eml)).toContain(
      `Unsubscribe: http://localhost:3000/unsubscribe?email=bo%40example.com&token=${token}`,
    );
    const [message] = await app.dataSource.getRepository(OutboxMessageEntity).findBy({ recipient: 'bo@example.com' });
    expect(message).toMatchObject({ category: 'marketing', template: 'test.tips', status: 'sent' });
  });

  it('refuses a marketing template that does not show its unsubscribe link', () => {
    expect(() => app.app.get(MailService).compose(unlinked, {}, { email: 'x@example.com' })).toThrow(
      'Marketing template test.unlinked must show its unsubscribe link',
    );
  });

  it('escapes what a template interpolates into HTML', async () => {
    await app.app.get(MailService).send(booked, { day: '<script>alert(1)</script>' }, { email: 'xss@example.com' });
    const mails = await waitForMails(3);
    const eml = readableMail(mails.find((mail) => /^To: xss@example\.com$/m.test(mail))!);
    const html = eml.slice(eml.indexOf('Content-Type: text/html'));
    expect(html).toContain('See you on &lt;script&gt;alert(1)&lt;/script&gt;.');
    expect(html).not.toContain('<script>');
  });
});
