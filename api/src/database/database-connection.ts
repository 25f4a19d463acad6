import { Logger } from '@nestjs/common';
import { join } from 'node:path';
import { AppConfig } from '../config/app.config';
import { EmbeddedPostgres } from './embedded-postgres';

/** Where the database is: the configured PostgreSQL, or the embedded one started for this process. */
export class DatabaseConnection {
  private constructor(
    readonly url: string,
    private readonly embedded?: EmbeddedPostgres,
  ) {}

  static async open(config: AppConfig): Promise<DatabaseConnection> {
    if (config.DATABASE_URL) return new DatabaseConnection(config.DATABASE_URL);
    const dataDir = join(config.dataDir, 'pg');
    const embedded = await EmbeddedPostgres.start(dataDir);
    new Logger('Database').log(`Embedded PostgreSQL (PGlite) on ${dataDir}`);
    return new DatabaseConnection(embedded.url, embedded);
  }

  get isEmbedded(): boolean {
    return this.embedded !== undefined;
  }

  async close(): Promise<void> {
    await this.embedded?.stop();
  }
}
