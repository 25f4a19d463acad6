import { Browser, signInStaff } from '../../../../test/auth-helpers';
import { deliverStripeEvent, FakeStripe, startFakeStripe } from '../../../../test/fake-stripe';
import { readableMail } from '../../../../test/readable-mail';
import { createTestApp, TestApp } from '../../../../test/test-app';
import type { DomainEvent } from '../../../infrastructure/events/domain-event';
import { DomainEventHandlingEntity } from '../../../infrastructure/events/domain-event-handling.entity';
import { DomainEventEntity } from '../../../infrastructure/events/domain-event.entity';
import { EventBus } from '../../../infrastructure/events/event-bus';
import { BullMqQueueService } from '../../../infrastructure/queue/drivers/bullmq-queue.service';
import { InProcessQueueService } from '../../../infrastructure/queue/drivers/in-process-queue.service';
import { QUEUES, type QueueName } from '../../../infrastructure/queue/queue.constants';
import { EnqueueOptions, QueueService } from '../../../infrastructure/queue/queue.service';
import { InvoicePaid, type InvoicePaidPayload } from '../billing.events';

const STAFF = 'staff@example.com';
const ANA = 'ana@example.com';
const DAY_MS = 24 * 3_600_000;

const shuffled = <T>(items: T[]) =>
  items
    .map((item) => ({ item, key: Math.random() }))
    .sort((a, b) => a.key - b.key)
    .map(({ item }) => item);

