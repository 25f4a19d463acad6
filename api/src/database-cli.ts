import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { AppModule } from './app.module';
import { REPO_ROOT, loadConfig } from './config/app.config';
import { ContentSeeder } from './modules/content';
import { ENTITIES } from './entities';
import { createDataSource } from './database/data-source.options';
import { DatabaseConnection } from './database/database-connection';
import { EmbeddedPostgres } from './database/embedded-postgres';
import { pendingSchemaChanges, runMigrations } from './database/migrate';

const MIGRATIONS_SOURCE_DIR = join(REPO_ROOT, 'api/src/migrations');

/** migrate | seed: against the configured database (DATABASE_URL, else the embedded one under DATA_DIR). */
async function migrate() {
  const config = loadConfig();
  const connection = await DatabaseConnection.open(config);
  const dataSource = await createDataSource(connection.url, ENTITIES).initialize();
  try {
    const applied = await runMigrations(dataSource);
    console.log(applied?.length ? `Applied ${applied.map((m) => m.name).join(', ')}` : 'Database is up to date');
  } finally {
    await dataSource.destroy();
    await connection.close();
  }
}

async function seed() {
  const config = loadConfig({
    ...process.env,
    SEED_ON_START: 'false',
    QUEUE_WORKERS: 'false',
    SCHEDULER_ENABLED: 'false',
  });
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), { logger: ['error', 'warn'] });
  try {
    console.log('Seeded', await app.get(ContentSeeder).seed());
  } finally {
    await app.close();
  }
}

/**
 * The embedded database made ready for a start (main.ts runs this in a short-lived process before the server
 * opens the database): migrations, then, on an empty database, the first start's seed, as the app's own start-up
 * does them. PGlite's memory grows while migrating and seeding and is never given back; it goes with this process.
 */
async function prepare() {
  const config = loadConfig();
  if (config.RUN_MIGRATIONS) await migrate();
  if (!config.SEED_ON_START) return;
  const connection = await DatabaseConnection.open(config);
  const dataSource = await createDataSource(connection.url, ENTITIES).initialize();
  const [{ seeded }] = await dataSource
    .query<{ seeded: boolean }[]>('SELECT EXISTS (SELECT 1 FROM "services") AS seeded')
    .finally(async () => {
      await dataSource.destroy();
      await connection.close();
    });
  if (seeded) return;
  // The whole app, as on a start: the seeder uses the content module's services.
  const app = await NestFactory.createApplicationContext(
    AppModule.forRoot(
      loadConfig({ ...process.env, RUN_MIGRATIONS: 'false', QUEUE_WORKERS: 'false', SCHEDULER_ENABLED: 'false' }),
    ),
    { logger: ['error', 'warn'] },
  );
  await app.close();
}

/** The schema diff between the entities and the migrations, on a scratch embedded database. */
async function diffOnScratchDatabase() {
  const dir = mkdtempSync(join(tmpdir(), 'schema-diff-'));
  const embedded = await EmbeddedPostgres.start(dir);
  const dataSource = await createDataSource(embedded.url, ENTITIES).initialize();
  try {
    await runMigrations(dataSource);
    return await pendingSchemaChanges(dataSource);
  } finally {
    await dataSource.destroy();
    await embedded.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const asCode = (queries: { query: string; parameters?: unknown[] }[]) =>
  queries
    .map(({ query, parameters }) => {
      const sql = query.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${');
      const params = parameters?.length ? `, ${JSON.stringify(parameters)}` : '';
      return `    await queryRunner.query(\`${sql}\`${params});`;
    })
    .join('\n');

async function generate(name: string | undefined) {
  if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name))
    throw new Error('Usage: npm run migration:generate -- PascalCaseName');
  const { up, down } = await diffOnScratchDatabase();
  if (up.length === 0) return console.log('No changes: entities and migrations agree');
  const timestamp = Date.now();
  const file = join(MIGRATIONS_SOURCE_DIR, `${timestamp}-${name}.ts`);
  writeFileSync(
    file,
    `import { MigrationInterface, QueryRunner } from 'typeorm';

export class ${name}${timestamp} implements MigrationInterface {
  name = '${name}${timestamp}';

  public async up(queryRunner: QueryRunner): Promise<void> {
${asCode(up)}
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
${asCode([...down].reverse())}
  }
}
`,
  );
  console.log(`Wrote ${relative(REPO_ROOT, file)}: rebuild (npm run build -w api) before running it`);
}

async function check() {
  const { up } = await diffOnScratchDatabase();
  if (up.length > 0) {
    console.error('Entities and migrations differ; run "npm run migration:generate -- Name". Pending SQL:');
    for (const { query } of up) console.error(`  ${query}`);
    process.exit(1);
  }
  console.log('Migrations match the entities');
}

const commands: Record<string, (arg?: string) => Promise<unknown>> = { migrate, seed, prepare, generate, check };
const [command, arg] = process.argv.slice(2);
const run = commands[command];
if (!run) {
  console.error(`Usage: cli ${Object.keys(commands).join('|')}`);
  process.exit(2);
}
run(arg).then(
  () => process.exit(0),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
