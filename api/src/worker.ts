import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { ConfigError, loadConfig } from './config/app.config';

/** Queue consumers and scheduled work without HTTP, for scaled deployments (docker-compose `worker`). */
async function bootstrap() {
  const config = loadConfig({ ...process.env, QUEUE_WORKERS: 'true' });
  if (!config.REDIS_URL) throw new ConfigError('Invalid configuration: REDIS_URL is required by the worker process.');
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), { bufferLogs: true });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  app.get(Logger).log('Worker started: consuming queues');
}

bootstrap().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
