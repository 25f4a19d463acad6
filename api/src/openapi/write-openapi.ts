import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { AppModule } from '../app.module';
import { REPO_ROOT, loadConfig } from '../config/app.config';
import { API_PREFIX, API_PREFIX_OPTIONS } from '../configure-app';
import { buildOpenApiDocument } from './openapi.document';

/** `npm run openapi`: writes openapi.json from the modules' metadata, without a database or a listener. */
async function main() {
  // Preview mode builds the module graph without instantiating providers (no database, no Redis).
  const config = loadConfig({});
  const app = await NestFactory.create(AppModule.forRoot(config), { preview: true, logger: false });
  app.setGlobalPrefix(API_PREFIX, API_PREFIX_OPTIONS);
  const document = buildOpenApiDocument(app);
  const target = resolve(REPO_ROOT, 'openapi.json');
  writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
  console.log(`Wrote ${target} (${Object.keys(document.paths).length} paths)`);
  await app.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
