import { createServer } from 'node:net';

/**
 * A local port nothing listens on now: for a process the test starts on it, or for a client that should find
 * nothing there.
 */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
