import { Logger } from '@nestjs/common';
import IORedis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { loadConfig } from '../../config/app.config';
import { redisOptionsFromUrl } from '../../redis/redis.module';
import { InProcessLiveUpdates } from './drivers/in-process-live-updates';
import { LIVE_UPDATES_REDIS_WAIT_MS, RedisLiveUpdates } from './drivers/redis-live-updates';
import { LiveEvent, LiveUpdates } from './live-updates';
import { createLiveUpdates } from './live-updates.factory';

const REDIS_URL = process.env.REDIS_URL;
const onRedis = REDIS_URL ? describe : describe.skip;
if (!REDIS_URL) console.info('live-updates.spec: REDIS_URL is not set, so the Redis driver is not tested here');

const MESSAGE: LiveEvent = { type: 'message', data: { projectId: 'p1', messageId: 'm1' } };
const CHANGED: LiveEvent = { type: 'changed', data: { projectId: 'p1', part: 'steps' } };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The events a listener received, and a way to wait for the nth one. */
function collector() {
  const events: LiveEvent[] = [];
  return {
    events,
    listener: (event: LiveEvent) => events.push(event),
    async waitFor(count: number, ms = 2_000) {
      const deadline = Date.now() + ms;
      while (events.length < count && Date.now() < deadline) await sleep(5);
      return events;
    },
  };
}

const destroy = async (bus: LiveUpdates) => {
  if (bus instanceof RedisLiveUpdates) await bus.onModuleDestroy();
};

describe('the live-updates driver factory', () => {
  it('takes Redis when REDIS_URL is set, else the in-process bus', async () => {
    const redis = createLiveUpdates(loadConfig({ REDIS_URL: 'redis://127.0.0.1:9' }));
    expect(redis.driver).toBe('redis');
    await destroy(redis);
    expect(createLiveUpdates(loadConfig({})).driver).toBe('in-process');
  });

  it('takes the driver LIVE_UPDATES_DRIVER names', () => {
    expect(
      createLiveUpdates(loadConfig({ REDIS_URL: 'redis://127.0.0.1:9', LIVE_UPDATES_DRIVER: 'in-process' })).driver,
    ).toBe('in-process');
  });

  it('refuses to start with LIVE_UPDATES_DRIVER=redis and no Redis', () => {
    expect(() => loadConfig({ LIVE_UPDATES_DRIVER: 'redis' })).toThrow(
      'Invalid configuration: LIVE_UPDATES_DRIVER is redis, but REDIS_URL is not set: set it, ' +
        'or leave LIVE_UPDATES_DRIVER unset to use the driver that is configured. See .env.example.',
    );
  });
});

/** Two replicas of one deployment: the same bus in one process, two Redis drivers with the same prefix. */
const DRIVERS: [string, () => [LiveUpdates, LiveUpdates]][] = [
  [
    'in-process',
    () => {
      const bus = new InProcessLiveUpdates();
      return [bus, bus];
    },
  ],
];
if (REDIS_URL) {
  DRIVERS.push([
    'redis',
    () => {
      const prefix = `test-${randomBytes(4).toString('hex')}`;
      return [new RedisLiveUpdates({ url: REDIS_URL, prefix }), new RedisLiveUpdates({ url: REDIS_URL, prefix })];
    },
  ]);
}

