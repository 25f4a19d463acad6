import { Browser, signInStaff, signUpVerified } from '../../../../test/auth-helpers';
import { createReplica, createTestApp, TestApp } from '../../../../test/test-app';
import { Clock } from '../../../common/clock';
import { UserEntity } from '../../auth';
import { OutboxMessageEntity } from '../../notifications/outbox/outbox-message.entity';
import type { EmailPayload } from '../../notifications/outbox/outbox-message.entity';
import { InvoiceDunningLogEntity } from '../entities/invoice-dunning-log.entity';
import { InvoiceEventEntity } from '../entities/invoice-event.entity';
import { InvoiceEntity } from '../entities/invoice.entity';
import { ReminderJobEntity } from '../entities/reminder-job.entity';
import { DunningService } from './dunning.service';

const STAFF = 'staff@example.com';
const ITEMS = [{ title: 'LLC formation (Delaware)', quantity: 100, unitPriceCents: 50000 }];
/** Noon in New York on Wednesday 12 March 2031, three days after the switch to daylight time (9 March). */
const DUE = '2031-03-12T16:00:00.000Z';
/** 10:00 in New York around DUE: EDT (UTC-4) from 9 March on. */
const NY_STAGES = {
  before_3: '2031-03-09T14:00:00.000Z',
  due: '2031-03-12T14:00:00.000Z',
  after_3: '2031-03-15T14:00:00.000Z',
  after_7: '2031-03-19T14:00:00.000Z',
  after_14: '2031-03-26T14:00:00.000Z',
};

