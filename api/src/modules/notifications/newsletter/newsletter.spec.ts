import { browser, waitForMail } from '../../../../test/auth-helpers';
import { createTestApp, TestApp } from '../../../../test/test-app';
import { EmailUnsubscribeEntity } from '../entities/email-unsubscribe.entity';
import { NewsletterSubscriberEntity } from '../entities/newsletter-subscriber.entity';
import { defineMailTemplate } from '../mail/mail-template';
import { MailService } from '../mail/mail.service';
import { renderMail } from '../mail/templates/layout';
import { EmailPayload, OutboxMessageEntity } from '../outbox/outbox-message.entity';
import { OutboxService } from '../outbox/outbox.service';
import { UnsubscribeLinks } from '../unsubscribe-links';
import { Clock } from '../../../common/clock';
import { CHECK_INBOX_MESSAGE, SUBSCRIBED_MESSAGE, UNSUBSCRIBED_MESSAGE } from './newsletter.controller';
import { withBotCheck } from '../../../../test/bot-check';
import { withAlteredSignature } from '../../../../test/altered-signature';

const WELCOME = 'Subject: Welcome to the Inspivision newsletter';
const CONFIRMATION = 'Subject: Confirm your Inspivision newsletter subscription';

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
  const confirmationsTo = async (email: string) => (await mailsTo(email)).filter((eml) => eml.includes(CONFIRMATION));
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
  const subscribe = async (email: string) =>
    app.http
      .post('/api/newsletter/subscribe')
      .send(await withBotCheck(app.http, { email }))
      .expect(200, { message: CHECK_INBOX_MESSAGE });
  /** The token of the link in the latest confirmation e-mail to `email`, as the outbox holds it. */
  const confirmationToken = async (email: string) => {
    await settled(email);
    const rows = await outboxOf(email, 'newsletter.confirmation');
    const text = (rows.at(-1)!.payload as EmailPayload).text;
    const link = new URL(/(http:\/\/localhost:3000\/newsletter\/confirm\?\S+)/.exec(text)![1]);
    return link.searchParams.get('token')!;
  };
  /** What the /newsletter/confirm page posts: the link's token, in the body. */
  const confirm = (token: string) => browser(app).post('/api/newsletter/confirm').send({ token });
  /** A sign-up confirmed from its e-mail, the welcome delivered. */
  const subscribeAndConfirm = async (email: string) => {
    await subscribe(email);
    await confirm(await confirmationToken(email)).expect(200);
    await settled(email);
  };

  /** The app's clock, moved by tests instead of sleeping. */
  let offsetMs = 0;
  const clock = { now: () => new Date(Date.now() + offsetMs) };
  /** The per-recipient mail quotas as if their window had started a day ago. */
  const aDayLater = (email: string) =>
    app.dataSource.query(
      `UPDATE mail_quotas SET window_started_at = now() - interval '25 hours' WHERE recipient = $1`,
      [email],
    );

  beforeAll(async () => {
    app = await createTestApp({
      // One test client plays every visitor (and the attacker): the per-IP limits are out of the way.
      env: {
        NEWSLETTER_RATE_LIMIT_PER_IP: '1000',
        UNSUBSCRIBE_RATE_LIMIT_PER_IP: '1000',
        AUTH_RATE_LIMIT_PER_IP: '1000',
        AUTH_RATE_LIMIT_PER_ACCOUNT: '1000',
      },
      overrides: [{ provide: Clock, useValue: clock }],
    });
    links = app.app.get(UnsubscribeLinks);
  });
  afterAll(() => app.close());

  it('asks a new address to confirm: a signed link by e-mail, nothing active and no welcome until it is clicked', async () => {
    const response = await app.http
      .post('/api/newsletter/subscribe')
      .send(await withBotCheck(app.http, { email: '  Nora@Example.com ' }))
      .expect(200);
    expect(response.body).toEqual({ message: CHECK_INBOX_MESSAGE });
    expect(await subscriber('nora@example.com')).toMatchObject({ status: 'pending', confirmedAt: null });

    const confirmation = await waitForMail(app, 'nora@example.com');
    expect(confirmation).toContain(CONFIRMATION);
    const [row] = await outboxOf('nora@example.com', 'newsletter.confirmation');
    expect(row).toMatchObject({ category: 'transactional', channel: 'email' });
    await settled('nora@example.com');
    expect(await welcomesTo('nora@example.com')).toHaveLength(0);

    const token = await confirmationToken('nora@example.com');
    expect(await confirm(token).expect(200)).toMatchObject({ body: { message: SUBSCRIBED_MESSAGE } });
    expect(await subscriber('nora@example.com')).toMatchObject({ status: 'subscribed', confirmedAt: expect.any(Date) });

    const eml = await waitForMail(app, 'nora@example.com', 2);
    expect(eml).toContain(WELCOME);
    const headers = eml.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
    expect(headers).toMatch(
      /^List-Unsubscribe: <http:\/\/localhost:3000\/api\/unsubscribe\/one-click\?email=nora%40example\.com&token=[\w-]+>\r?$/m,
    );
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);

    const [welcome] = await outboxOf('nora@example.com', 'newsletter.welcome');
    expect(welcome).toMatchObject({ category: 'marketing', channel: 'email' });
    const payload = welcome.payload as EmailPayload;
    expect(payload.text).toContain(links.pageUrl('nora@example.com'));
    expect(payload.html).toContain('Unsubscribe</a>');

    // A second click (or a scanner's) changes nothing and sends nothing.
    await confirm(token).expect(200, { message: SUBSCRIBED_MESSAGE });
    await settled('nora@example.com');
    expect(await welcomesTo('nora@example.com')).toHaveLength(1);
  });

  it('sends one address exactly one e-mail a day, however many sign-ups (100, some at once, some between unsubscribes)', async () => {
    const email = 'flooded@example.com';
    const signUp = async (address: string) =>
      app.http
        .post('/api/newsletter/subscribe')
        .send(await withBotCheck(app.http, { email: address }))
        .expect(200);
    // A stranger signs the address up 100 times: 50 at once, then 50 in a row, each after an unsubscribe.
    await Promise.all(Array.from({ length: 50 }, (_, i) => signUp(i % 2 === 0 ? email : `  ${email.toUpperCase()}`)));
    for (let i = 0; i < 50; i++) {
      await app.http.post('/api/unsubscribe').send({ email }).expect(200);
      await signUp(email);
    }
    await settled(email);
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await confirmationsTo(email)).toHaveLength(1);
    expect(await app.dataSource.getRepository(NewsletterSubscriberEntity).countBy({ email })).toBe(1);

    // A day later, a new sign-up gets a new confirmation (the link of the first may have expired).
    await aDayLater(email);
    await subscribe(email);
    await subscribe(email);
    await settled(email);
    expect(await confirmationsTo(email)).toHaveLength(2);

    // Once subscribed, a sign-up sends nothing at all.
    await confirm(await confirmationToken(email)).expect(200);
    await aDayLater(email);
    await subscribe(email);
    await settled(email);
    expect(await confirmationsTo(email)).toHaveLength(2);
    expect(await welcomesTo(email)).toHaveLength(1);
  }, 60_000);

  it('refuses a forged, foreign, expired or finished confirmation link, and a token outside the body', async () => {
    const email = 'careful@example.com';
    await subscribe(email);
    const token = await confirmationToken(email);
    const [payload, signature] = token.split('.');
    const other = Buffer.from(JSON.stringify({ sub: 'victim@example.com', exp: 4102444800 })).toString('base64url');

    for (const forged of [
      `${other}.${signature}`,
      withAlteredSignature(payload, signature),
      links.token(email),
      'nope',
    ]) {
      const refused = await confirm(forged).expect(400);
      expect(refused.body).toEqual({
        statusCode: 400,
        message: 'This confirmation link is invalid.',
        code: 'NEWSLETTER_LINK_INVALID',
      });
    }
    const missing = await browser(app).post(`/api/newsletter/confirm?token=${token}`).send({}).expect(400);
    expect(missing.body).toMatchObject({ statusCode: 400, message: 'Invalid request: token' });

    offsetMs = (7 * 24 + 1) * 3600_000; // the link works for 7 days
    try {
      const expired = await confirm(token).expect(410);
      expect(expired.body).toMatchObject({ statusCode: 410, code: 'NEWSLETTER_LINK_EXPIRED' });
    } finally {
      offsetMs = 0;
    }
    expect(await subscriber(email)).toMatchObject({ status: 'pending' });

    // The address left before clicking: the link of that sign-up no longer subscribes it.
    await app.http.post('/api/unsubscribe').send({ email }).expect(200);
    const finished = await confirm(token).expect(409);
    expect(finished.body).toMatchObject({ statusCode: 409, code: 'NEWSLETTER_NOT_PENDING' });
    expect(await subscriber(email)).toMatchObject({ status: 'unsubscribed' });
    expect(await unsubscribed(email)).not.toBeNull();
    await settled(email);
    expect(await welcomesTo(email)).toHaveLength(0);
  });

  it('refuses an invalid address with 400 naming the field', async () => {
    for (const body of [{ email: 'not-an-email' }, { email: '' }, {}]) {
      const response = await app.http
        .post('/api/newsletter/subscribe')
        .send(await withBotCheck(app.http, body))
        .expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, message: 'Invalid request: email' });
      expect(response.body.errors).toContainEqual({ field: 'email', message: 'Please enter a valid email address' });
    }
  });

  it('answers an unsubscribe the same for known and unknown addresses, and deactivates a subscriber', async () => {
    await subscribeAndConfirm('leaving@example.com');
    const known = await app.http
      .post('/api/unsubscribe')
      .send({ email: 'Leaving@Example.com', reason: 'Too many e-mails' })
      .expect(200);
    const unknown = await app.http.post('/api/unsubscribe').send({ email: 'stranger@example.com' }).expect(200);
    expect(known.body).toEqual({ message: UNSUBSCRIBED_MESSAGE });
    expect(unknown.body).toEqual(known.body);

    expect(await subscriber('leaving@example.com')).toMatchObject({ status: 'unsubscribed' });
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

  it('never lifts an unsubscribe on an anonymous sign-up: only the click on the new confirmation link does', async () => {
    const email = 'returning@example.com';
    const mail = app.app.get(MailService);
    await app.http.post('/api/unsubscribe').send({ email, reason: 'Busy season' }).expect(200);

    // Anyone signs the address up again: it stays unsubscribed, gets no welcome and no marketing mail.
    await app.http
      .post('/api/newsletter/subscribe')
      .send(await withBotCheck(app.http, { email }))
      .expect(200);
    expect(await unsubscribed(email)).toMatchObject({ reason: 'Busy season' });
    expect(await subscriber(email)).toMatchObject({ status: 'pending' });
    await mail.send(promotion, { subject: 'Autumn offers' }, { email });
    await settled(email);
    expect(await welcomesTo(email)).toHaveLength(0);
    expect((await outboxOf(email, 'test.promotion')).map((row) => row.status)).toEqual(['suppressed']);

    // The owner clicks the link: subscribed, unsubscribe lifted, welcomed.
    await confirm(await confirmationToken(email)).expect(200);
    expect(await subscriber(email)).toMatchObject({ status: 'subscribed' });
    expect(await unsubscribed(email)).toBeNull();
    await settled(email);
    expect(await welcomesTo(email)).toHaveLength(1);
    expect((await outboxOf(email, 'newsletter.welcome')).map((row) => row.status)).toEqual(['sent']);

    // And again after a later unsubscribe: a sign-up alone changes nothing, the new link's click does.
    await app.http.post('/api/unsubscribe').send({ email }).expect(200);
    await aDayLater(email);
    await subscribe(email);
    expect(await unsubscribed(email)).not.toBeNull();
    await confirm(await confirmationToken(email)).expect(200);
    expect(await unsubscribed(email)).toBeNull();
    await settled(email);
    expect(await welcomesTo(email)).toHaveLength(2);
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
    await app.http
      .post('/api/auth/signup')
      .send(
        await withBotCheck(app.http, { email, password: 'blue-harbor-lantern', firstName: 'Omar', lastName: 'Tate' }),
      )
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
      await subscribeAndConfirm(email);
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
      expect(await subscriber(email)).toMatchObject({ status: 'unsubscribed' });
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
    await subscribeAndConfirm(email);
    const [row] = await outboxOf(email, 'newsletter.welcome');
    const pageUrl = /(http:\/\/localhost:3000\/unsubscribe\?\S+)/.exec((row.payload as EmailPayload).text)![1];
    const link = new URL(pageUrl);
    // What the /unsubscribe page sends, like the site's own pages, with no session.
    await browser(app)
      .post('/api/unsubscribe')
      .send({ email: link.searchParams.get('email'), token: link.searchParams.get('token'), reason: 'Not for me' })
      .expect(200);
    expect(await subscriber(email)).toMatchObject({ status: 'unsubscribed' });
    expect(await unsubscribed(email)).toMatchObject({ reason: 'Not for me' });

    const wrong = await browser(app)
      .post('/api/unsubscribe')
      .send({ email: 'other@example.com', token: link.searchParams.get('token') })
      .expect(403);
    expect(wrong.body).toMatchObject({ statusCode: 403 });
  });
});
