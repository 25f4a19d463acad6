import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { solvedBotCheck, withBotCheck } from '../../../test/bot-check';
import { createTestApp, TestApp } from '../../../test/test-app';
import { Clock } from '../clock';
import { BOT_CHECK_FAILED } from './bot-challenges.service';

/**
 * Issue 23, point 9: sign-up, the newsletter and the three lead forms need a solved ALTCHA proof of work
 * (fetched from GET /api/bot-challenge, solved for real here at the tests' low difficulty), each solution
 * works once and for a few minutes, and a filled honeypot is refused. BOT_CHALLENGE=off lifts the proof of
 * work only.
 */
const FORMS: [string, string, Record<string, unknown>][] = [
  [
    'a consultation',
    '/api/consultations',
    {
      firstName: 'Bo',
      lastName: 'Tt',
      email: 'bo@example.com',
      country: 'Canada',
      businessType: "I'm starting soon",
      servicesInterested: ['Digital Marketing'],
      budget: '$1,000 - $2,000 USD',
      message: 'Hello',
    },
  ],
  [
    'a service inquiry',
    '/api/service-inquiry',
    {
      firstName: 'Bo',
      lastName: 'Tt',
      email: 'bo@example.com',
      country: 'Canada',
      businessType: 'Other',
      servicesInterested: ['Digital Marketing'],
      budget: '$1,000 - $2,000 USD',
      message: 'Hello',
    },
  ],
  [
    'a quick question',
    '/api/general-question',
    {
      firstName: 'Bo',
      lastName: 'Tt',
      email: 'bo@example.com',
      country: 'Canada',
      serviceQuestion: 'General Business Consulting',
      message: 'Hello',
    },
  ],
  ['a sign-up', '/api/auth/signup', { password: 'blue-harbor-lantern', firstName: 'Bo', lastName: 'Tt' }],
  ['a newsletter sign-up', '/api/newsletter/subscribe', {}],
];

const ENV = {
  TRUST_PROXY: '1',
  LEAD_RATE_LIMIT_PER_IP: '1000',
  NEWSLETTER_RATE_LIMIT_PER_IP: '1000',
  AUTH_RATE_LIMIT_PER_IP: '1000',
  PENDING_CONSULTATIONS_PER_EMAIL: '1000',
  PENDING_CONSULTATIONS_PER_IP: '1000',
};

let nextEmail = 1;
/** The form's body with an address of its own (sign-ups of one address would meet the account's rules). */
const bodyOf = (fields: Record<string, unknown>) => ({ ...fields, email: `robot-check-${nextEmail++}@example.com` });

const expectRefused = (response: { status: number; body: unknown }) => {
  expect(response.status).toBe(400);
  expect(response.body).toEqual({ statusCode: 400, message: BOT_CHECK_FAILED, code: 'BOT_CHECK_FAILED' });
};

describe('the anti-robot check (BOT_CHALLENGE=on, the default)', () => {
  let app: TestApp;
  /** The app's clock, moved by the expiry test. */
  let offsetMs = 0;
  const clock = { now: () => new Date(Date.now() + offsetMs) };

  beforeAll(async () => {
    app = await createTestApp({ env: ENV, overrides: [{ provide: Clock, useValue: clock }] });
  });
  afterAll(() => app.close());
  afterEach(() => {
    offsetMs = 0;
  });

  it('hands out a signed challenge, never cached', async () => {
    const response = await app.http.get('/api/bot-challenge').expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual({
      enabled: true,
      challenge: {
        parameters: expect.objectContaining({
          algorithm: 'SHA-256',
          nonce: expect.any(String),
          salt: expect.any(String),
        }),
        signature: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
    });
    const expiresAt = (response.body as { challenge: Challenge }).challenge.parameters.expiresAt! * 1000;
    expect(expiresAt - Date.now()).toBeGreaterThan(5 * 60_000);
  });

  it.each(FORMS)(
    '%s: refused without a solved challenge, accepted with one, refused when replayed',
    async (_name, path, fields) => {
      expectRefused(await app.http.post(path).send(bodyOf(fields)));
      expectRefused(await app.http.post(path).send({ ...bodyOf(fields), altcha: 'bm90IGEgcGF5bG9hZA==' }));

      const check = await solvedBotCheck(app.http);
      const accepted = await app.http.post(path).send({ ...bodyOf(fields), ...check });
      expect(accepted.status).toBeLessThan(300);
      expectRefused(await app.http.post(path).send({ ...bodyOf(fields), ...check }));
    },
  );

  it('lets one solution through once when it is sent many times at once', async () => {
    const check = await solvedBotCheck(app.http);
    const [path, fields] = [FORMS[2][1], FORMS[2][2]];
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => app.http.post(path).send({ ...bodyOf(fields), ...check })),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([201, 400, 400, 400, 400, 400, 400, 400]);
  });

  it('refuses a wrong solution and a challenge that was not ours', async () => {
    const { body } = await app.http.get('/api/bot-challenge').expect(200);
    const challenge = (body as { challenge: Challenge }).challenge;
    const solution = (await solveChallenge({ challenge, deriveKey }))!;
    const payload = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64');
    const question = bodyOf(FORMS[2][2]);

    // The key of another counter: what a guess gives.
    const wrong = { ...solution, derivedKey: solution.derivedKey.replace(/.$/, (last) => (last === '0' ? '1' : '0')) };
    expectRefused(
      await app.http
        .post('/api/general-question')
        .send({ ...question, altcha: payload({ challenge, solution: wrong }) }),
    );
    // An easier challenge made up by the client: its signature cannot match.
    const forged = { ...challenge, parameters: { ...challenge.parameters, keyPrefix: '0' } };
    const forgedSolution = (await solveChallenge({ challenge: forged, deriveKey }))!;
    expectRefused(
      await app.http
        .post('/api/general-question')
        .send({ ...question, altcha: payload({ challenge: forged, solution: forgedSolution }) }),
    );
    // The genuine pair still works: refusals do not use it up.
    await app.http
      .post('/api/general-question')
      .send({ ...question, altcha: payload({ challenge, solution }) })
      .expect(201);
  });

  it('refuses a solution sent after its challenge expired', async () => {
    offsetMs = -11 * 60_000; // the challenge was handed out 11 minutes ago
    const check = await solvedBotCheck(app.http);
    offsetMs = 0;
    expectRefused(await app.http.post('/api/general-question').send({ ...bodyOf(FORMS[2][2]), ...check }));
  });

  it('refuses a filled honeypot, even with a solved challenge, and accepts it empty', async () => {
    for (const [, path, fields] of FORMS) {
      expectRefused(
        await app.http
          .post(path)
          .send({ ...(await withBotCheck(app.http, bodyOf(fields))), website: 'https://spam.example' }),
      );
    }
    await app.http
      .post('/api/general-question')
      .send({ ...(await withBotCheck(app.http, bodyOf(FORMS[2][2]))), website: '' })
      .expect(201);
  });
});

describe('BOT_CHALLENGE=off', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ env: { ...ENV, BOT_CHALLENGE: 'off' } });
  });
  afterAll(() => app.close());

  it('says the check is off, and the forms go through without a payload; the honeypot still counts', async () => {
    await app.http.get('/api/bot-challenge').expect(200, { enabled: false, challenge: null });
    for (const [, path, fields] of FORMS) {
      const response = await app.http.post(path).send(bodyOf(fields));
      expect(response.status).toBeLessThan(300);
      expectRefused(await app.http.post(path).send({ ...bodyOf(fields), website: 'x' }));
    }
  });
});
