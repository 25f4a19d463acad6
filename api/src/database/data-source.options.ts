import { join } from 'node:path';
import { DataSource, DataSourceOptions } from 'typeorm';
import { EmbeddedPostgres } from './embedded-postgres';
import { ENTITIES } from './entities';
import { SnakeNamingStrategy } from './snake-naming.strategy';

/** Pool size per process; with the embedded database it stays under the socket server's limit. */
const POOL_SIZE = 10;
/**
 * The longest a query waits for a connection, in the pool's queue or while connecting: a host that swallows
 * packets answers 503 after this instead of hanging. A database that is down or restarting refuses at once
 * (503 in milliseconds); a burst queues for a free connection rather than being turned away.
 */
const CONNECTION_TIMEOUT_MS = 10_000;

export const MIGRATIONS_GLOB = join(__dirname, 'migrations', '*.{js,ts}');

/** The one description of the database connection, used by the app, the CLI and the tests. */
export function dataSourceOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: [MIGRATIONS_GLOB],
    migrationsTableName: 'migrations',
    namingStrategy: new SnakeNamingStrategy(),
    // PGlite lacks uuid-ossp; pgcrypto's gen_random_uuid() is built into PostgreSQL 13+.
    uuidExtension: 'pgcrypto',
    synchronize: false,
    migrationsRun: false,
    extra: {
      max: Math.min(POOL_SIZE, EmbeddedPostgres.MAX_CONNECTIONS / 2),
      connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    },
  };
}

export const createDataSource = (url: string) => new DataSource(dataSourceOptions(url));
