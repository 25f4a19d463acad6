import { randomBytes } from 'node:crypto';
import { loadConfig, publicUrlLogFields } from './app.config';

/** A production deployment done right (SECURITY.md's checklist). */
const PRODUCTION = {
  NODE_ENV: 'production',
  APP_SECRET: randomBytes(32).toString('base64'),
  DATABASE_URL: 'postgres://app:secret@db:5432/app',
  PUBLIC_URL: 'https://www.inspivision.com',
  SENDGRID_API_KEY: 'SG.key',
  STRIPE_SECRET_KEY: 'sk_live_key',
  STRIPE_WEBHOOK_SECRET: 'whsec_secret',
  METRICS_TOKEN: randomBytes(24).toString('base64url'),
};

describe('loadConfig', () => {
  it('runs on local defaults with nothing configured', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, QUEUE_WORKERS: true, RUN_MIGRATIONS: true });
    expect(config.isEmbeddedDatabase).toBe(true);
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.dataDir).toMatch(/\/\.data$/);
  });

  it('reads typed values from strings', () => {
    const config = loadConfig({
      PORT: '8080',
      QUEUE_WORKERS: 'false',
      DATABASE_URL: 'postgres://app:secret@db:5432/app',
      REDIS_URL: 'redis://cache:6379/0',
    });
    expect(config).toMatchObject({ PORT: 8080, QUEUE_WORKERS: false });
    expect(config.isEmbeddedDatabase).toBe(false);
  });

  it('treats an empty optional value as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', REDIS_URL: ' ' }).isEmbeddedDatabase).toBe(true);
  });

  it('names every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'abc', LOG_LEVEL: 'loud' })).toThrow(
      /^Invalid configuration:\n {2}- PORT is invalid: .*\n {2}- LOG_LEVEL is invalid: .*\nSee \.env\.example\.$/,
    );
  });

  it.each([
    ['PORT', 'abc', /^Invalid configuration: PORT is invalid: PORT must be an integer number.*\(got "abc"\)/],
    [
      'DATABASE_URL',
      'mysql://db/app',
      /^Invalid configuration: DATABASE_URL is invalid: .*\(got "mysql:\/\/db\/app"\)/,
    ],
    ['LOG_LEVEL', 'loud', /^Invalid configuration: LOG_LEVEL is invalid/],
  ])('stops with one line naming %s when it is bad', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(message);
    try {
      loadConfig({ [name]: value });
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });

  describe('APP_SECRET', () => {
    it.each([
      ['32 random bytes in base64', randomBytes(32).toString('base64')],
      ['16 random bytes in hex', '3f9a0c51e7d24b8e96a1f05c7d38e2b4'],
      ['16 random bytes in base64url', 'q3Zt0Xw9PkL2m8RsVbN1cA'],
    ])('accepts %s', (_what, secret) => {
      expect(loadConfig({ APP_SECRET: secret }).APP_SECRET).toBe(secret);
    });

    it.each([
      ['32 times "a"', 'a'.repeat(32)],
      ['a short pattern repeated', 'abcdefgh'.repeat(4)],
      ['a word repeated', 'inspivision2026!'.repeat(3)],
      ['sixteen decimal digits (53 bits)', '8305127746019283'],
      ['too short to hold 128 bits', randomBytes(8).toString('base64')],
    ])('refuses %s, saying how to make one and never repeating it', (_what, secret) => {
      let message = '';
      try {
        loadConfig({ APP_SECRET: secret });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(/^Invalid configuration: APP_SECRET is invalid: APP_SECRET must be random, at least 128/);
      expect(message).toContain('openssl rand -base64 32');
      expect(message).toContain('the value is not shown');
      expect(message).not.toContain(secret);
    });
  });

  it.each([
    ['DATABASE_URL', 'mysql://app:s3cr3t-pass@db:3306/app', '"mysql://app:***@db:3306/app"'],
    ['REDIS_URL', 'http://default:s3cr3t-pass@cache:6379', '"http://default:***@cache:6379"'],
  ])('never repeats the password inside a rejected %s', (name, value, shown) => {
    expect(() => loadConfig({ [name]: value })).toThrow(`(got ${shown})`);
    expect(() => loadConfig({ [name]: value })).not.toThrow(/s3cr3t-pass/);
  });

  it('ignores variables it does not know', () => {
    expect(() => loadConfig({ HOME: '/root', SOMETHING_ELSE: 'x' })).not.toThrow();
  });

  describe('PUBLIC_URL', () => {
    it.each([
      [{}, 'http://localhost:3000'],
      [{ PORT: '3300' }, 'http://localhost:3300'],
      [{ PORT: '3300', PUBLIC_URL: '' }, 'http://localhost:3300'],
      [{ PORT: '8080', HOST: '::' }, 'http://localhost:8080'],
      [{ PORT: '8080', HOST: '127.0.0.1' }, 'http://127.0.0.1:8080'],
      [{ PORT: '8080', HOST: '::1' }, 'http://[::1]:8080'],
      [{ PORT: '3300', PUBLIC_URL: 'https://www.inspivision.com' }, 'https://www.inspivision.com'],
    ])('unset, is the address this process serves: %j gives %s', (env, publicUrl) => {
      expect(loadConfig(env).PUBLIC_URL).toBe(publicUrl);
    });

    it('refuses a value that is not an absolute URL', () => {
      expect(() => loadConfig({ PUBLIC_URL: 'www.inspivision.com' })).toThrow(
        /^Invalid configuration: PUBLIC_URL is invalid/,
      );
    });

    it('is logged at start-up with where it came from', () => {
      const env = { PORT: '3300' };
      expect(publicUrlLogFields(loadConfig(env), env)).toEqual({
        publicUrl: 'http://localhost:3300',
        publicUrlFrom: 'HOST and PORT',
      });
      expect(publicUrlLogFields(loadConfig(PRODUCTION), PRODUCTION)).toEqual({
        publicUrl: 'https://www.inspivision.com',
        publicUrlFrom: 'PUBLIC_URL',
      });
    });
  });

  describe('with NODE_ENV=production', () => {
    const refusal = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        return (error as Error).message;
      }
      throw new Error('loadConfig accepted it');
    };

    it('starts on a production configuration', () => {
      expect(loadConfig(PRODUCTION).NODE_ENV).toBe('production');
    });

    it('refuses the development defaults, naming each variable and how to set it', () => {
      const message = refusal({ NODE_ENV: 'production', APP_SECRET: PRODUCTION.APP_SECRET });
      expect(message).toMatch(/^Refusing to start with NODE_ENV=production/);
      expect(message).toMatch(
        /DATABASE_URL is not set: point it at PostgreSQL \(postgres:\/\/.*EMBEDDED_DATABASE_IN_PRODUCTION=true/,
      );
      expect(message).toMatch(/PUBLIC_URL is not set: set it to the site's https:\/\/ public origin/);
      expect(message).toMatch(/SENDGRID_API_KEY is not set.*log driver.*set it to a SendGrid API key/);
      expect(message).toContain('SECURITY.md');
    });

    it('names every missing or weak setting in one refusal, the invalid ones with the development defaults', () => {
      const everythingMissing = refusal({ NODE_ENV: 'production' });
      const listed = (message: string) => [...message.matchAll(/^ {2}- ([A-Z_]+) /gm)].map(([, name]) => name);
      expect(listed(everythingMissing).sort()).toEqual([
        'APP_SECRET',
        'DATABASE_URL',
        'METRICS_TOKEN',
        'PUBLIC_URL',
        'SENDGRID_API_KEY',
        'STRIPE_SECRET_KEY',
      ]);
      expect(everythingMissing).toMatch(/APP_SECRET is not set: .*openssl rand -base64 32/);
      expect(everythingMissing).toMatch(/METRICS_TOKEN is not set: .*or set METRICS_ALLOW/);

      const weakAndMissing = refusal({
        NODE_ENV: 'production',
        APP_SECRET: 'a'.repeat(32),
        PUBLIC_URL: 'www.inspivision.com',
        PORT: 'abc',
        SENDGRID_API_KEY: 'SG.key',
      });
      expect(weakAndMissing).toMatch(/^Refusing to start with NODE_ENV=production/);
      expect(listed(weakAndMissing).sort()).toEqual([
        'APP_SECRET',
        'DATABASE_URL',
        'METRICS_TOKEN',
        'PORT',
        'PUBLIC_URL',
        'STRIPE_SECRET_KEY',
      ]);
      expect(weakAndMissing).toMatch(/- APP_SECRET is invalid: APP_SECRET must be random/);
      expect(weakAndMissing).toMatch(/- PUBLIC_URL is invalid: /);
      expect(weakAndMissing).not.toContain('a'.repeat(32));
    });

    it.each([
      ['no metrics token nor chosen addresses', { METRICS_TOKEN: '' }, 'METRICS_TOKEN'],
      ['the embedded database', { DATABASE_URL: '' }, 'DATABASE_URL'],
      ['a plain-http public address', { PUBLIC_URL: 'http://www.inspivision.com' }, 'PUBLIC_URL'],
      ['a public address derived from HOST and PORT', { PUBLIC_URL: ' ' }, 'PUBLIC_URL'],
      ['the log mail driver', { SENDGRID_API_KEY: '' }, 'SENDGRID_API_KEY'],
      ['the simulated payment driver', { STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' }, 'STRIPE_SECRET_KEY'],
      ['the log mail driver chosen on purpose', { MAIL_DRIVER: 'log' }, 'MAIL_DRIVER'],
      ['the simulated payment driver chosen on purpose', { PAYMENTS_DRIVER: 'simulated' }, 'PAYMENTS_DRIVER'],
    ])('refuses %s alone', (_what, change, variable) => {
      const message = refusal({ ...PRODUCTION, ...change });
      expect(message).toContain(`- ${variable} `);
      expect(message.match(/^ {2}- /gm)).toHaveLength(1);
    });

    it('reads the metrics without a token only from the addresses METRICS_ALLOW names on purpose', () => {
      const config = loadConfig({ ...PRODUCTION, METRICS_TOKEN: '', METRICS_ALLOW: '10.0.0.0/8' });
      expect(config.metricsAllow).toEqual(['10.0.0.0/8']);
      expect(loadConfig({}).metricsAllow).toEqual(['loopback']);
    });

    it('keeps the embedded database when EMBEDDED_DATABASE_IN_PRODUCTION=true says so on purpose', () => {
      const config = loadConfig({ ...PRODUCTION, DATABASE_URL: '', EMBEDDED_DATABASE_IN_PRODUCTION: 'true' });
      expect(config.isEmbeddedDatabase).toBe(true);
    });
  });

  it('requires the Stripe webhook secret with the Stripe key, never showing either', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123' })).toThrow(
      /^Invalid configuration: STRIPE_WEBHOOK_SECRET is invalid: .*must be set with STRIPE_SECRET_KEY.*\(the value is not shown\)/,
    );
    const config = loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_abc' });
    expect(config.STRIPE_API_URL).toBe('https://api.stripe.com');
  });

  it('takes only the drivers it knows in each *_DRIVER setting', () => {
    expect(() => loadConfig({ MAIL_DRIVER: 'smtp' })).toThrow(
      /^Invalid configuration: MAIL_DRIVER is invalid: MAIL_DRIVER must be one of the following values: sendgrid, log/,
    );
    expect(loadConfig({ MAIL_DRIVER: ' ' }).mailDriver).toBe('log');
  });

  describe('TRUST_PROXY', () => {
    it('takes a hop count, or the addresses and subnets of the proxies as Express lists them', () => {
      expect(loadConfig({}).trustProxy).toBe(0);
      expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
      expect(loadConfig({ TRUST_PROXY: ' 10.0.0.5, 172.18.0.0/16,loopback, fd00::/8 ' }).trustProxy).toEqual([
        '10.0.0.5',
        '172.18.0.0/16',
        'loopback',
        'fd00::/8',
      ]);
    });

    it.each(['true', 'nginx', '10.0.0.0/33', '10.0.0/8', '10.0.0.1 10.0.0.2'])('refuses %j', (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/^Invalid configuration: TRUST_PROXY is invalid/);
    });
  });

  it('makes the session cookie Secure in production on an https site, whatever the request says', () => {
    expect(loadConfig(PRODUCTION).requiresSecureCookies).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'https://www.inspivision.com' }).requiresSecureCookies).toBe(false);
  });
});
