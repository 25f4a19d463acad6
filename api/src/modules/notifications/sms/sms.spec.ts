import { createHmac, randomBytes } from 'node:crypto';
import { createServer, IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, TestApp } from '../../../../test/test-app';
import { UserEntity } from '../../auth';
import { SmsLogEntity } from '../entities/sms-log.entity';
import { SmsOptoutEventEntity } from '../entities/sms-optout-event.entity';
import { OutboxMessageEntity } from '../outbox/outbox-message.entity';
import { OutboxService } from '../outbox/outbox.service';
import { defineSmsTemplate } from './sms-template';
import { SMS_HELP_REPLY, SMS_START_REPLY } from './sms.constants';
import { SmsService } from './sms.service';

const ACCOUNT_SID = `AC${randomBytes(16).toString('hex')}`;
const AUTH_TOKEN = randomBytes(16).toString('hex');
const FROM = '+14045550100';
const INBOUND_URL = 'http://localhost:3000/api/sms/inbound';

interface TwilioRequest {
  url: string;
  headers: IncomingHttpHeaders;
  form: URLSearchParams;
}

/**
 * A stand-in for Twilio's REST API on a local port: the real SDK talks to it. `answer` picks the status
 * of each message request (201 = accepted) from the body and how many requests came before.
 */
class FakeTwilio {
  requests: TwilioRequest[] = [];
  answer: (form: URLSearchParams) => number = () => 201;
  private server: Server;
  url = '';

