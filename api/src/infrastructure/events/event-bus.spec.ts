import { createTestApp, TestApp } from '../../../test/test-app';
import { QUEUES } from '../queue/queue.constants';
import { defineEvent, type DomainEvent } from './domain-event';
import { DomainEventHandlingEntity } from './domain-event-handling.entity';
import { DomainEventEntity } from './domain-event.entity';
import { DomainEventsProcessor } from './domain-events.processor';
import { EventBus } from './event-bus';

type NotePayload = { note: string };
const Noted = defineEvent<NotePayload>('test.noted');

const waitFor = async (condition: () => boolean | Promise<boolean>, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

const drivers: [string, string][] = [['in-process', '']];
if (process.env.REDIS_URL) drivers.push(['BullMQ', process.env.REDIS_URL]);

describe.each(drivers)('domain events on the %s queue', (_name, redisUrl) => {
  let app: TestApp;
  let bus: EventBus;
  /** Each subscriber's tries, by note: when it was called and whether it threw. */
  const tries: { subscriber: string; note: string; at: number; threw: boolean }[] = [];
  /** How many times the flaky subscriber fails a note before it succeeds. */
  const failuresOf = new Map<string, number>();

  const publish = (note: string) => app.dataSource.transaction((manager) => bus.publish(manager, Noted, { note }));
  const eventRow = (id: string) => app.dataSource.getRepository(DomainEventEntity).findOneByOrFail({ id });
  const runs = (eventId: string) =>
    app.dataSource.getRepository(DomainEventHandlingEntity).find({ where: { eventId }, order: { subscriber: 'ASC' } });
  const triesOf = (subscriber: string, note: string) =>
    tries.filter((attempt) => attempt.subscriber === subscriber && attempt.note === note);

  beforeAll(async () => {
    app = await createTestApp({ env: { REDIS_URL: redisUrl, QUEUE_RETRY_DELAY_MS: '50' } });
    bus = app.app.get(EventBus);
    const record = (subscriber: string, event: DomainEvent<NotePayload>, threw: boolean) =>
      tries.push({ subscriber, note: event.payload.note, at: Date.now(), threw });
    bus.subscribe(Noted, 'test.steady', async (event) => {
      record('test.steady', event, false);
    });
    bus.subscribe(Noted, 'test.flaky', async (event) => {
      const failed = triesOf('test.flaky', event.payload.note).filter((attempt) => attempt.threw).length;
      const fails = failed < (failuresOf.get(event.payload.note) ?? 0);
      record('test.flaky', event, fails);
      if (fails) throw new Error(`not yet (${failed + 1})`);
    });
  });
  afterAll(() => app.close());

  it('runs a subscriber that throws twice once more on the third try, after a backoff, and the others once', async () => {
    failuresOf.set('flaky', 2);
    const id = await publish('flaky');
    await waitFor(async () => (await eventRow(id)).status === 'delivered');

    const flaky = triesOf('test.flaky', 'flaky');
    expect(flaky.map((attempt) => attempt.threw)).toEqual([true, true, false]);
    // 50 ms, then 100 ms: never sooner.
    expect(flaky[1].at - flaky[0].at).toBeGreaterThanOrEqual(45);
    expect(flaky[2].at - flaky[1].at).toBeGreaterThanOrEqual(95);
    expect(triesOf('test.steady', 'flaky')).toHaveLength(1);
    expect((await runs(id)).map((run) => run.subscriber)).toEqual(['test.flaky', 'test.steady']);
    expect(await eventRow(id)).toMatchObject({ attempts: 2, lastError: null, deliveredAt: expect.any(Date) });
  });

  it('runs each subscriber once however often and however concurrently the event is delivered', async () => {
    const id = await publish('crowded');
    const processor = app.app.get(DomainEventsProcessor);
    const job = { name: 'deliver', data: { eventId: id }, attemptsMade: 0 };
    await Promise.all([bus.sweep(), ...Array.from({ length: 4 }, () => processor.process(job))]);
    await app.queueIdle(QUEUES.events);

    expect(triesOf('test.steady', 'crowded')).toHaveLength(1);
    expect(triesOf('test.flaky', 'crowded')).toHaveLength(1);
    expect(await runs(id)).toHaveLength(2);
    expect((await eventRow(id)).status).toBe('delivered');
  });

  it('marks an event failed once a subscriber is out of attempts, the others having run it once', async () => {
    failuresOf.set('hopeless', 99);
    const id = await publish('hopeless');
    await waitFor(async () => (await eventRow(id)).status === 'failed');

    expect(triesOf('test.flaky', 'hopeless')).toHaveLength(5);
    expect(triesOf('test.steady', 'hopeless')).toHaveLength(1);
    expect(await eventRow(id)).toMatchObject({ attempts: 5, lastError: 'test.flaky: not yet (5)' });
    expect((await runs(id)).map((run) => run.subscriber)).toEqual(['test.steady']);
  });

  it('publishes nothing when the transaction that caused the event rolls back', async () => {
    const before = await app.dataSource.getRepository(DomainEventEntity).countBy({ name: Noted.name });
    await expect(
      app.dataSource.transaction(async (manager) => {
        await bus.publish(manager, Noted, { note: 'rolled back' });
        throw new Error('the change that caused it failed');
      }),
    ).rejects.toThrow('the change that caused it failed');
    await app.queueIdle(QUEUES.events);
    expect(await app.dataSource.getRepository(DomainEventEntity).countBy({ name: Noted.name })).toBe(before);
    expect(triesOf('test.steady', 'rolled back')).toEqual([]);
  });

  it('refuses to publish outside a transaction', async () => {
    const before = await app.dataSource.getRepository(DomainEventEntity).countBy({ name: Noted.name });
    await expect(bus.publish(app.dataSource.manager, Noted, { note: 'loose' })).rejects.toThrow(/transaction/);
    expect(await app.dataSource.getRepository(DomainEventEntity).countBy({ name: Noted.name })).toBe(before);
  });
});