describe.each(DRIVERS)('the %s live-updates driver', (_name, replicas) => {
  let a: LiveUpdates;
  let b: LiveUpdates;
  beforeEach(async () => {
    [a, b] = replicas();
    for (const bus of new Set([a, b])) if (bus instanceof RedisLiveUpdates) await bus.onModuleInit();
  });
  afterEach(async () => {
    for (const bus of new Set([a, b])) await destroy(bus);
  });

  it('delivers what one replica publishes to the subscribers of that channel on every replica, once each', async () => {
    const onB = collector();
    const onA = collector();
    const otherChannel = collector();
    await b.subscribe('project:p1:client', onB.listener);
    await a.subscribe('project:p1:client', onA.listener);
    await b.subscribe('project:p2:client', otherChannel.listener);

    await a.publish('project:p1:client', MESSAGE);
    await a.publish('project:p1:client', CHANGED);

    expect(await onB.waitFor(2)).toEqual([MESSAGE, CHANGED]);
    expect(await onA.waitFor(2)).toEqual([MESSAGE, CHANGED]);
    await sleep(100);
    expect(onA.events).toHaveLength(2);
    expect(onB.events).toHaveLength(2);
    expect(otherChannel.events).toEqual([]);
  });

  it('stops delivering to a listener once it unsubscribes, and keeps delivering to the others', async () => {
    const leaving = collector();
    const staying = collector();
    const unsubscribe = await b.subscribe('project:p1:staff', leaving.listener);
    await b.subscribe('project:p1:staff', staying.listener);
    await unsubscribe();

    await a.publish('project:p1:staff', MESSAGE);
    expect(await staying.waitFor(1)).toEqual([MESSAGE]);
    await sleep(100);
    expect(leaving.events).toEqual([]);
  });

  it('delivers to the other listeners when one throws, and the publisher never sees the error', async () => {
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const after = collector();
    await a.subscribe('project:p1:client', () => {
      throw new Error('a broken page');
    });
    await a.subscribe('project:p1:client', after.listener);

    await expect(a.publish('project:p1:client', MESSAGE)).resolves.toBeUndefined();
    expect(await after.waitFor(1)).toEqual([MESSAGE]);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('a broken page'));
  });
});

onRedis('the Redis live-updates driver', () => {
  const admin = () => new IORedis(redisOptionsFromUrl(REDIS_URL!));

  it('uses one subscriber connection for all its channels, leaves a channel after its last listener, and closes its connections on shutdown', async () => {
    const prefix = `test-${randomBytes(4).toString('hex')}`;
    const bus = new RedisLiveUpdates({ url: REDIS_URL!, prefix });
    const redis = admin();
    try {
      await bus.onModuleInit();
      const connections = async () =>
        ((await redis.call('CLIENT', 'LIST')) as string)
          .split('\n')
          .filter((line) => line.includes(` name=${prefix}:live-updates-`))
          .map((line) => /name=(\S+)/.exec(line)![1])
          .sort();
      const listeners = async (channel: string) =>
        ((await redis.call('PUBSUB', 'NUMSUB', `${prefix}:live:${channel}`)) as [string, number])[1];

      const stops = await Promise.all(
        ['project:p1:client', 'project:p1:staff', 'project:p2:client', 'project:p1:client'].map((channel) =>
          bus.subscribe(channel, () => undefined),
        ),
      );
      expect(await connections()).toEqual([`${prefix}:live-updates-publisher`, `${prefix}:live-updates-subscriber`]);
      expect(await listeners('project:p1:client')).toBe(1);

      await stops[0]();
      expect(await listeners('project:p1:client')).toBe(1);
      await stops[3]();
      await sleep(50);
      expect(await listeners('project:p1:client')).toBe(0);
      expect(await listeners('project:p1:staff')).toBe(1);

      await bus.onModuleDestroy();
      await sleep(50);
      expect(await connections()).toEqual([]);
      expect(await listeners('project:p1:staff')).toBe(0);
    } finally {
      await bus.onModuleDestroy();
      redis.disconnect();
    }
  });

  it('while Redis cannot be reached: a publish is logged and resolves at once, a subscription fails in bounded time', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    // A port nothing listens on.
    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
    });
    const bus = new RedisLiveUpdates({ url: `redis://127.0.0.1:${port}`, prefix: 'test-down' });
    try {
      const local = collector();
      const started = Date.now();
      await expect(bus.subscribe('project:p1:client', local.listener)).rejects.toThrow(
        'could not subscribe to project:p1:client',
      );
      expect(Date.now() - started).toBeLessThan(LIVE_UPDATES_REDIS_WAIT_MS + 1_000);

      const publishing = Date.now();
      await expect(bus.publish('project:p1:client', MESSAGE)).resolves.toBeUndefined();
      expect(Date.now() - publishing).toBeLessThan(500);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not publish on project:p1:client'));
      expect(local.events).toEqual([]);
    } finally {
      await bus.onModuleDestroy();
      // ioredis destroys a socket that is still connecting 2 s after disconnect(), on a timer of its own.
      await sleep(2_100);
    }
  });
});