  async start() {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
        this.requests.push({ url: request.url ?? '', headers: request.headers, form });
        const status = this.answer(form);
        const body =
          status === 201
            ? {
                sid: `SM${randomBytes(16).toString('hex')}`,
                status: 'queued',
                to: form.get('To'),
                body: form.get('Body'),
              }
            : status === 400
              ? { code: 21211, message: `The 'To' number ${form.get('To')} is not a valid phone number.`, status }
              : { code: 20500, message: 'Service unavailable', status };
        response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  to(number: string) {
    return this.requests.filter((request) => request.form.get('To') === number);
  }

  close() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** Twilio's signature: HMAC-SHA1 of the URL followed by each parameter's name and value, sorted by name. */
const sign = (params: Record<string, string>, token = AUTH_TOKEN) =>
  createHmac('sha1', token)
    .update(
      INBOUND_URL +
        Object.keys(params)
          .sort()
          .map((key) => key + params[key])
          .join(''),
    )
    .digest('base64');

const reminder = defineSmsTemplate<{ when: string }>({
  key: 'test.reminder',
  category: 'transactional',
  consent: 'opt-in',
  render: ({ when }) => `Reminder: your consultation is ${when}.`,
});
const code = defineSmsTemplate<{ code: string }>({
  key: 'test.code',
  category: 'transactional',
  consent: 'requested',
  render: ({ code }) => `${code} is your code.`,
});

const waitFor = async (condition: () => boolean | Promise<boolean>, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SMS through Twilio (the real SDK against a local fake)', () => {
  const twilio = new FakeTwilio();
  let app: TestApp;
  let sms: SmsService;
  let phoneCounter = 10;

  /** An account with its own number, opted in and verified unless told otherwise. */
  const createUser = async (fields: Partial<UserEntity> = {}) => {
    const digits = String(phoneCounter++).padStart(4, '0');
    const user = await app.dataSource.getRepository(UserEntity).save({
      email: `user${digits}@example.com`,
      emailVerified: true,
      phone: `(404) 555-${digits}`,
      smsOptIn: true,
      phoneVerifiedAt: new Date(),
      ...fields,
    });
    return { ...user, e164: `+1404555${digits}` };
  };
  const logOf = (id: string) => app.dataSource.getRepository(SmsLogEntity).findOneByOrFail({ id });
  const outboxOf = (id: string) => app.dataSource.getRepository(OutboxMessageEntity).findOneByOrFail({ id });
  const inbound = (from: string, body: string, signature?: string) => {
    const params = {
      MessageSid: `SM${randomBytes(16).toString('hex')}`,
      AccountSid: ACCOUNT_SID,
      From: from,
      To: FROM,
      Body: body,
    };
    return app.http
      .post('/api/sms/inbound')
      .type('form')
      .set('X-Twilio-Signature', signature ?? sign(params))
      .send(params);
  };

  beforeAll(async () => {
    await twilio.start();
    app = await createTestApp({
      env: {
        TWILIO_ACCOUNT_SID: ACCOUNT_SID,
        TWILIO_AUTH_TOKEN: AUTH_TOKEN,
        TWILIO_FROM_NUMBER: FROM,
        TWILIO_API_URL: twilio.url,
        QUEUE_RETRY_DELAY_MS: '50',
      },
    });
    sms = app.app.get(SmsService);
  });
  afterAll(async () => {
    await app.close();
    await twilio.close();
  });
  beforeEach(() => {
    twilio.answer = () => 201;
  });

  it('sends through Twilio with the idempotency token and logs queued, then sent with the provider id', async () => {
    const user = await createUser();
    const outcome = await sms.send(reminder, { when: 'tomorrow at 10:00' }, { userId: user.id });
    if (outcome.status !== 'queued') throw new Error(`not queued: ${JSON.stringify(outcome)}`);
    expect(await logOf(outcome.smsLogId)).toMatchObject({
      toNumber: user.e164,
      templateKey: 'test.reminder',
      outboxMessageId: outcome.outboxMessageId,
    });

    await waitFor(async () => (await logOf(outcome.smsLogId)).status === 'sent');
    const [request] = twilio.to(user.e164);
    expect(request.url).toBe(`/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`);
    expect(Object.fromEntries(request.form)).toEqual({
      To: user.e164,
      From: FROM,
      Body: 'Reminder: your consultation is tomorrow at 10:00.',
    });
    expect(request.headers.authorization).toBe(
      `Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`,
    );
    expect(request.headers['i-twilio-idempotency-token']).toBe(outcome.outboxMessageId);
    const log = await logOf(outcome.smsLogId);
    expect(log.providerId).toMatch(/^SM[0-9a-f]{32}$/);
    expect(log.error).toBeNull();
    await waitFor(async () => (await outboxOf(outcome.outboxMessageId)).status === 'sent');
    expect(await outboxOf(outcome.outboxMessageId)).toMatchObject({
      channel: 'sms',
      providerMessageId: log.providerId,
    });
  });

  it('retries a 503 with the same idempotency token and delivers the text once', async () => {
    const user = await createUser();
    twilio.answer = (form) => (form.get('To') === user.e164 && twilio.to(user.e164).length === 1 ? 503 : 201);
    const outcome = await sms.send(reminder, { when: 'today' }, { userId: user.id });
    if (outcome.status !== 'queued') throw new Error('not queued');
    await waitFor(async () => (await logOf(outcome.smsLogId)).status === 'sent');
    await sleep(300);
    const requests = twilio.to(user.e164);
    expect(requests).toHaveLength(2);
    expect(requests.map((request) => request.headers['i-twilio-idempotency-token'])).toEqual([
      outcome.outboxMessageId,
      outcome.outboxMessageId,
    ]);
    expect(await logOf(outcome.smsLogId)).toMatchObject({ status: 'sent', error: null });
    await waitFor(async () => (await outboxOf(outcome.outboxMessageId)).status === 'sent');
    expect((await outboxOf(outcome.outboxMessageId)).attempts).toBe(2);
  });

  it('fails a 400 at once and records Twilio’s reason on sms_logs', async () => {
    const user = await createUser();
    twilio.answer = (form) => (form.get('To') === user.e164 ? 400 : 201);
    const outcome = await sms.send(reminder, { when: 'today' }, { userId: user.id });
    if (outcome.status !== 'queued') throw new Error('not queued');
    await waitFor(async () => (await logOf(outcome.smsLogId)).status === 'failed');
    const log = await logOf(outcome.smsLogId);
    expect(log.error).toBe(
      `400: Twilio: The 'To' number ${user.e164} is not a valid phone number. (Twilio error 21211)`,
    );
    expect(log.providerId).toBeNull();
    await sleep(300);
    expect(twilio.to(user.e164)).toHaveLength(1);
    expect(await outboxOf(outcome.outboxMessageId)).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('sends nothing to an account without smsOptIn, or with an unverified number', async () => {
    const noConsent = await createUser({ smsOptIn: false });
    const unverified = await createUser({ phoneVerifiedAt: null });
    const first = await sms.send(reminder, { when: 'today' }, { userId: noConsent.id });
    const second = await sms.send(reminder, { when: 'today' }, { userId: unverified.id });
    expect(first).toMatchObject({ status: 'blocked', reason: 'The account has not opted in to text messages' });
    expect(second).toMatchObject({ status: 'blocked', reason: 'The phone number is not verified' });
    if (first.status !== 'blocked') throw new Error('not blocked');
    expect(await logOf(first.smsLogId)).toMatchObject({
      status: 'blocked',
      outboxMessageId: null,
      toNumber: noConsent.e164,
    });
    expect(await app.dataSource.getRepository(OutboxMessageEntity).countBy({ recipient: noConsent.e164 })).toBe(0);
    await sleep(300);
    expect(twilio.to(noConsent.e164)).toHaveLength(0);
    expect(twilio.to(unverified.e164)).toHaveLength(0);
  });

  it('refuses an inbound request whose signature is wrong or missing (403, nothing changes)', async () => {
    const user = await createUser();
    const forged = await inbound(user.e164, 'STOP', sign({ From: user.e164, Body: 'STOP' }, 'not-the-token'));
    expect(forged.status).toBe(403);
    expect(forged.body).toEqual({ statusCode: 403, message: 'The request is not signed by Twilio' });
    const unsigned = await app.http.post('/api/sms/inbound').type('form').send({ From: user.e164, Body: 'STOP' });
    expect(unsigned.status).toBe(403);
    expect(await app.dataSource.getRepository(SmsOptoutEventEntity).countBy({ toNumber: user.e164 })).toBe(0);
    expect(await app.dataSource.getRepository(UserEntity).findOneByOrFail({ id: user.id })).toMatchObject({
      smsOptIn: true,
    });
  });

  it('acts on a replayed inbound text once: a captured START sent again after a STOP changes nothing', async () => {
    const user = await createUser();
    const params = {
      MessageSid: `SM${randomBytes(16).toString('hex')}`,
      AccountSid: ACCOUNT_SID,
      From: user.e164,
      To: FROM,
    };
    const send = (body: string, messageSid = params.MessageSid) => {
      const signed = { ...params, MessageSid: messageSid, Body: body };
      return app.http.post('/api/sms/inbound').type('form').set('X-Twilio-Signature', sign(signed)).send(signed);
    };
    await send('START').expect(200);
    await send('STOP', `SM${randomBytes(16).toString('hex')}`).expect(200);
    const replayed = await send('START');
    expect(replayed.status).toBe(200);
    expect(await app.dataSource.getRepository(SmsOptoutEventEntity).countBy({ toNumber: user.e164 })).toBe(2);
    expect((await app.dataSource.getRepository(UserEntity).findOneByOrFail({ id: user.id })).smsOptIn).toBe(false);
    expect(await sms.send(reminder, { when: 'today' }, { userId: user.id })).toMatchObject({ status: 'blocked' });
  });

  it('refuses a 10 MB inbound payload with 413 before reading it, and a signed one without a message id', async () => {
    const huge = await inbound('+14045550199', 'x'.repeat(10 * 1024 * 1024));
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ statusCode: 413, message: 'The request body is too large' });
    const noSid = { AccountSid: ACCOUNT_SID, From: '+14045550199', To: FROM, Body: 'STOP' };
    const response = await app.http
      .post('/api/sms/inbound')
      .type('form')
      .set('X-Twilio-Signature', sign(noSid))
      .send(noSid)
      .expect(400);
    expect(response.body).toEqual({ statusCode: 400, message: 'MessageSid is missing or malformed' });
    expect(await app.dataSource.getRepository(SmsOptoutEventEntity).countBy({ toNumber: '+14045550199' })).toBe(0);
  });

  it('STOP from a number blocks every later text to it, even one the person asks for; START allows again', async () => {
    const user = await createUser();
    const stop = await inbound(user.e164, ' Stop. ');
    expect(stop.status).toBe(200);
    expect(stop.headers['content-type']).toMatch(/^text\/xml/);
    expect(stop.text).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
    expect(await app.dataSource.getRepository(SmsOptoutEventEntity).findBy({ toNumber: user.e164 })).toEqual([
      expect.objectContaining({ userId: user.id, keyword: 'STOP' }),
    ]);
    expect((await app.dataSource.getRepository(UserEntity).findOneByOrFail({ id: user.id })).smsOptIn).toBe(false);

    // Even with consent given again on the profile, and for a text the person asked for.
    await app.dataSource.getRepository(UserEntity).update(user.id, { smsOptIn: true });
    for (const [template, data] of [
      [reminder, { when: 'today' }],
      [code, { code: '123456' }],
    ] as const) {
      const outcome = await sms.send(template as typeof reminder, data as { when: string }, { userId: user.id });
      expect(outcome).toMatchObject({ status: 'blocked', reason: 'The number replied STOP to our texts' });
      if (outcome.status !== 'blocked') throw new Error('not blocked');
      expect(await logOf(outcome.smsLogId)).toMatchObject({ status: 'blocked', toNumber: user.e164 });
    }
    expect(await app.dataSource.getRepository(OutboxMessageEntity).countBy({ recipient: user.e164 })).toBe(0);
    await sleep(300);
    expect(twilio.to(user.e164)).toHaveLength(0);

    const start = await inbound(user.e164, 'START');
    expect(start.status).toBe(200);
    expect(start.text).toContain(`<Message>${SMS_START_REPLY.replace(/&/g, '&amp;')}</Message>`);
    expect((await app.dataSource.getRepository(UserEntity).findOneByOrFail({ id: user.id })).smsOptIn).toBe(true);
    const again = await sms.send(reminder, { when: 'today' }, { userId: user.id });
    if (again.status !== 'queued') throw new Error(`not queued: ${JSON.stringify(again)}`);
    await waitFor(async () => (await logOf(again.smsLogId)).status === 'sent');
    expect(twilio.to(user.e164)).toHaveLength(1);
  });

  it('STOP also stops a text written before it and not yet sent (checked again at send time)', async () => {
    const user = await createUser();
    const outbox = app.app.get(OutboxService);
    const outcome = await outbox.transaction((manager, send) =>
      sms.sendIn(
        manager,
        (message) => send({ ...message, availableAt: new Date(Date.now() + 1000) }),
        reminder,
        { when: 'soon' },
        { userId: user.id },
      ),
    );
    if (outcome.status !== 'queued') throw new Error('not queued');
    expect((await inbound(user.e164, 'stop')).status).toBe(200);
    await waitFor(async () => (await outboxOf(outcome.outboxMessageId)).status === 'suppressed');
    expect(await logOf(outcome.smsLogId)).toMatchObject({
      status: 'blocked',
      error: 'The number replied STOP to our texts',
    });
    expect(twilio.to(user.e164)).toHaveLength(0);
  });

  it('STOP from a number without an account is kept too; HELP gets the help text and changes nothing', async () => {
    const stranger = '+14045559876';
    expect((await inbound(stranger, 'UNSUBSCRIBE')).status).toBe(200);
    expect(await app.dataSource.getRepository(SmsOptoutEventEntity).findBy({ toNumber: stranger })).toEqual([
      expect.objectContaining({ userId: null, keyword: 'UNSUBSCRIBE' }),
    ]);
    const user = await createUser({ phone: stranger.replace('+1', '') });
    expect(await sms.send(reminder, { when: 'today' }, { userId: user.id })).toMatchObject({ status: 'blocked' });

    const other = await createUser();
    const help = await inbound(other.e164, 'help');
    expect(help.status).toBe(200);
    expect(help.text).toContain(`<Message>${SMS_HELP_REPLY.replace(/&/g, '&amp;')}</Message>`);
    expect(await app.dataSource.getRepository(SmsOptoutEventEntity).countBy({ toNumber: other.e164 })).toBe(0);
  });
});