describe('dunning: reminders of unpaid invoices under a faked clock', () => {
  let app: TestApp;
  let replica: TestApp;
  let staff: Browser;
  const clock = { current: new Date('2031-03-01T15:00:00Z'), now: () => new Date(clock.current) };
  const at = (instant: string) => (clock.current = new Date(instant));

  const repository = <T extends object>(entity: new () => T) => app.dataSource.getRepository(entity);
  const userId = async (email: string) => (await repository(UserEntity).findOneByOrFail({ email })).id;
  const send = async (body: object) =>
    (
      await staff
        .post('/api/admin/invoices')
        .send({ items: ITEMS, dueDate: DUE, send: true, ...body })
        .expect(201)
    ).body as { id: string; publicId: string; invoiceNumber: string };
  const liveJobs = async (invoiceId: string) =>
    (
      await repository(ReminderJobEntity).find({
        where: { invoiceId, isCancelled: false },
        order: { scheduledFor: 'ASC' },
      })
    ).map((job) => [job.templateKey, job.scheduledFor.toISOString(), job.sentAt ? 'sent' : 'planned']);
  /** The reminder e-mails queued to `email`, oldest first, as their subjects. */
  const reminders = async (email: string) =>
    (
      await repository(OutboxMessageEntity).find({
        where: { template: 'billing.payment-reminder', recipient: email },
        order: { createdAt: 'ASC' },
      })
    ).map((message) => message.payload as EmailPayload);
  /** A scheduled tick as a deployment runs it: on two replicas at once, then once more. */
  const tick = async (instant: string) => {
    at(instant);
    await Promise.all([app.app.get(DunningService).run(), replica.app.get(DunningService).run()]);
    await app.app.get(DunningService).run();
  };

  beforeAll(async () => {
    const env = { ADMIN_EMAILS: STAFF, AUTH_RATE_LIMIT_PER_IP: '1000' };
    const overrides = [{ provide: Clock, useValue: clock }];
    app = await createTestApp({ env, overrides });
    staff = await signInStaff(app, STAFF, 'Sam');
    for (const [email, name] of [
      ['ana@example.com', 'Ana'],
      ['kenji@example.com', 'Kenji'],
      ['paid@example.com', 'Pat'],
      ['mover@example.com', 'Mo'],
    ]) {
      await signUpVerified(app, email, name);
    }
    await repository(UserEntity).update({ email: 'kenji@example.com' }, { timezone: 'Asia/Tokyo' });
    // An api-only replica: its scheduled runs race the first one's, the queue's mail stays with the first.
    replica = await createReplica(app, { ...env, QUEUE_WORKERS: 'false' }, overrides);
    // Two apps and five accounts: more than the default hook time on the embedded database under load.
  }, 90_000);
  afterAll(async () => {
    await replica.close();
    await app.close();
  });

  it('plans the five stages at 10:00 New York time and sends each once, even on two replicas; the last makes it overdue', async () => {
    at('2031-03-01T15:00:00Z');
    const invoice = await send({ userId: await userId('ana@example.com') });
    expect(await liveJobs(invoice.id)).toEqual(
      Object.entries(NY_STAGES).map(([stage, instant]) => [`dunning.${stage}`, instant, 'planned']),
    );

    await tick('2031-03-09T13:59:00Z');
    expect(await reminders('ana@example.com')).toHaveLength(0);
    await tick(NY_STAGES.before_3);
    const [first] = await reminders('ana@example.com');
    expect(first.subject).toBe(`Friendly reminder: invoice ${invoice.invoiceNumber} is due soon`);
    expect(first.text).toContain(`invoice ${invoice.invoiceNumber} is due on March 12, 2031, with $500.00 to pay.`);
    expect(first.text).toContain(`http://localhost:3000/pay-invoice/${invoice.publicId}`);

    for (const instant of [NY_STAGES.due, NY_STAGES.after_3, NY_STAGES.after_7]) await tick(instant);
    await tick('2031-03-25T14:00:00Z');
    expect((await reminders('ana@example.com')).map((mail) => mail.subject)).toEqual([
      `Friendly reminder: invoice ${invoice.invoiceNumber} is due soon`,
      `Invoice ${invoice.invoiceNumber} is due today`,
      `Invoice ${invoice.invoiceNumber} is past due`,
      `Second reminder: invoice ${invoice.invoiceNumber} is past due`,
    ]);
    expect((await repository(InvoiceEntity).findOneByOrFail({ id: invoice.id })).status).toBe('sent');

    await tick(NY_STAGES.after_14);
    expect(await reminders('ana@example.com')).toHaveLength(5);
    expect((await repository(InvoiceEntity).findOneByOrFail({ id: invoice.id })).status).toBe('overdue');
    const alerts = await repository(OutboxMessageEntity).findBy({ template: 'staff.invoice-overdue' });
    expect(alerts.map((alert) => [alert.recipient, (alert.payload as EmailPayload).subject])).toEqual([
      [STAFF, `Invoice ${invoice.invoiceNumber} is overdue: $500.00 from Ana Lopez`],
    ]);
    const events = await repository(InvoiceEventEntity).find({
      where: { invoiceId: invoice.id },
      order: { createdAt: 'ASC' },
    });
    expect(events.filter((e) => e.kind === 'reminded' || e.kind === 'overdue').map((e) => [e.kind, e.note])).toEqual([
      ['reminded', 'before_3'],
      ['reminded', 'due'],
      ['reminded', 'after_3'],
      ['reminded', 'after_7'],
      ['reminded', 'after_14'],
      ['overdue', null],
    ]);

    // A stage planned again by mistake is still sent once: its log row is unique per invoice and stage.
    await repository(ReminderJobEntity).update({ invoiceId: invoice.id }, { isCancelled: true });
    await repository(ReminderJobEntity).insert({
      invoiceId: invoice.id,
      templateKey: 'dunning.after_7',
      scheduledFor: new Date(NY_STAGES.after_7),
    });
    await tick('2031-03-27T14:00:00Z');
    expect(await reminders('ana@example.com')).toHaveLength(5);
    expect(await repository(InvoiceDunningLogEntity).countBy({ invoiceId: invoice.id })).toBe(5);
  });

  it('reminds a client in Tokyo at 10:00 Tokyo time', async () => {
    at('2031-03-01T15:00:00Z');
    const invoice = await send({ userId: await userId('kenji@example.com') });
    // Due at noon in New York on 12 March, which is already 13 March in Tokyo (UTC+9).
    expect((await liveJobs(invoice.id)).slice(0, 2)).toEqual([
      ['dunning.before_3', '2031-03-10T01:00:00.000Z', 'planned'],
      ['dunning.due', '2031-03-13T01:00:00.000Z', 'planned'],
    ]);
    await tick('2031-03-13T00:59:00Z');
    expect((await reminders('kenji@example.com')).map((mail) => mail.subject)).toEqual([
      `Friendly reminder: invoice ${invoice.invoiceNumber} is due soon`,
    ]);
    await tick('2031-03-13T01:00:00Z');
    const mails = await reminders('kenji@example.com');
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Friendly reminder: invoice ${invoice.invoiceNumber} is due soon`,
      `Invoice ${invoice.invoiceNumber} is due today`,
    ]);
    expect(mails[1].text).toContain('is due today, March 13, 2031, with');
  });

  it('sends nothing once the invoice is paid, and cancels what was left', async () => {
    at('2031-03-01T15:00:00Z');
    const invoice = await send({ userId: await userId('paid@example.com') });
    await tick(NY_STAGES.before_3);
    expect(await reminders('paid@example.com')).toHaveLength(1);

    at('2031-03-10T09:00:00Z');
    await staff
      .post(`/api/admin/invoices/${invoice.id}/payments`)
      .send({ method: 'wire', amountCents: 50000, note: 'Wire ref. 8841' })
      .expect(201);
    expect((await repository(InvoiceEntity).findOneByOrFail({ id: invoice.id })).status).toBe('paid');
    // Paid: what was left is cancelled at once.
    expect(await liveJobs(invoice.id)).toEqual([['dunning.before_3', NY_STAGES.before_3, 'sent']]);
    for (const instant of Object.values(NY_STAGES)) await tick(instant);
    expect(await reminders('paid@example.com')).toHaveLength(1);
    expect(await liveJobs(invoice.id)).toEqual([['dunning.before_3', NY_STAGES.before_3, 'sent']]);
  });

  it('replans when the due date moves and stops when the invoice is cancelled', async () => {
    at('2031-03-01T15:00:00Z');
    const invoice = await send({ userId: await userId('mover@example.com') });
    await tick(NY_STAGES.before_3);

    // A week later: the stages move with it; the one already sent is not sent again.
    await staff.patch(`/api/admin/invoices/${invoice.id}`).send({ dueDate: '2031-03-19T16:00:00.000Z' }).expect(200);
    expect(await liveJobs(invoice.id)).toEqual([
      ['dunning.before_3', NY_STAGES.before_3, 'sent'],
      ['dunning.due', '2031-03-19T14:00:00.000Z', 'planned'],
      ['dunning.after_3', '2031-03-22T14:00:00.000Z', 'planned'],
      ['dunning.after_7', '2031-03-26T14:00:00.000Z', 'planned'],
      ['dunning.after_14', '2031-04-02T14:00:00.000Z', 'planned'],
    ]);
    await tick(NY_STAGES.due);
    expect(await reminders('mover@example.com')).toHaveLength(1);
    await tick('2031-03-19T14:00:00Z');
    const mails = await reminders('mover@example.com');
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Friendly reminder: invoice ${invoice.invoiceNumber} is due soon`,
      `Invoice ${invoice.invoiceNumber} is due today`,
    ]);
    expect(mails[1].text).toContain('is due today, March 19, 2031, with');

    await staff.post(`/api/admin/invoices/${invoice.id}/cancel`).expect(200);
    expect((await liveJobs(invoice.id)).filter(([, , state]) => state === 'planned')).toEqual([]);
    await tick('2031-04-03T14:00:00Z');
    expect(await reminders('mover@example.com')).toHaveLength(2);
  });
});
