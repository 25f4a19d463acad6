import { join } from 'node:path';
import { DataSource, DataSourceOptions, EntitySchema } from 'typeorm';
import { EmbeddedPostgres } from './embedded-postgres';
import { SnakeNamingStrategy } from './snake-naming.strategy';

/** Pool size per process; with the embedded database it stays under the socket server's limit. */
const POOL_SIZE = 10;
/**
 * The longest a query waits for a connection, in the pool's queue or while connecting: a host that swallows
 * packets answers 503 after this instead of hanging. A database that is down or restarting refuses at once
 * (503 in milliseconds); a burst queues for a free connection rather than being turned away.
 */
const CONNECTION_TIMEOUT_MS = 10_000;

export const MIGRATIONS_GLOB = join(__dirname, '..', 'migrations', '*.{js,ts}');

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- TypeORM's own type for an entity class
export type EntityList = (Function | EntitySchema)[];

/**
 * The one description of the database connection, used by the app, the CLI and the tests. The entities come
 * from the caller (the app's list in entities.ts), so this layer knows no module.
 */
export function dataSourceOptions(url: string, entities: EntityList): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities,
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

export const createDataSource = (url: string, entities: EntityList) => new DataSource(dataSourceOptions(url, entities));
