import { randomBytes } from 'node:crypto';
import { accessSync, constants, cpSync, mkdtempSync, rmSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { createDataSource } from '../src/database/data-source.options';
import { ENTITIES } from '../src/entities';
import { EmbeddedPostgres } from '../src/database/embedded-postgres';
import { runMigrations } from '../src/database/migrate';

/**
 * Every test file gets its own database, cloned from one migrated template: a PostgreSQL template
 * database when DATABASE_URL is set (as in CI), else a copy of a migrated PGlite data directory.
 */
const TEMPLATE_DATABASE = 'TEST_TEMPLATE_DATABASE';
/** Space the memory filesystem must have free to hold the test databases (each a ~45 MB copy). */
const MEMORY_SCRATCH_MIN_FREE = 1024 ** 3;

/**
 * Where the test databases and data directories go: the memory filesystem (/dev/shm) when it is writable with
 * room to spare (a container's is often 64 MB), else the system's temporary directory. A migrated PGlite
 * directory is some 1,300 files: copied on disk for each app that takes about a second, in memory 50 ms.
 */
function scratchRoot(): string {
  try {
    accessSync('/dev/shm', constants.W_OK);
    const { bavail, bsize } = statfsSync('/dev/shm');
    if (bavail * bsize >= MEMORY_SCRATCH_MIN_FREE) return '/dev/shm';
  } catch {
    // No memory filesystem here.
  }
  return tmpdir();
}
const SCRATCH = scratchRoot();
const TEMPLATE_DATA_DIR = 'TEST_TEMPLATE_DATA_DIR';

const withDatabase = (url: string, database: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

async function admin<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createTemplate(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `${new URL(url).pathname.slice(1) || 'postgres'}_template_${process.pid}`;
    await admin(url, async (client) => {
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.query(`CREATE DATABASE "${name}"`);
    });
    const dataSource = await createDataSource(withDatabase(url, name), ENTITIES).initialize();
    await runMigrations(dataSource);
    await dataSource.destroy();
    process.env[TEMPLATE_DATABASE] = name;
  } else {
    const dir = mkdtempSync(join(SCRATCH, 'test-template-'));
    const embedded = await EmbeddedPostgres.start(join(dir, 'pg'));
    const dataSource = await createDataSource(embedded.url, ENTITIES).initialize();
    await runMigrations(dataSource);
    await dataSource.destroy();
    await embedded.stop();
    process.env[TEMPLATE_DATA_DIR] = dir;
  }
}

export async function dropTemplate(): Promise<void> {
  const url = process.env.DATABASE_URL;
  const name = process.env[TEMPLATE_DATABASE];
  if (url && name) await admin(url, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  const dir = process.env[TEMPLATE_DATA_DIR];
  if (dir) rmSync(dir, { recursive: true, force: true });
}

export interface TestDatabase {
  /** DATABASE_URL for the app, or undefined for the embedded database under dataDir. */
  databaseUrl?: string;
  /** The app's DATA_DIR (embedded database, mail log). */
  dataDir: string;
  drop(): Promise<void>;
}

/** A fresh, migrated database for one test file. */
export async function cloneTemplate(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(SCRATCH, 'test-app-'));
  const url = process.env.DATABASE_URL;
  const template = process.env[TEMPLATE_DATABASE];
  if (url && template) {
    const name = `test_${randomBytes(6).toString('hex')}`;
    await admin(url, (client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
    return {
      databaseUrl: withDatabase(url, name),
      dataDir,
      drop: async () => {
        await admin(url, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const templateDir = process.env[TEMPLATE_DATA_DIR];
  if (!templateDir) throw new Error('No test database template: is test/global-setup.ts configured?');
  cpSync(templateDir, dataDir, { recursive: true });
  return { dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
}
