import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { mkdirSync } from 'node:fs';

/**
 * PGlite (PostgreSQL compiled to WASM) served over the PostgreSQL wire protocol on a free local port,
 * so the `pg` driver, migrations and the session store run unchanged on it (STACK.md).
 */
export class EmbeddedPostgres {
  /** Every pg pool of the process must stay under this (STACK.md: share one pool). */
  static readonly MAX_CONNECTIONS = 20;

  private constructor(
    private readonly db: PGlite,
    private readonly server: PGLiteSocketServer,
    readonly url: string,
  ) {}

  static async start(dataDir: string): Promise<EmbeddedPostgres> {
    mkdirSync(dataDir, { recursive: true });
    const db = await PGlite.create({ dataDir });
    const server = new PGLiteSocketServer({
      db,
      host: '127.0.0.1',
      port: 0,
      maxConnections: EmbeddedPostgres.MAX_CONNECTIONS,
    });
    await server.start();
    const [host, port] = server.getServerConn().split(':');
    return new EmbeddedPostgres(db, server, `postgres://postgres@${host}:${port}/postgres`);
  }

  async stop(): Promise<void> {
    await this.server.stop();
    await this.db.close();
  }
}
