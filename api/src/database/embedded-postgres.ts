import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Socket } from 'node:net';
import { ScramVerifier } from './scram-authentication';

/**
 * PostgreSQL's memory settings for one small embedded database, in place of the defaults sized for a server
 * (128 MB of shared buffers, 64 MB per maintenance task): PGlite's WASM memory grows to what they allow and is
 * never given back (docs/performance.md#memory).
 */
const LEAN_SETTINGS = ['-c', 'shared_buffers=16MB', '-c', 'maintenance_work_mem=16MB', '-c', 'work_mem=2MB'];

/**
 * PGlite (PostgreSQL compiled to WASM) served over the PostgreSQL wire protocol on a free local port,
 * so the `pg` driver, migrations and the session store run unchanged on it. PGlite itself
 * lets anyone in, so a connection must first prove a password (SCRAM-SHA-256, as PostgreSQL asks):
 * a random one made at each start and held in this process's memory only, since only this process
 * connects. Other local users and processes cannot read the users and sessions tables.
 */
export class EmbeddedPostgres {
  /** Every pg pool of the process must stay under this (the app shares one pool). */
  static readonly MAX_CONNECTIONS = 20;

  private constructor(
    private readonly db: PGlite,
    private readonly server: PGLiteSocketServer,
    private readonly handshakes: Handshakes,
    readonly url: string,
  ) {}

  static async start(dataDir: string): Promise<EmbeddedPostgres> {
    mkdirSync(dataDir, { recursive: true });
    const db = await PGlite.create({ dataDir, startParams: [...PGlite.defaultStartParams, ...LEAN_SETTINGS] });
    const server = new PGLiteSocketServer({
      db,
      host: '127.0.0.1',
      port: 0,
      maxConnections: EmbeddedPostgres.MAX_CONNECTIONS,
    });
    keepExtendedQueriesTogether(server);
    const password = randomBytes(24).toString('base64url');
    const handshakes = requirePassword(server, new ScramVerifier(password));
    await server.start();
    const [host, port] = server.getServerConn().split(':');
    return new EmbeddedPostgres(db, server, handshakes, `postgres://postgres:${password}@${host}:${port}/postgres`);
  }

  async stop(): Promise<void> {
    // The server closes once every connection has: one still proving the password would hold it for the
    // handshake's whole timeout (a client that gave up without closing).
    this.handshakes.close();
    await this.server.stop();
    await this.db.close();
  }
}

/**
 * Puts the password check in front of the socket server's connection handler (internals of
 * @electric-sql/pglite-socket 0.2.17): a client that proves the password is handed over with its
 * startup message, which PGlite then answers as if it had just arrived. Returns the connections still in
 * their handshake.
 */
function requirePassword(server: PGLiteSocketServer, verifier: ScramVerifier): Handshakes {
  const internals = server as unknown as { handleConnection?: (socket: Socket) => Promise<void> };
  const handleConnection = internals.handleConnection?.bind(server);
  if (typeof handleConnection !== 'function') {
    throw new Error('@electric-sql/pglite-socket changed its internals: review requirePassword');
  }
  const handshakes = new Handshakes();
  internals.handleConnection = async (socket: Socket) => {
    const startup = await handshakes.run(socket, () => verifier.authenticate(socket));
    if (!startup) return;
    socket.unshift(startup);
    const attached = handleConnection(socket);
    // The handler listens by now (it attaches synchronously); the paused socket replays the startup.
    socket.resume();
    await attached;
  };
  return handshakes;
}

/** The connections proving the password; once closed, those still at it and any new one are dropped. */
class Handshakes {
  private readonly sockets = new Set<Socket>();
  private closed = false;

  async run(socket: Socket, authenticate: () => Promise<Buffer | null>): Promise<Buffer | null> {
    if (this.closed) {
      socket.destroy();
      return null;
    }
    this.sockets.add(socket);
    try {
      return await authenticate();
    } finally {
      this.sockets.delete(socket);
    }
  }

  close(): void {
    this.closed = true;
    for (const socket of this.sockets) socket.destroy();
  }
}

/** The socket server's per-message queue (internals of @electric-sql/pglite-socket 0.2.17). */
interface QueuedMessage {
  handlerId: number;
  message: Uint8Array;
  onData(data: Uint8Array): void;
  resolve(bytes: number): void;
  reject(error: unknown): void;
}
interface QueryQueue {
  db: PGlite;
  queue: QueuedMessage[];
  processing: boolean;
  lastHandlerId: number | null;
  processQueue(): Promise<void>;
  clearQueueForHandler(handlerId: number): void;
}

/** Frontend messages that end an exchange: Sync (extended protocol), Query (simple protocol), Terminate. */
const EXCHANGE_ENDS = new Set(['S', 'Q', 'X'].map((letter) => letter.charCodeAt(0)));

/**
 * pglite-socket runs the messages of all connections through one queue, one message at a time, keeping a
 * connection's messages together only inside a transaction. The `pg` driver sends a parameterised query
 * as Parse, Bind, Describe, Execute, Sync; when another connection's Parse lands in between, both share
 * the backend's one unnamed statement and fail ("bind message supplies 2 parameters, but prepared
 * statement requires 3"). This keeps each connection's messages together until its Sync as well.
 */
function keepExtendedQueriesTogether(server: PGLiteSocketServer): void {
  const queue = (server as unknown as { queryQueue?: QueryQueue }).queryQueue;
  if (!queue || !Array.isArray(queue.queue) || typeof queue.processQueue !== 'function') {
    throw new Error('@electric-sql/pglite-socket changed its internals: review keepExtendedQueriesTogether');
  }
  let midExchange = false;

  queue.processQueue = async function processQueue(this: QueryQueue) {
    if (this.processing || this.queue.length === 0) return;
    this.processing = true;
    try {
      while (this.queue.length > 0) {
        const sticky = (midExchange || this.db.isInTransaction()) && this.lastHandlerId !== null;
        const index = sticky ? this.queue.findIndex((item) => item.handlerId === this.lastHandlerId) : 0;
        // The connection in the middle of an exchange has not sent its next message yet: wait for it.
        if (index === -1) break;
        const [item] = this.queue.splice(index, 1);
        let bytes = 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(item.message, {
              onRawData: (data: Uint8Array) => {
                bytes += data.length;
                item.onData(data);
              },
            }),
          );
        } catch (error) {
          midExchange = false;
          item.reject(error);
          return;
        }
        this.lastHandlerId = item.handlerId;
        midExchange = !EXCHANGE_ENDS.has(item.message[0]);
        item.resolve(bytes);
      }
    } finally {
      this.processing = false;
    }
  };

  const clearQueueForHandler = queue.clearQueueForHandler.bind(queue);
  queue.clearQueueForHandler = (handlerId: number) => {
    clearQueueForHandler(handlerId);
    // A connection that left mid-exchange must not hold the others back.
    if (queue.lastHandlerId === handlerId && midExchange) {
      midExchange = false;
      void queue.processQueue();
    }
  };
}
