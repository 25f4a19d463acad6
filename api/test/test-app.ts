import 'reflect-metadata';
import { getQueueToken } from '@nestjs/bullmq';
import { INestApplication, Type } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { Queue } from 'bullmq';
import { randomBytes } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module';
import { AppConfig, loadConfig } from '../src/config/app.config';
import { APP_OPTIONS, configureApp } from '../src/configure-app';
import { InProcessQueueService } from '../src/infrastructure/queue/drivers/in-process-queue.service';
import type { QueueName } from '../src/infrastructure/queue/queue.constants';
import { cloneTemplate, TestDatabase } from './test-database';

export interface TestApp {
  app: INestApplication;
  http: ReturnType<typeof request>;
  config: AppConfig;
  dataSource: DataSource;
  /** The raw .eml texts the log mail driver wrote, oldest first. */
  mails(): Promise<string[]>;
  /** Resolves once `queue` has no job waiting, delayed or running (in-process driver or BullMQ). */
  queueIdle(queue: QueueName): Promise<void>;
  /**
   * Stops this instance as a killed process would leave things (its database, files and Redis keys stay;
   * nothing more runs in it) and starts a new one on them with `options`. Use the new one from then on: its
   * close() drops the database.
   */
  restart(options?: TestAppOptions): Promise<TestApp>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Environment on top of the test defaults. */
  env?: Record<string, string>;
  /** Extra controllers mounted in the app, e.g. to exercise the global pipeline. */
  controllers?: Type[];
  /** Providers replaced for this app, e.g. an external-service driver that fails on purpose. */
  overrides?: { provide: unknown; useValue: unknown }[];
  /** How the app reaches its PostgreSQL database (e.g. through a proxy a test can cut). */
  viaDatabaseUrl?: (databaseUrl: string) => string;
}

/**
 * What a production deployment sets (SECURITY.md's checklist), for tests of production behaviour: an
 * https site, a real secret, SendGrid and Stripe (at an address that answers nothing: these tests send no
 * mail and take no payment) and, on purpose, the embedded database when the tests run on it.
 */
export function productionEnv(): Record<string, string> {
  return {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://www.inspivision.test',
    APP_SECRET: randomBytes(32).toString('base64'),
    METRICS_TOKEN: randomBytes(24).toString('base64url'),
    SENDGRID_API_KEY: 'SG.test-key',
    SENDGRID_API_URL: 'http://127.0.0.1:9',
    STRIPE_SECRET_KEY: 'sk_test_key',
    STRIPE_WEBHOOK_SECRET: 'whsec_test_secret',
    STRIPE_API_URL: 'http://127.0.0.1:9',
    EMBEDDED_DATABASE_IN_PRODUCTION: 'true',
  };
}

/** The real application on its own database, with PostgreSQL and Redis when the environment names them. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  return startTestApp(await cloneTemplate(), options, `test-${randomBytes(4).toString('hex')}`);
}

async function startTestApp(database: TestDatabase, options: TestAppOptions, redisPrefix: string): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: database.dataDir,
    DATABASE_URL:
      database.databaseUrl && options.viaDatabaseUrl
        ? options.viaDatabaseUrl(database.databaseUrl)
        : database.databaseUrl,
    REDIS_URL: process.env.REDIS_URL,
    REDIS_PREFIX: redisPrefix,
    SEED_ON_START: 'false',
    SCHEDULER_ENABLED: 'false',
    WEB_DIST_DIR: join(database.dataDir, 'no-web'),
    // The anti-robot check stays on, solved for real by test/bot-check.ts: at this difficulty, in milliseconds.
    BOT_CHALLENGE_MAX_NUMBER: '1000',
    ...options.env,
  });
  const builder = Test.createTestingModule({
    imports: [AppModule.forRoot(config)],
    controllers: options.controllers ?? [],
  });
  for (const { provide, useValue } of options.overrides ?? []) builder.overrideProvider(provide).useValue(useValue);
  const moduleRef = await builder.compile();
  const app = moduleRef.createNestApplication(APP_OPTIONS);
  configureApp(app, config);
  await app.init();

  const mailDir = join(config.dataDir, 'mail');
  return {
    app,
    http: request(app.getHttpServer()),
    config,
    dataSource: app.get(DataSource),
    mails: async () => {
      const files = (await readdir(mailDir).catch(() => [])).filter((file) => file.endsWith('.eml')).sort();
      return Promise.all(files.map((file) => readFile(join(mailDir, file), 'utf8')));
    },
    queueIdle: async (queue) => {
      if (config.queueDriver === 'in-process') return app.get(InProcessQueueService).drain(queue);
      const bullQueue = app.get<Queue>(getQueueToken(queue), { strict: false });
      for (let i = 0; i < 500; i++) {
        const counts = await bullQueue.getJobCounts('wait', 'active', 'delayed', 'prioritized');
        if (Object.values(counts).every((count) => count === 0)) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error(`Queue ${queue} still busy after 5 s`);
    },
    restart: async (next = {}) => {
      await app.close();
      return startTestApp(database, next, config.REDIS_PREFIX);
    },
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

/**
 * Another replica of `first`'s deployment: the same Redis prefix and, with PostgreSQL, the same
 * database (the embedded database is per process, so there the second one is a fresh copy); `env`
 * adds the rest of the deployment's environment (e.g. the limits `first` was given), `overrides` the
 * providers `first` had replaced (e.g. a faked clock).
 */
export function createReplica(
  first: TestApp,
  env: Record<string, string> = {},
  overrides: TestAppOptions['overrides'] = [],
): Promise<TestApp> {
  return createTestApp({
    env: {
      ...env,
      REDIS_PREFIX: first.config.REDIS_PREFIX,
      ...(first.config.DATABASE_URL ? { DATABASE_URL: first.config.DATABASE_URL } : {}),
    },
    overrides,
  });
}
