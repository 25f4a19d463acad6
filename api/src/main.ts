import 'reflect-metadata';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { ConfigError, loadConfig, publicUrlLogFields } from './config/app.config';
import { APP_OPTIONS, configureApp } from './configure-app';
import { stopOnSignals } from './stop-on-signals';

/**
 * On the embedded database, migrations and the first start's seed run in a short-lived process first
 * (database-cli prepare): PGlite's memory grows while they run and is never given back, so the server starts on
 * a database that is ready and keeps only what serving needs (docs/performance.md#memory).
 */
async function prepareEmbeddedDatabase(): Promise<void> {
  const child = spawn(process.execPath, [join(__dirname, 'database-cli.js'), 'prepare'], { stdio: 'inherit' });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`Preparing the embedded database failed (exit ${code}); see the messages above`);
}

async function bootstrap() {
  let config = loadConfig();
  if (!config.DATABASE_URL && (config.RUN_MIGRATIONS || config.SEED_ON_START)) {
    await prepareEmbeddedDatabase();
    config = loadConfig({ ...process.env, RUN_MIGRATIONS: 'false', SEED_ON_START: 'false' });
  }
  const app = await NestFactory.create(AppModule.forRoot(config), APP_OPTIONS);
  configureApp(app, config);
  const logger = app.get(Logger);
  stopOnSignals(app, { timeoutMs: config.SHUTDOWN_TIMEOUT_MS, logger });
  await app.listen(config.PORT, config.HOST);
  logger.log(
    publicUrlLogFields(config),
    `Inspivision is serving ${config.PUBLIC_URL} (API under /api, docs at /api/docs); links in e-mails use it`,
    'Bootstrap',
  );
}

bootstrap().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
