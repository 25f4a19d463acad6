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

  /** A limited operation (the signed-link reads are limited like the writes). */
  type Limited = { method: 'post' | 'get'; path: string; body?: object; form?: string };
  const send = (operation: Limited, ip: string) => {
    const call = app.http[operation.method](operation.path).set('X-Forwarded-For', ip);
    if (operation.method === 'get') return call;
    return operation.form !== undefined ? call.type('form').send(operation.form) : call.send(operation.body ?? {});
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

  it.each<[string, Limited]>([
    ['a newsletter sign-up', { method: 'post', path: '/api/newsletter/subscribe', body: { email: 'n@example.com' } }],
    ['a newsletter confirmation', { method: 'post', path: '/api/newsletter/confirm', body: { token: 'forged' } }],
    ['an unsubscribe from the page', { method: 'post', path: '/api/unsubscribe', body: { email: 'u@example.com' } }],
    [
      'a one-click unsubscribe',
      { method: 'post', path: `/api/unsubscribe/one-click?${unsubscribeQuery}`, form: 'List-Unsubscribe=One-Click' },
    ],
    ['a cancel link', { method: 'post', path: `/api/consultations/${randomUUID()}/cancel`, body: { token: 'forged' } }],
    [
      'a reschedule link’s prefill',
      { method: 'get', path: `/api/consultations/${randomUUID()}/reschedule-prefill?token=forged` },
    ],
    ['a public testimonial', { method: 'post', path: '/api/testimonials', body: { name: 'T' } }],
  ])(
    '%s: the third request from one address is refused with 429, another address goes on',
    async (_name, operation) => {
      const client = newClient();
      for (let i = 0; i < LIMIT; i++) expect((await send(operation, client)).status).not.toBe(429);
      expectLimited(await send(operation, client));
      expectLimited(await send(operation, client));
      expect((await send(operation, newClient())).status).not.toBe(429);
    },
  );

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

  describe('an IPv6 client is counted by its /64 (issue 35, point 4)', () => {
    const subscribe = { method: 'post', path: '/api/newsletter/subscribe', body: { email: 'v6@example.com' } } as const;
    let nextNetwork = 1;
    /** A /64 of its own; `host` picks one of its addresses. */
    const newNetwork = () => {
      const network = `2001:db8:${(nextNetwork++).toString(16)}:1`;
      return (host: number) => `${network}:${host.toString(16)}:beef::${host.toString(16)}`;
    };

    it('refuses the third request from a third address of one /64', async () => {
      const address = newNetwork();
      for (let host = 1; host <= LIMIT; host++) expect((await send(subscribe, address(host))).status).not.toBe(429);
      expectLimited(await send(subscribe, address(LIMIT + 1)));
      // Another /64, even the next one, is another client.
      expect((await send(subscribe, newNetwork()(1))).status).not.toBe(429);
    });

    it('counts an IPv4-mapped IPv6 address as its IPv4 address', async () => {
      const ipv4 = newClient();
      for (let i = 0; i < LIMIT; i++) expect((await send(subscribe, ipv4)).status).not.toBe(429);
      expectLimited(await send(subscribe, `::ffff:${ipv4}`));
    });

    it('groups the sign-in limits the same way (AUTH_RATE_LIMIT_PER_ACCOUNT, 10 per account and client)', async () => {
      const address = newNetwork();
      const signIn = (host: number) =>
        app.http
          .post('/api/auth/email-login')
          .set('X-Forwarded-For', address(host))
          .send({ email: 'guessed@example.com', password: 'wrong-password-1' });
      for (let host = 1; host <= 10; host++) expect((await signIn(host)).status).toBe(401);
      expect((await signIn(11)).status).toBe(429);
    });
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
