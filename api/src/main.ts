import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { ConfigError, loadConfig, publicUrlLogFields } from './config/app.config';
import { APP_OPTIONS, configureApp } from './configure-app';
import { stopOnSignals } from './stop-on-signals';

async function bootstrap() {
  const config = loadConfig();
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
