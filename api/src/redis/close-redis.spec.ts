import IORedis from 'ioredis';
import { freePort } from '../../test/free-port';
import { closeRedis } from './close-redis';

describe('closeRedis', () => {
  it('drops a connection to a Redis that is gone at once, where QUIT would wait for it to come back', async () => {
    // Nothing listens there: the client keeps reconnecting, as it does while Redis is down.
    const client = new IORedis({ host: '127.0.0.1', port: await freePort(), maxRetriesPerRequest: null });
    client.on('error', () => undefined);
    await new Promise((resolve) => client.once('reconnecting', resolve));

    const started = Date.now();
    await closeRedis(client);
    const closedIn = Date.now() - started;
    // Dropped: it tries no more (ioredis retries every 50 ms, then more slowly, while it may).
    let attempts = 0;
    client.on('reconnecting', () => attempts++);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect({ quick: closedIn < 500, attempts }).toEqual({ quick: true, attempts: 0 });
  });

  (process.env.REDIS_URL ? it : it.skip)('quits a connected one cleanly', async () => {
    const client = new IORedis(process.env.REDIS_URL!);
    await new Promise((resolve) => client.once('ready', resolve));
    const ended = new Promise((resolve) => client.once('end', resolve));
    await closeRedis(client);
    await ended;
    expect(client.status).toBe('end');
    await closeRedis(client); // and again, once ended: nothing to do
  });
});
