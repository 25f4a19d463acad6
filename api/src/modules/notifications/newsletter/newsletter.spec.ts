import { browser, waitForMail } from '../../../../test/auth-helpers';
import { createTestApp, TestApp } from '../../../../test/test-app';
import { EmailUnsubscribeEntity } from '../../content/entities/email-unsubscribe.entity';
import { NewsletterSubscriberEntity } from '../../content/entities/newsletter-subscriber.entity';
import { defineMailTemplate } from '../mail/mail-template';
import { MailService } from '../mail/mail.service';
import { renderMail } from '../mail/templates/layout';
import { EmailPayload, OutboxMessageEntity } from '../outbox/outbox-message.entity';
import { OutboxService } from '../outbox/outbox.service';
import { UnsubscribeLinks } from '../unsubscribe-links';
import { UNSUBSCRIBED_MESSAGE } from './newsletter.controller';

const WELCOME = 'Subject: Welcome to the Inspivision newsletter';

const promotion = defineMailTemplate<{ subject: string }>({
  key: 'test.promotion',
  category: 'marketing',
  render: ({ subject }, { unsubscribeUrl }) =>
    renderMail({ subject, preheader: subject, paragraphs: [subject], unsubscribeUrl }),
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const waitFor = async (condition: () => Promise<boolean>, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await sleep(20);
  }
};

describe('newsletter and unsubscribe', () => {
  let app: TestApp;
  let links: UnsubscribeLinks;

  const mailsTo = async (email: string) =>
    (await app.mails()).filter((eml) => eml.includes(`\nTo: ${email}\r`) || eml.includes(`\nTo: ${email}\n`));
  const welcomesTo = async (email: string) => (await mailsTo(email)).filter((eml) => eml.includes(WELCOME));
  const outboxOf = (email: string, template: string) =>
    app.dataSource.getRepository(OutboxMessageEntity).find({ where: { recipient: email, template } });
  /** Waits until no message to `email` is still pending or being sent. */
  const settled = async (email: string) => {
    await app.app.get(OutboxService).settled();
    await waitFor(
      async () =>
        (await app.dataSource.getRepository(OutboxMessageEntity).countBy([
          { recipient: email, status: 'pending' },
          { recipient: email, status: 'sending' },
        ])) === 0,
    );
  };
  const subscriber = (email: string) => app.dataSource.getRepository(NewsletterSubscriberEntity).findOneBy({ email });
  const unsubscribed = (email: string) => app.dataSource.getRepository(EmailUnsubscribeEntity).findOneBy({ email });

  beforeAll(async () => {
    app = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_ACCOUNT: '1000' } });
    links = app.app.get(UnsubscribeLinks);
  });
  afterAll(() => app.close());

  it('subscribes an address (normalised) and sends one welcome e-mail with its unsubscribe link and headers', async () => {
    const response = await app.http
      .post('/api/newsletter/subscribe')
      .send({ email: '  Nora@Example.com ' })
      .expect(200);
    expect(response.body.message).toEqual(expect.any(String));
    expect(await subscriber('nora@example.com')).toMatchObject({ isActive: true });

    const eml = await waitForMail(app, 'nora@example.com');
    expect(eml).toContain(WELCOME);
    const headers = eml.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
    expect(headers).toMatch(
      /^List-Unsubscribe: <http:\/\/localhost:3000\/api\/unsubscribe\/one-click\?email=nora%40example\.com&token=[\w-]+>\r?$/m,
    );
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);

    const [row] = await outboxOf('nora@example.com', 'newsletter.welcome');
    expect(row).toMatchObject({ category: 'marketing', channel: 'email' });
    const payload = row.payload as EmailPayload;
    expect(payload.text).toContain(links.pageUrl('nora@example.com'));
    expect(payload.html).toContain('Unsubscribe</a>');
  });

  it('is idempotent: subscribing an active address again (even at once) sends no second welcome', async () => {
    const email = 'twice@example.com';
    await Promise.all([
      app.http.post('/api/newsletter/subscribe').send({ email }).expect(200),
      app.http.post('/api/newsletter/subscribe').send({ email: email.toUpperCase() }).expect(200),
    ]);
    await app.http.post('/api/newsletter/subscribe').send({ email }).expect(200);
    await settled(email);
    expect(await welcomesTo(email)).toHaveLength(1);
    expect(await outboxOf(email, 'newsletter.welcome')).toHaveLength(1);
    expect(await app.dataSource.getRepository(NewsletterSubscriberEntity).countBy({ email })).toBe(1);
  });

  it('refuses an invalid address with 400 naming the field', async () => {
    for (const body of [{ email: 'not-an-email' }, { email: '' }, {}]) {
      const response = await app.http.post('/api/newsletter/subscribe').send(body).expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, message: 'Invalid request: email' });
      expect(response.body.errors).toContainEqual({ field: 'email', message: 'Please enter a valid email address' });
    }
  });

  it('answers an unsubscribe the same for known and unknown addresses, and deactivates a subscriber', async () => {
    await app.http.post('/api/newsletter/subscribe').send({ email: 'leaving@example.com' }).expect(200);
    const known = await app.http
      .post('/api/unsubscribe')
      .send({ email: 'Leaving@Example.com', reason: 'Too many e-mails' })
      .expect(200);
    const unknown = await app.http.post('/api/unsubscribe').send({ email: 'stranger@example.com' }).expect(200);
    expect(known.body).toEqual({ message: UNSUBSCRIBED_MESSAGE });
    expect(unknown.body).toEqual(known.body);

    expect(await subscriber('leaving@example.com')).toMatchObject({ isActive: false });
    expect(await unsubscribed('leaving@example.com')).toMatchObject({ reason: 'Too many e-mails' });
    expect(await unsubscribed('stranger@example.com')).toMatchObject({ reason: null });
    expect(await subscriber('stranger@example.com')).toBeNull();

    // Again, without a reason: still 200, and the earlier reason is kept.
    await app.http.post('/api/unsubscribe').send({ email: 'leaving@example.com' }).expect(200);
    expect(await unsubscribed('leaving@example.com')).toMatchObject({ reason: 'Too many e-mails' });
  });

  it('validates the unsubscribe payload', async () => {
    const bad = await app.http.post('/api/unsubscribe').send({ email: 'nope' }).expect(400);
    expect(bad.body.errors).toContainEqual({ field: 'email', message: 'Please enter a valid email address' });
    const long = await app.http
      .post('/api/unsubscribe')
      .send({ email: 'long@example.com', reason: 'x'.repeat(501) })
      .expect(400);
    expect(long.body.errors.map((error: { field: string }) => error.field)).toEqual(['reason']);
    await app.http
      .post('/api/unsubscribe')
      .send({ email: 'long@example.com', reason: 'x'.repeat(500) })
      .expect(200);
  });

  it('reactivates an unsubscribed address that subscribes again, lifts its unsubscribe and welcomes it again', async () => {
    const email = 'returning@example.com';
    await app.http.post('/api/newsletter/subscribe').send({ email }).expect(200);
    await settled(email);
    await app.http.post('/api/unsubscribe').send({ email, reason: 'Busy season' }).expect(200);
    expect(await welcomesTo(email)).toHaveLength(1);

    await app.http.post('/api/newsletter/subscribe').send({ email }).expect(200);
    expect(await subscriber(email)).toMatchObject({ isActive: true });
    expect(await unsubscribed(email)).toBeNull();
    await settled(email);
    expect(await welcomesTo(email)).toHaveLength(2);
    expect((await outboxOf(email, 'newsletter.welcome')).map((row) => row.status)).toEqual(['sent', 'sent']);
  });

  it('sends an unsubscribed address no marketing e-mail, even one already waiting, and still sends it transactional e-mail', async () => {
    const email = 'optout@example.com';
    const mail = app.app.get(MailService);
    const outbox = app.app.get(OutboxService);
    // A marketing message already in the outbox, due in a moment, when the person unsubscribes.
    await outbox.send({
      ...mail.compose(promotion, { subject: 'Spring offers' }, { email }),
      availableAt: new Date(Date.now() + 800),
    });
    await app.http.post('/api/unsubscribe').send({ email }).expect(200);
    await mail.send(promotion, { subject: 'Summer offers' }, { email });

    // Transactional: the sign-up verification code still arrives.
    await browser(app)
      .post('/api/auth/signup')
      .send({ email, password: 'blue-harbor-lantern', firstName: 'Omar', lastName: 'Tate' })
      .expect(201);
    const code = await waitForMail(app, email);
    expect(code).toMatch(/^\d{6}\r?$/m);

    await sleep(900);
    await settled(email);
    const promotions = await outboxOf(email, 'test.promotion');
    expect(promotions.map((row) => row.status)).toEqual(['suppressed', 'suppressed']);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).not.toMatch(/offers/);
  });

  describe('the one-click link (RFC 8058)', () => {
    it('unsubscribes on the POST a mail provider sends, without a cookie', async () => {
      const email = 'oneclick@example.com';
      await app.http.post('/api/newsletter/subscribe').send({ email }).expect(200);
      await settled(email);
      const [row] = await outboxOf(email, 'newsletter.welcome');
      const header = (row.payload as EmailPayload).headers!['List-Unsubscribe'];
      const url = new URL(header.slice(1, -1));
      expect(url.pathname).toBe('/api/unsubscribe/one-click');

      const response = await app.http
        .post(`${url.pathname}${url.search}`)
        .type('form')
        .send('List-Unsubscribe=One-Click')
        .expect(200);
      expect(response.body).toEqual({ message: UNSUBSCRIBED_MESSAGE });
      expect(await subscriber(email)).toMatchObject({ isActive: false });
      expect(await unsubscribed(email)).not.toBeNull();
    });

    it('refuses a token that does not belong to the address (403) and a link without one (400)', async () => {
      const token = links.token('someone@example.com');
      const forged = await app.http
        .post(`/api/unsubscribe/one-click?email=victim%40example.com&token=${token}`)
        .type('form')
        .send('List-Unsubscribe=One-Click')
        .expect(403);
      expect(forged.body).toEqual({ statusCode: 403, message: 'This unsubscribe link is not valid' });
      const missing = await app.http
        .post('/api/unsubscribe/one-click?email=victim%40example.com')
        .type('form')
        .send('List-Unsubscribe=One-Click')
        .expect(400);
      expect(missing.body).toMatchObject({ statusCode: 400, message: 'Invalid request: token' });
      expect(await unsubscribed('victim@example.com')).toBeNull();
    });
  });

  it("works from the e-mail's page link without signing in: the page posts the link's e-mail and token", async () => {
    const email = 'pagelink@example.com';
    await app.http.post('/api/newsletter/subscribe').send({ email }).expect(200);
    await settled(email);
    const [row] = await outboxOf(email, 'newsletter.welcome');
    const pageUrl = /(http:\/\/localhost:3000\/unsubscribe\?\S+)/.exec((row.payload as EmailPayload).text)![1];
    const link = new URL(pageUrl);
    // What the /unsubscribe page sends, like the site's own pages, with no session.
    await browser(app)
      .post('/api/unsubscribe')
      .send({ email: link.searchParams.get('email'), token: link.searchParams.get('token'), reason: 'Not for me' })
      .expect(200);
    expect(await subscriber(email)).toMatchObject({ isActive: false });
    expect(await unsubscribed(email)).toMatchObject({ reason: 'Not for me' });

    const wrong = await browser(app)
      .post('/api/unsubscribe')
      .send({ email: 'other@example.com', token: link.searchParams.get('token') })
      .expect(403);
    expect(wrong.body).toMatchObject({ statusCode: 403 });
  });
});
