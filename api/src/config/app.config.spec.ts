import { loadConfig } from './app.config';

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

  it('ignores variables it does not know', () => {
    expect(() => loadConfig({ HOME: '/root', SOMETHING_ELSE: 'x' })).not.toThrow();
  });
});
