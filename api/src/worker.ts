import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { ConfigError, loadConfig, publicUrlLogFields } from './config/app.config';
import { stopOnSignals } from './stop-on-signals';
import { workerHttpServer } from './worker-http';

/** Queue consumers and scheduled work without HTTP, for scaled deployments (docker-compose `worker`). */
async function bootstrap() {
  const config = loadConfig({ ...process.env, QUEUE_WORKERS: 'true' });
  if (config.queueDriver !== 'bullmq') {
    throw new ConfigError(
      'Invalid configuration: the worker process consumes BullMQ queues: set REDIS_URL (QUEUE_DRIVER unset or bullmq).',
    );
  }
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), { bufferLogs: true });
  const logger = app.get(Logger);
  app.useLogger(logger);
  const server = workerHttpServer(app);
  // The health server closes first: the orchestrator sees the worker going while its jobs finish.
  stopOnSignals(app, {
    timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    logger,
    before: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
  await new Promise<void>((resolve) => server.listen(config.WORKER_PORT, config.HOST, resolve));
  logger.log(
    { ...publicUrlLogFields(config), port: config.WORKER_PORT },
    'Worker started: consuming queues; links in e-mails use publicUrl; health checks and metrics on port',
    'Bootstrap',
  );
}

bootstrap().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
