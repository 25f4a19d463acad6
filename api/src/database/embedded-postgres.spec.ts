import { once } from 'node:events';
import { connect } from 'node:net';
import { join } from 'node:path';
import { Client, Pool } from 'pg';
import { cloneTemplate, TestDatabase } from '../../test/test-database';
import { EmbeddedPostgres } from './embedded-postgres';

describe('the embedded PostgreSQL', () => {
  let database: TestDatabase;
  let embedded: EmbeddedPostgres;
  let pool: Pool;
  beforeAll(async () => {
    // A copy of the tests' migrated embedded data directory (a new one would take PGlite's initdb, ~15 s).
    database = await cloneTemplate();
    embedded = await EmbeddedPostgres.start(join(database.dataDir, 'pg'));
    pool = new Pool({ connectionString: embedded.url, max: 8 });
  });
  afterAll(async () => {
    await pool.end();
    await embedded.stop();
    await database.drop();
  });

  // The interleaving that keepExtendedQueriesTogether prevents shows under the outbox's real load
  // (outbox.spec.ts: a sweep beside the queue's workers fails without it); here, the rules it keeps.
  it('keeps a transaction of one connection apart from the others', async () => {
    await pool.query('CREATE TABLE counter (n int)');
    await pool.query('INSERT INTO counter VALUES (0)');
    const increment = async () => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const { rows } = await client.query('SELECT n FROM counter FOR UPDATE');
        await client.query('UPDATE counter SET n = $1', [rows[0].n + 1]);
        await client.query('COMMIT');
      } finally {
        client.release();
      }
    };
    await Promise.all(Array.from({ length: 20 }, increment));
    expect((await pool.query('SELECT n FROM counter')).rows[0].n).toBe(20);
  });

  it('refuses a local process that does not know its password', async () => {
    const { hostname, port, password } = new URL(embedded.url);
    expect(password.length).toBeGreaterThanOrEqual(32);
    for (const guess of ['postgres', 'wrong-password']) {
      const intruder = new Client({ host: hostname, port: Number(port), user: 'postgres', password: guess });
      await expect(intruder.connect()).rejects.toMatchObject({
        code: '28P01',
        message: 'password authentication failed for user "postgres"',
      });
    }
    const withoutPassword = new Client({ host: hostname, port: Number(port), user: 'postgres' });
    await expect(withoutPassword.connect()).rejects.toThrow();
  });

  it('serves the process that started it, which knows the password', async () => {
    const client = new Client({ connectionString: embedded.url });
    await client.connect();
    try {
      expect((await client.query('SELECT current_user')).rows).toEqual([{ current_user: 'postgres' }]);
    } finally {
      await client.end();
    }
  });
});

describe('stopping the embedded PostgreSQL', () => {
  it('does not wait for a client that connected and never proved the password', async () => {
    const database = await cloneTemplate();
    const embedded = await EmbeddedPostgres.start(join(database.dataDir, 'pg'));
    const { hostname, port } = new URL(embedded.url);
    // Connected, silent: its handshake would only time out after 10 s.
    const silent = connect(Number(port), hostname);
    await once(silent, 'connect');
    const closed = once(silent, 'close');
    try {
      const stopped = embedded.stop().then(() => 'stopped');
      const handshakeTimeout = new Promise((resolve) => setTimeout(resolve, 9_000, 'waited for the handshake'));
      expect(await Promise.race([stopped, handshakeTimeout])).toBe('stopped');
      await closed;
    } finally {
      silent.destroy();
      await database.drop();
    }
  });
});
