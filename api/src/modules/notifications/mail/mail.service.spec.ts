import { createTestApp, TestApp } from '../../../../test/test-app';
import { MailService } from './mail.service';

describe('MailService with the log driver', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ env: { REDIS_URL: '', MAIL_FROM: 'Inspivision <hello@inspivision.com>' } });
  });
  afterAll(() => app.close());

  it('writes each message, with its text and HTML parts, to DATA_DIR/mail as an .eml file', async () => {
    await app.app.get(MailService).send({
      to: 'ana@example.com',
      subject: 'Your consultation is booked',
      text: 'See you on Monday.',
      html: '<p>See you on <strong>Monday</strong>.</p>',
    });
    let mails: string[] = [];
    for (let i = 0; i < 100 && mails.length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      mails = await app.mails();
    }
    expect(mails).toHaveLength(1);
    const [eml] = mails;
    expect(eml).toMatch(/^From: Inspivision <hello@inspivision\.com>$/m);
    expect(eml).toMatch(/^To: ana@example\.com$/m);
    expect(eml).toMatch(/^Subject: Your consultation is booked$/m);
    expect(eml).toContain('Content-Type: text/plain');
    expect(eml).toContain('See you on Monday.');
    expect(eml).toContain('Content-Type: text/html');
  });
});
