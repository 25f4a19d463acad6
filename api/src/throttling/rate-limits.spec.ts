import { randomUUID } from 'node:crypto';
import { signUpVerified } from '../../test/auth-helpers';
import { withBotCheck } from '../../test/bot-check';
import { createTestApp, TestApp } from '../../test/test-app';

/**
 * Issue 14, point 4: every anonymous write has its own per-IP limit, answered with 429 in the one error
 * shape and the human message, counted apart from the sign-in limits (left at their defaults here) and
 * apart for each client address. Each limit is set to 2 through its variable; the third request from one
 * address is refused. The bodies need not be valid: the limit is checked before anything else.
 */
const LIMIT = 2;

describe('per-IP limits of the anonymous writes', () => {
  let app: TestApp;
  let nextIp = 1;
  /** A client address of its own (behind TRUST_PROXY=1, the address is the X-Forwarded-For one). */
  const newClient = () => `198.51.100.${nextIp++}`;

  beforeAll(async () => {
    app = await createTestApp({
      env: {
        TRUST_PROXY: '1',
        LEAD_RATE_LIMIT_PER_IP: String(LIMIT),
        TESTIMONIAL_RATE_LIMIT_PER_IP: String(LIMIT),
        NEWSLETTER_RATE_LIMIT_PER_IP: String(LIMIT),
        UNSUBSCRIBE_RATE_LIMIT_PER_IP: String(LIMIT),
        SIGNED_LINK_RATE_LIMIT_PER_IP: String(LIMIT),
      },
    });
  });
  afterAll(() => app.close());

  const expectLimited = (response: { status: number; body: unknown; headers: Record<string, string> }) => {
    expect(response.status).toBe(429);
    expect(response.body).toEqual({
      statusCode: 429,
      message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ minutes?\.$/),
    });
    expect(Number(response.headers['retry-after-ip'])).toBeGreaterThan(0);
    expect(response.headers['retry-after']).toBe(response.headers['retry-after-ip']);
  };

  type Write = { method: 'post'; path: string; body?: object; form?: string };
  const send = (write: Write, ip: string) => {
    const call = app.http[write.method](write.path).set('X-Forwarded-For', ip);
    return write.form !== undefined ? call.type('form').send(write.form) : call.send(write.body ?? {});
  };

  const lead = {
    firstName: 'Flo',
    lastName: 'Od',
    email: 'flood@example.com',
    country: 'Canada',
    servicesInterested: ['Digital Marketing'],
    budget: '$1,000 - $2,000 USD',
    message: 'Hello',
  };
  const unsubscribeQuery = 'email=victim%40example.com&token=forged';

  it.each<[string, Write]>([
    ['a newsletter sign-up', { method: 'post', path: '/api/newsletter/subscribe', body: { email: 'n@example.com' } }],
    ['a newsletter confirmation', { method: 'post', path: '/api/newsletter/confirm', body: { token: 'forged' } }],
    ['an unsubscribe from the page', { method: 'post', path: '/api/unsubscribe', body: { email: 'u@example.com' } }],
    [
      'a one-click unsubscribe',
      { method: 'post', path: `/api/unsubscribe/one-click?${unsubscribeQuery}`, form: 'List-Unsubscribe=One-Click' },
    ],
    ['a cancel link', { method: 'post', path: `/api/consultations/${randomUUID()}/cancel`, body: { token: 'forged' } }],
    ['a public testimonial', { method: 'post', path: '/api/testimonials', body: { name: 'T' } }],
  ])('%s: the third request from one address is refused with 429, another address goes on', async (_name, write) => {
    const client = newClient();
    for (let i = 0; i < LIMIT; i++) expect((await send(write, client)).status).not.toBe(429);
    expectLimited(await send(write, client));
    expectLimited(await send(write, client));
    expect((await send(write, newClient())).status).not.toBe(429);
  });

  it('counts the three lead forms together, and each submission whether or not it is valid', async () => {
    const client = newClient();
    const consultation = await send(
      {
        method: 'post',
        path: '/api/consultations',
        body: await withBotCheck(app.http, { ...lead, businessType: "I'm starting soon" }),
      },
      client,
    );
    expect(consultation.status).toBe(201);
    const invalid = await send({ method: 'post', path: '/api/service-inquiry', body: {} }, client);
    expect(invalid.status).toBe(400);
    expectLimited(
      await send(
        {
          method: 'post',
          path: '/api/general-question',
          body: await withBotCheck(app.http, { ...lead, serviceQuestion: 'Other' }),
        },
        client,
      ),
    );
    expectLimited(await send({ method: 'post', path: '/api/consultations', body: {} }, client));
    const other = await send(
      {
        method: 'post',
        path: '/api/service-inquiry',
        body: await withBotCheck(app.http, { ...lead, businessType: 'Other' }),
      },
      newClient(),
    );
    expect(other.status).toBe(201);
  });

  it('limits the feedback-link testimonial of a signed-in client too', async () => {
    const client = await signUpVerified(app, 'feedback@example.com');
    const ip = newClient();
    for (let i = 0; i < LIMIT; i++) {
      expect((await client.post('/api/testimonials/secure').set('X-Forwarded-For', ip).send({})).status).toBe(400);
    }
    expectLimited(await client.post('/api/testimonials/secure').set('X-Forwarded-For', ip).send({}));
  });

  it('leaves the sign-in limits (AUTH_RATE_LIMIT_PER_IP) out of it: the forms’ counters are their own', async () => {
    const ip = newClient();
    for (let i = 0; i < LIMIT; i++) {
      await send({ method: 'post', path: '/api/newsletter/subscribe', body: { email: 'x@example.com' } }, ip);
    }
    const login = await app.http
      .post('/api/auth/email-login')
      .set('X-Forwarded-For', ip)
      .send({ email: 'nobody@example.com', password: 'wrong-password-1' });
    expect(login.status).toBe(401);
  });
});