const waitFor = async (condition: () => boolean | Promise<boolean>, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** A process whose hand-over of events never happens (it is killed right after committing them). */
class QueueLosingEvents extends QueueService {
  /** The app's own queue driver, for every other job (set once the app is built). */
  driver?: QueueService;

  add<T>(queue: QueueName, name: string, data: T, options?: EnqueueOptions): Promise<void> {
    if (queue === QUEUES.events) return Promise.reject(new Error('killed before the hand-over'));
    return this.driver!.add(queue, name, data, options);
  }

  depth(timeoutMs: number) {
    return this.driver!.depth(timeoutMs);
  }
}

describe('InvoicePaid: what follows a Stripe payment, on the queue after commit', () => {
  let stripe: FakeStripe;
  const env = () => ({ ...stripe.env, ADMIN_EMAILS: STAFF, AUTH_RATE_LIMIT_PER_IP: '1000' });

  const sendInvoice = async (staff: Browser) => {
    const { body } = await staff
      .post('/api/admin/invoices')
      .send({
        clientName: 'Ana Lopez',
        clientEmail: ANA,
        dueDate: new Date(Date.now() + 30 * DAY_MS).toISOString(),
        items: [{ title: 'LLC formation (Delaware)', quantity: 100, unitPriceCents: 50000 }],
        send: true,
      })
      .expect(201);
    return body as { id: string; publicId: string; invoiceNumber: string };
  };
  /** The client pays on Stripe's page; answers Stripe's completion event of that checkout. */
  const payAtStripe = async (app: TestApp, invoice: { id: string; publicId: string }) => {
    await app.http
      .post(`/api/pay-invoice/${invoice.publicId}/checkout`)
      .set('X-Requested-With', 'XMLHttpRequest')
      .expect(200);
    const session = [...stripe.sessions.values()].find((candidate) => candidate.metadata.invoiceId === invoice.id)!;
    stripe.pay(session.id);
    return stripe.sessionEvent('checkout.session.completed', session.id);
  };
  const deliver = (app: TestApp, event: object) => deliverStripeEvent(app, stripe, event).expect(200);
  const paidEventsOf = (app: TestApp, invoiceId: string) =>
    app.dataSource
      .getRepository(DomainEventEntity)
      .createQueryBuilder('event')
      .where('event.name = :name', { name: InvoicePaid.name })
      .andWhere(`event.payload->>'invoiceId' = :invoiceId`, { invoiceId })
      .getMany();
  const subscribersThatRan = async (app: TestApp, eventId: string) =>
    (await app.dataSource.getRepository(DomainEventHandlingEntity).findBy({ eventId }))
      .map((run) => run.subscriber)
      .sort();
  const mailsTo = async (app: TestApp, email: string, subject: string) =>
    (await app.mails())
      .filter((eml) => new RegExp(`^To: ${email.replace('.', '\\.')}$`, 'mi').test(eml))
      .filter((eml) => readableMail(eml).includes(`Subject: ${subject}`));

  beforeAll(async () => {
    stripe = await startFakeStripe();
  });
  afterAll(() => stripe.close());

  describe('on a running app', () => {
    let app: TestApp;
    let staff: Browser;
    /** What a subscriber of another module received. */
    const received: DomainEvent<InvoicePaidPayload>[] = [];

    beforeAll(async () => {
      app = await createTestApp({ env: env() });
      app.app.get(EventBus).subscribe(InvoicePaid, 'test.another-module', async (event) => {
        received.push(event);
      });
      staff = await signInStaff(app, STAFF);
    });
    afterAll(() => app.close());

    it('publishes one InvoicePaid for five shuffled deliveries of one payment, and runs each subscriber once', async () => {
      const invoice = await sendInvoice(staff);
      const completed = await payAtStripe(app, invoice);
      await Promise.all(shuffled(Array.from({ length: 5 }, () => completed)).map((event) => deliver(app, event)));
      await app.queueIdle(QUEUES.events);
      await app.queueIdle(QUEUES.outbox);

      const [paid, ...more] = await paidEventsOf(app, invoice.id);
      expect(more).toEqual([]);
      expect(paid).toMatchObject({
        status: 'delivered',
        attempts: 0,
        payload: {
          invoiceId: invoice.id,
          invoiceNumber: invoice.invoiceNumber,
          method: 'card',
          amountCents: 50000,
          creditsCents: 0,
          invoiceStatus: 'paid',
          previousStatus: 'sent',
          excessCents: 0,
        },
      });
      expect(await subscribersThatRan(app, paid.id)).toEqual([
        'billing.payment-receipt',
        'billing.payment-staff-alert',
        'bookings.reminders-on-payment',
        'content.feedback-request-on-balance',
        'projects.activate-on-deposit',
        'referrals.convert-on-first-payment',
        'test.another-module',
      ]);
      expect(received.map((event) => event.id)).toEqual([paid.id]);
      expect(await mailsTo(app, ANA, `Receipt for invoice ${invoice.invoiceNumber}`)).toHaveLength(1);
      expect(await mailsTo(app, STAFF, `Payment received: ${invoice.invoiceNumber}`)).toHaveLength(1);
    });
  });

  it('delivers, after a restart, the InvoicePaid of a process killed between its commit and the hand-over', async () => {
    const queue = new QueueLosingEvents();
    const first = await createTestApp({ env: env(), overrides: [{ provide: QueueService, useValue: queue }] });
    queue.driver = first.app.get(
      first.config.queueDriver === 'in-process' ? InProcessQueueService : BullMqQueueService,
    );
    const staff = await signInStaff(first, STAFF);
    const invoice = await sendInvoice(staff);
    await deliver(first, await payAtStripe(first, invoice));

    const [committed] = await paidEventsOf(first, invoice.id);
    expect(committed).toMatchObject({ status: 'pending', dispatchedAt: null });
    await first.queueIdle(QUEUES.outbox);
    expect(await mailsTo(first, ANA, `Receipt for invoice ${invoice.invoiceNumber}`)).toEqual([]);

    // A new instance on the same database and Redis: its periodic sweep finds the event and hands it over.
    const second = await first.restart({ env: { ...env(), SCHEDULER_ENABLED: 'true', OUTBOX_SWEEP_SECONDS: '1' } });
    try {
      await waitFor(async () => (await paidEventsOf(second, invoice.id))[0].status === 'delivered');
      expect(await subscribersThatRan(second, committed.id)).toEqual([
        'billing.payment-receipt',
        'billing.payment-staff-alert',
        'bookings.reminders-on-payment',
        'content.feedback-request-on-balance',
        'projects.activate-on-deposit',
        'referrals.convert-on-first-payment',
      ]);
      await waitFor(
        async () => (await mailsTo(second, ANA, `Receipt for invoice ${invoice.invoiceNumber}`)).length > 0,
      );
      await second.queueIdle(QUEUES.outbox);
      expect(await mailsTo(second, ANA, `Receipt for invoice ${invoice.invoiceNumber}`)).toHaveLength(1);
      expect(await mailsTo(second, STAFF, `Payment received: ${invoice.invoiceNumber}`)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
