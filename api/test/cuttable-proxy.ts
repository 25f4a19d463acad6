import { createServer, Server, Socket } from 'node:net';

/**
 * A TCP proxy in front of a dependency (PostgreSQL, Redis) that a fault test cuts (its connections dropped, new
 * ones reset) and restores.
 */
export class CuttableProxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  /** While cut, a connection is reset as it arrives (the port stays bound: no other socket can take it). */
  private isCut = false;
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async listen(): Promise<void> {
    const server = createServer((client) => {
      client.on('error', () => undefined);
      if (this.isCut) {
        client.resetAndDestroy();
        return;
      }
      const upstream = new Socket();
      upstream.on('error', () => undefined);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
      }
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
      upstream.connect(this.targetPort, this.targetHost, () => client.pipe(upstream).pipe(client));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.port = (server.address() as { port: number }).port;
    this.server = server;
  }

  /** The database as seen from the app: gone, with every open connection dropped. */
  cut(): void {
    this.isCut = true;
    for (const socket of this.sockets) socket.resetAndDestroy();
  }

  /** A connection URL to the dependency (postgres://, redis://) rewritten to go through this proxy. */
  urlTo(target: string): string {
    const url = new URL(target);
    url.hostname = '127.0.0.1';
    url.port = String(this.port);
    return url.toString();
  }

  restore(): void {
    this.isCut = false;
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}
