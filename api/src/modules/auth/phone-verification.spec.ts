import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Browser, signUpVerified } from '../../../test/auth-helpers';
import { createTestApp, TestApp } from '../../../test/test-app';
import { SmsLogEntity } from '../notifications/entities/sms-log.entity';
import { SmsOptoutEventEntity } from '../notifications/entities/sms-optout-event.entity';
import { INVALID_CODE_MESSAGE } from './auth.service';
import { PHONE_MESSAGES } from './phone-verification.service';
import { SMS_UNREACHABLE_MESSAGE } from '../notifications';

describe('phone verification by SMS (log driver, nothing configured)', () => {
  let app: TestApp;

  /** The texts the log driver wrote to `number`, oldest first. */
  const textsTo = async (number: string) => {
    const directory = join(app.config.dataDir, 'sms');
    const files = (await readdir(directory).catch(() => [])).filter((file) => file.endsWith('.txt')).sort();
    const texts = await Promise.all(files.map((file) => readFile(join(directory, file), 'utf8')));
    return texts.filter((text) => text.startsWith(`To: ${number}\n`));
  };
  const waitForCode = async (number: string, count = 1) => {
    for (let i = 0; i < 250; i++) {
      const texts = await textsTo(number);
      if (texts.length >= count)
        return /\b(\d{6}) is your Inspivision phone verification code/.exec(texts[count - 1])![1];
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`No text number ${count} to ${number}`);
  };
  const setPhone = (client: Browser, phone: string | null) =>
    client.patch('/api/auth/profile').send({ phone }).expect(200);

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('texts a code to the profile phone (no smsOptIn needed) and the right code sets phoneVerifiedAt', async () => {
    const client = await signUpVerified(app, 'phone-ana@example.com');
    await setPhone(client, '404.555.0134');
    const sent = await client.post('/api/auth/phone/send-code').expect(200);
    expect(sent.body.message).toMatch(/texted you a 6-digit code/);
    const code = await waitForCode('+14045550134');
    expect(
      await app.dataSource.getRepository(SmsLogEntity).findOneByOrFail({ toNumber: '+14045550134' }),
    ).toMatchObject({ templateKey: 'auth.phone-verification-code' });

    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await client.post('/api/auth/phone/verify').send({ code: wrong }).expect(400);
    expect(refused.body).toEqual({ statusCode: 400, message: INVALID_CODE_MESSAGE });

    const verified = await client.post('/api/auth/phone/verify').send({ code }).expect(200);
    expect(verified.body).toMatchObject({ phone: '+14045550134', smsOptIn: false });
    expect(Date.parse(verified.body.phoneVerifiedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await client.get('/api/auth/profile').expect(200)).body.phoneVerifiedAt).toBe(
      verified.body.phoneVerifiedAt,
    );

    // Used once; and asking again for a verified number is refused.
    await client.post('/api/auth/phone/verify').send({ code }).expect(400);
    const again = await client.post('/api/auth/phone/send-code').expect(400);
    expect(again.body.message).toBe(PHONE_MESSAGES.alreadyVerified);
  });

  it('a new number needs a new code: one sent to the old number does not verify it', async () => {
    const client = await signUpVerified(app, 'phone-ben@example.com', 'Ben');
    await setPhone(client, '+1 404 555 0140');
    await client.post('/api/auth/phone/send-code').expect(200);
    const oldCode = await waitForCode('+14045550140');
    await setPhone(client, '404-555-0141');
    await client.post('/api/auth/phone/verify').send({ code: oldCode }).expect(400);
    await client.post('/api/auth/phone/send-code').expect(200);
    const newCode = await waitForCode('+14045550141');
    const verified = await client.post('/api/auth/phone/verify').send({ code: newCode }).expect(200);
    expect(verified.body.phoneVerifiedAt).not.toBeNull();
    // Changing the number clears the verification.
    expect((await setPhone(client, '404-555-0142')).body.phoneVerifiedAt).toBeNull();
  });

  it('refuses without a usable phone number, or for a number that replied STOP', async () => {
    const client = await signUpVerified(app, 'phone-cy@example.com', 'Cy');
    const none = await client.post('/api/auth/phone/send-code').expect(400);
    expect(none.body).toEqual({ statusCode: 400, message: PHONE_MESSAGES.noPhone });
    // A number that cannot take a text is refused when the profile is saved.
    const unusable = await client.patch('/api/auth/profile').send({ phone: '555-0100' }).expect(400);
    expect(unusable.body.errors).toEqual([{ field: 'phone', message: 'Please enter a valid phone number' }]);
    await client.post('/api/auth/phone/send-code').expect(400);

    await app.dataSource
      .getRepository(SmsOptoutEventEntity)
      .insert({ toNumber: '+14045550150', keyword: 'STOP', userId: null });
    await setPhone(client, '404 555 0150');
    const stopped = await client.post('/api/auth/phone/send-code').expect(400);
    expect(stopped.body.message).toBe(PHONE_MESSAGES.optedOut);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await textsTo('+14045550150')).toHaveLength(0);
    expect(
      await app.dataSource.getRepository(SmsLogEntity).findOneByOrFail({ toNumber: '+14045550150' }),
    ).toMatchObject({ status: 'blocked' });
  });

  it('saves any valid number of any country in E.164, and offers texts only where the SMS provider reaches', async () => {
    const client = await signUpVerified(app, 'phone-dee@example.com', 'Dee');
    // A UK mobile with its country code; a national number read as one of the country chosen beside it.
    const uk = await setPhone(client, '+44 7911 123456');
    expect(uk.body).toMatchObject({ phone: '+447911123456', phoneTextable: false, phoneVerifiedAt: null });
    const mexico = await client
      .patch('/api/auth/profile')
      .send({ phone: '55 1234 5678', country: 'Mexico' })
      .expect(200);
    expect(mexico.body).toMatchObject({ phone: '+525512345678', country: 'Mexico', phoneTextable: false });
    const us = await client.patch('/api/auth/profile').send({ phone: '(404) 555-0160', country: 'United States' });
    expect(us.body).toMatchObject({ phone: '+14045550160', phoneTextable: true });

    // Texts (and opting in to them) need a number the provider reaches: +1.
    await setPhone(client, '+44 7911 123456');
    const optIn = await client.patch('/api/auth/profile').send({ smsOptIn: true }).expect(400);
    expect(optIn.body).toEqual({
      statusCode: 400,
      message: SMS_UNREACHABLE_MESSAGE,
      errors: [{ field: 'smsOptIn', message: SMS_UNREACHABLE_MESSAGE }],
    });
    const code = await client.post('/api/auth/phone/send-code').expect(400);
    expect(code.body.message).toBe(SMS_UNREACHABLE_MESSAGE);
    expect(await textsTo('+447911123456')).toHaveLength(0);
    const canada = await client
      .patch('/api/auth/profile')
      .send({ phone: '+1 613 555 0188', smsOptIn: true })
      .expect(200);
    expect(canada.body).toMatchObject({ phone: '+16135550188', smsOptIn: true, phoneTextable: true });

    // Still no number at all.
    const junk = await client.patch('/api/auth/profile').send({ phone: '+44 12' }).expect(400);
    expect(junk.body.errors).toEqual([{ field: 'phone', message: 'Please enter a valid phone number' }]);
  });

  it('needs a signed-in account', async () => {
    await app.http.post('/api/auth/phone/send-code').set('X-Requested-With', 'XMLHttpRequest').expect(401);
    await app.http.post('/api/auth/phone/verify').send({ code: '123456' }).expect(401);
  });

  it('refuses the inbound-SMS webhook when Twilio is not configured', async () => {
    const response = await app.http.post('/api/sms/inbound').type('form').send({ From: '+14045550134', Body: 'STOP' });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ statusCode: 403, message: 'The request is not signed by Twilio' });
    expect(await app.dataSource.getRepository(SmsOptoutEventEntity).countBy({ toNumber: '+14045550134' })).toBe(0);
  });
});
