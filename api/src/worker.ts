import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { ConfigError, loadConfig, publicUrlLogFields } from './config/app.config';
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
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  const server = workerHttpServer(app);
  await new Promise<void>((resolve) => server.listen(config.WORKER_PORT, config.HOST, resolve));
  app
    .get(Logger)
    .log(
      { ...publicUrlLogFields(config), port: config.WORKER_PORT },
      'Worker started: consuming queues; links in e-mails use publicUrl; health checks and metrics on port',
      'Bootstrap',
    );
}

bootstrap().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
