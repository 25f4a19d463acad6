import { DateTime } from 'luxon';
import { IsNull } from 'typeorm';
import { Browser, signInStaff, signUpVerified } from '../../../../test/auth-helpers';
import { withBotCheck } from '../../../../test/bot-check';
import { createTestApp, TestApp } from '../../../../test/test-app';
import { Clock } from '../../../common/clock';
import { formatInZone } from '../../../common/time-zones';
import { QUEUES } from '../../../infrastructure/queue/queue.constants';
import { UserEntity } from '../../auth';
import { DomainEventEntity } from '../../../infrastructure/events/domain-event.entity';
import { DunningService } from '../../billing/dunning/dunning.service';
import { InvoiceEventEntity } from '../../billing/entities/invoice-event.entity';
import { InvoiceEntity } from '../../billing/entities/invoice.entity';
import { ReminderJobEntity } from '../../billing/entities/reminder-job.entity';
import type { EmailPayload } from '../../notifications/outbox/outbox-message.entity';
import { OutboxMessageEntity } from '../../notifications/outbox/outbox-message.entity';
import { BUSINESS_STAGES, OFFERED_SERVICES } from '../bookings.constants';
import { ConsultationBooked, ConsultationCancelled, ConsultationRescheduled } from '../bookings.events';
import { federalHolidayOn } from '../calendar/federal-holidays';
import { ConsultationEntity } from '../entities/consultation.entity';
import { UNPAID_CANCELLATION_NOTE } from '../lifecycle/consultation-lifecycle.service';
import { UnpaidConsultations } from '../lifecycle/unpaid-consultations.task';

const NY = 'America/New_York';
const STAFF = 'staff@inspivision.test';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The weekday `skip` weekdays after the first one after today in New York (YYYY-MM-DD); no federal holiday. */
const weekdayAfter = (skip: number): string => {
  let day = DateTime.now().setZone(NY).startOf('day');
  for (let left = skip + 1; left > 0;) {
    day = day.plus({ days: 1 });
    if (day.weekday <= 5 && !federalHolidayOn(day.toISODate()!)) left--;
  }
  return day.toISODate()!;
};

describe('paid consultations (CONSULTATION_FEE_CENTS=15000)', () => {
  let app: TestApp;
  let staff: Browser;
  let slots: string[];
  let nextSlot = 0;
  const clock = { current: new Date(), now: () => new Date(clock.current) };

  const form = (email: string, scheduledAt: string, extra: Record<string, unknown> = {}) => ({
    firstName: 'Ana',
    lastName: 'Lopez',
    email,
    phone: '+1 404 555 0134',
    country: 'United States',
    businessType: BUSINESS_STAGES[1],
    servicesInterested: [OFFERED_SERVICES[0]],
    budget: '$3,000 - $5,000 USD',
    message: 'I want to open an LLC.',
    scheduledAt,
    ...extra,
  });
  const submit = async (body: object, status: number) =>
    app.http
      .post('/api/consultations')
      .send(await withBotCheck(app.http, body))
      .expect(status);
  const book = async (email: string) => {
    const scheduledAt = slots[nextSlot++];
    const { body } = await submit(form(email, scheduledAt), 201);
    return { id: body.id as string, scheduledAt };
  };
  const confirm = (id: string) =>
    staff.patch(`/api/admin/consultations/${id}/status`).send({ status: 'confirmed' }).expect(200);
  /** Whether the calendar offers the slot to a visitor today (availability reads the moved clock too). */
  const isFree = async (instant: string) => {
    const date = DateTime.fromISO(instant).setZone(NY).toISODate();
    const moved = clock.current;
    clock.current = new Date();
    try {
      const { body } = await app.http.get(`/api/calendar/availability?date=${date}`).expect(200);
      return (body.slots as { start: string }[]).some((slot) => slot.start === instant);
    } finally {
      clock.current = moved;
    }
  };
  const consultationOf = (id: string) => app.dataSource.getRepository(ConsultationEntity).findOneByOrFail({ id });
  const invoicesOf = (consultationId: string) =>
    app.dataSource.getRepository(InvoiceEntity).find({ where: { consultationId }, order: { createdAt: 'ASC' } });
  /** The e-mails of `template` queued to `recipient`, oldest first. */
  const mails = async (template: string, recipient: string) =>
    (
      await app.dataSource
        .getRepository(OutboxMessageEntity)
        .find({ where: { template, recipient }, order: { createdAt: 'ASC' } })
    ).map((message) => (message.payload as EmailPayload).text);
  /** Pays an invoice by card as a visitor does: its pay page's checkout, the simulated driver's test page. */
  const payByCard = async (invoice: { publicId: string }) => {
    const { body } = await app.http
      .post(`/api/pay-invoice/${invoice.publicId}/checkout`)
      .set('X-Requested-With', 'XMLHttpRequest')
      .expect(200);
    const page = await app.http.get(new URL(body.checkoutUrl).pathname).expect(200);
    const fields = Object.fromEntries(
      [...page.text.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map(([, n, v]) => [n, v]),
    );
    await app.http
      .post('/api/billing/simulated-checkout')
      .set('Origin', 'http://localhost:3000')
      .type('form')
      .send({ ...fields, action: 'pay' })
      .expect(303);
  };
  /** Cancels as the visitor does, from the link of `mailText`. */
  const cancelFrom = (mailText: string) => {
    const url = new URL(linkIn(mailText, 'Cancel here:'));
    return app.http
      .post(`/api/consultations/${url.searchParams.get('id')}/cancel`)
      .set('X-Requested-With', 'XMLHttpRequest')
      .send({ token: url.searchParams.get('token') })
      .expect(200);
  };
  const invoiceById = (id: string) => app.dataSource.getRepository(InvoiceEntity).findOneByOrFail({ id });
  const linkIn = (text: string, label: string) => new RegExp(`${label} (http\\S+)`).exec(text)![1];
  /** Moves `oldId` to the next free slot as the visitor does, from the reschedule link of `mailText`. */
  const reschedule = (email: string, oldId: string, mailText: string, status: number) => {
    const token = new URL(linkIn(mailText, 'Reschedule here:')).searchParams.get('token');
    return submit(form(email, slots[nextSlot++], { oldConsultationId: oldId, rescheduleToken: token }), status);
  };
  const cancelByStaff = (id: string) =>
    staff.patch(`/api/admin/consultations/${id}/status`).send({ status: 'cancelled' }).expect(200);
  const releaseHolds = (email: string) =>
    staff.post('/api/admin/consultations/release-holds').send({ email }).expect(200);
  /** The consultation reminders (e-mail or text) to `recipient` still to go, soonest first. */
  const pendingReminders = async (recipient: string) =>
    (
      await app.dataSource.getRepository(OutboxMessageEntity).find({
        where: { template: 'consultation.reminder', recipient, status: 'pending' },
        order: { availableAt: 'ASC' },
      })
    ).map(({ payload, availableAt }) => ({
      availableAt,
      subject: (payload as EmailPayload).subject,
      text: 'body' in payload ? payload.body : payload.text,
    }));
  /** The invoice's payment reminders not sent yet and still planned. */
  const plannedReminders = (invoiceId: string) =>
    app.dataSource.getRepository(ReminderJobEntity).findBy({ invoiceId, isCancelled: false, sentAt: IsNull() });

  beforeAll(async () => {
    app = await createTestApp({
      env: {
        ADMIN_EMAILS: STAFF,
        CONSULTATION_FEE_CENTS: '15000',
        AUTH_RATE_LIMIT_PER_IP: '1000',
        LEAD_RATE_LIMIT_PER_IP: '1000',
        PENDING_CONSULTATIONS_PER_EMAIL: '1000',
        PENDING_CONSULTATIONS_PER_IP: '1000',
        SIGNED_LINK_RATE_LIMIT_PER_IP: '1000',
      },
      overrides: [{ provide: Clock, useValue: clock }],
    });
    staff = await signInStaff(app, STAFF, 'Sam');
    slots = [];
    for (const date of [weekdayAfter(3), weekdayAfter(4)]) {
      const { body } = await app.http.get(`/api/calendar/availability?date=${date}`).expect(200);
      slots.push(...(body.slots as { start: string }[]).map((slot) => slot.start));
    }
  });
  afterAll(() => app.close());
  beforeEach(() => {
    clock.current = new Date();
  });

  it('invoices a confirmed consultation, reminds before the deadline, and cancels it unpaid 30 minutes before: its slot is offered again', async () => {
    const { id, scheduledAt } = await book('unpaid@example.com');
    const start = new Date(scheduledAt);
    await confirm(id);

    const [invoice] = await invoicesOf(id);
    expect(invoice).toMatchObject({ status: 'sent', amountCents: 15000, clientEmail: 'unpaid@example.com' });
    expect(invoice.dueDate).toEqual(new Date(start.getTime() - 2 * HOUR));
    const [confirmation] = await mails('consultation.confirmed', 'unpaid@example.com');
    expect(linkIn(confirmation, 'Pay it online here:')).toBe(`http://localhost:3000/pay-invoice/${invoice.publicId}`);
    expect(confirmation).toContain('The consultation fee is $150.00, due by');
    expect(await mails('billing.invoice-sent', 'unpaid@example.com')).toHaveLength(1);

    // One reminder, 24 hours before the payment deadline.
    const reminder = await app.dataSource
      .getRepository(ReminderJobEntity)
      .findOneByOrFail({ invoiceId: invoice.id, templateKey: 'consultation.payment-deadline' });
    expect(reminder.scheduledFor).toEqual(new Date(start.getTime() - 26 * HOUR));
    clock.current = new Date(start.getTime() - 26 * HOUR);
    await app.app.get(DunningService).run();
    const [deadlineMail] = await mails('billing.payment-deadline', 'unpaid@example.com');
    expect(deadlineMail).toContain(`http://localhost:3000/pay-invoice/${invoice.publicId}`);
    expect(deadlineMail).toContain('an unpaid consultation is cancelled automatically 30 minutes before its start');

    const unpaid = app.app.get(UnpaidConsultations);
    clock.current = new Date(start.getTime() - 31 * MINUTE);
    expect(await unpaid.run()).toBe(0);
    expect(await isFree(scheduledAt)).toBe(false);

    clock.current = new Date(start.getTime() - 30 * MINUTE);
    expect(await unpaid.run()).toBe(1);
    expect(await consultationOf(id)).toMatchObject({ status: 'cancelled' });
    expect(await isFree(scheduledAt)).toBe(true);
    expect((await invoicesOf(id)).map((row) => row.status)).toEqual(['cancelled']);
    const [cancelled] = await mails('consultation.cancelled', 'unpaid@example.com');
    expect(cancelled).toContain('had to be cancelled');
    expect(cancelled).toContain(UNPAID_CANCELLATION_NOTE);
    const [alert] = await mails('staff.consultation-unpaid-cancelled', STAFF);
    expect(alert).toContain('unpaid@example.com');
    expect(await unpaid.run()).toBe(0);
  });

  it('reminds of an unpaid fee: what is owed, its deadline and its pay link, before the meeting link; paid, the reminders say no more of it', async () => {
    const email = 'remind-unpaid@example.com';
    const phone = '+14045550177';
    const client = await signUpVerified(app, email, 'Ana');
    await app.dataSource
      .getRepository(UserEntity)
      .update({ email }, { phone, smsOptIn: true, phoneVerifiedAt: new Date() });
    const scheduledAt = slots[nextSlot++];
    const { body } = await client
      .post('/api/consultations')
      .send(await withBotCheck(client, form(email, scheduledAt)))
      .expect(201);
    const start = new Date(scheduledAt);
    await confirm(body.id);
    const [invoice] = await invoicesOf(body.id);
    const payUrl = `http://localhost:3000/pay-invoice/${invoice.publicId}`;
    const inNewYork = (instant: number) => formatInZone(new Date(instant), NY);
    const due = inNewYork(start.getTime() - 2 * HOUR);
    const cancelsAt = inNewYork(start.getTime() - 30 * MINUTE);

    const [dayBefore, hourBefore] = await pendingReminders(email);
    expect(dayBefore.availableAt).toEqual(new Date(start.getTime() - 24 * HOUR));
    expect(dayBefore.subject).toBe('Payment needed: your consultation is tomorrow');
    expect(dayBefore.text).toContain(
      `Your consultation fee is not paid yet: $150.00 is due by ${due}. Pay it online here: ${payUrl}`,
    );
    expect(dayBefore.text).toContain(
      `Unless it is paid by ${cancelsAt}, 30 minutes before the start, the consultation is cancelled automatically`,
    );
    // One hour before, 30 minutes before the cancellation: the fee comes first, then the meeting link.
    expect(hourBefore.availableAt).toEqual(new Date(start.getTime() - HOUR));
    expect(hourBefore.subject).toBe('Payment needed: your consultation is in one hour');
    expect(hourBefore.text).toContain(`Your consultation fee is still unpaid: $150.00 was due by ${due}.`);
    expect(hourBefore.text).toContain(`Unless it is paid by ${cancelsAt}`);
    expect(hourBefore.text.indexOf(payUrl)).toBeLessThan(hourBefore.text.indexOf('join the meeting here'));
    expect(hourBefore.text).toContain('Once the fee is paid, join the meeting here:');
    const texts = await pendingReminders(phone);
    expect(texts.map((sms) => sms.text)).toEqual([
      expect.stringContaining(
        `Its fee is unpaid ($150.00): unless paid by ${cancelsAt}, it is cancelled. Pay: ${payUrl}`,
      ),
      expect.stringContaining(
        `Its fee is unpaid ($150.00): unless paid by ${cancelsAt}, it is cancelled. Pay: ${payUrl}`,
      ),
    ]);

    // Paid: the reminders not sent yet are written again, at the same times, without the fee.
    await payByCard(invoice);
    await app.queueIdle(QUEUES.events);
    const paid = await pendingReminders(email);
    expect(paid.map((mail) => [mail.subject, mail.availableAt])).toEqual([
      ['Reminder: your consultation is tomorrow', dayBefore.availableAt],
      ['Reminder: your consultation is in one hour', hourBefore.availableAt],
    ]);
    for (const mail of paid) {
      expect(mail.text).not.toContain('fee');
      expect(mail.text).toContain('Join the meeting here:');
    }
    expect((await pendingReminders(phone)).map((sms) => sms.text)).toEqual([
      expect.not.stringContaining('fee'),
      expect.not.stringContaining('fee'),
    ]);
  });

  it('keeps a paid consultation', async () => {
    const { id, scheduledAt } = await book('paid@example.com');
    await confirm(id);
    const [invoice] = await invoicesOf(id);
    await payByCard(invoice);
    expect((await invoiceById(invoice.id)).status).toBe('paid');
    clock.current = new Date(new Date(scheduledAt).getTime() - 30 * MINUTE);
    expect(await app.app.get(UnpaidConsultations).run()).toBe(0);
    expect(await consultationOf(id)).toMatchObject({ status: 'confirmed' });
    expect(await isFree(scheduledAt)).toBe(false);
  });

  it('refunds a paid fee in full when the visitor cancels more than 24 hours ahead', async () => {
    const { id, scheduledAt } = await book('early@example.com');
    await confirm(id);
    const [invoice] = await invoicesOf(id);
    await payByCard(invoice);
    clock.current = new Date(new Date(scheduledAt).getTime() - 24 * HOUR - MINUTE);
    const [confirmation] = await mails('consultation.confirmed', 'early@example.com');
    await cancelFrom(confirmation);

    expect(await invoiceById(invoice.id)).toMatchObject({ status: 'refunded', refundedCents: 15000 });
    expect(await isFree(scheduledAt)).toBe(true);
    const [cancelled] = await mails('consultation.cancelled', 'early@example.com');
    expect(cancelled).toContain('The $150.00 you paid for it will be refunded in full');
  });

  it('keeps a paid fee when the visitor cancels within 24 hours', async () => {
    const { id, scheduledAt } = await book('late@example.com');
    await confirm(id);
    const [invoice] = await invoicesOf(id);
    await payByCard(invoice);
    clock.current = new Date(new Date(scheduledAt).getTime() - 24 * HOUR + MINUTE);
    const [confirmation] = await mails('consultation.confirmed', 'late@example.com');
    await cancelFrom(confirmation);

    expect(await consultationOf(id)).toMatchObject({ status: 'cancelled' });
    expect(await invoiceById(invoice.id)).toMatchObject({ status: 'paid', refundedCents: 0 });
    const [cancelled] = await mails('consultation.cancelled', 'late@example.com');
    expect(cancelled).toContain('the $150.00 you paid for it is not refundable');
  });

  it('moves a paid fee with its booking, charges $50 for the second reschedule, refuses a same-day one', async () => {
    const first = await book('mover@example.com');
    await confirm(first.id);
    const [invoice] = await invoicesOf(first.id);
    await payByCard(invoice);
    expect((await invoiceById(invoice.id)).status).toBe('paid');

    const [confirmation] = await mails('consultation.confirmed', 'mover@example.com');
    const second = (await reschedule('mover@example.com', first.id, confirmation, 201)).body;
    expect(second.rescheduleFeeNote).toBeNull();
    // The paid fee follows the booking; nothing more to pay.
    expect((await invoicesOf(second.id)).map((row) => [row.id, row.status])).toEqual([[invoice.id, 'paid']]);
    expect(await invoicesOf(first.id)).toEqual([]);
    const moves = await app.dataSource
      .getRepository(InvoiceEventEntity)
      .findBy({ invoiceId: invoice.id, kind: 'updated' });
    expect(moves.map((event) => [event.actor, event.note])).toEqual([
      ['system', 'Moved with its consultation, rescheduled by the client'],
    ]);
    const [moved] = await mails('consultation.rescheduled', 'mover@example.com');
    expect(moved).not.toContain('Pay the');

    const third = (await reschedule('mover@example.com', second.id, moved, 201)).body;
    expect(third.rescheduleFeeNote).toContain('$50 rescheduling fee');
    expect((await invoicesOf(third.id)).map((row) => row.id)).toEqual([invoice.id]);
    const [fee] = await invoicesOf(second.id);
    expect(fee).toMatchObject({ status: 'sent', amountCents: 5000, clientEmail: 'mover@example.com' });
    const movedAgain = (await mails('consultation.rescheduled', 'mover@example.com'))[1];
    expect(movedAgain).toContain(`Pay the $50.00 fee by`);
    expect(linkIn(movedAgain, 'here:')).toBe(`http://localhost:3000/pay-invoice/${fee.publicId}`);

    // Confirming the new time asks for nothing: its fee is paid.
    await confirm(third.id);
    const confirmations = await mails('consultation.confirmed', 'mover@example.com');
    expect(confirmations[1]).toContain('Your consultation fee of $150.00 is paid.');

    // On its own day it cannot move: a clear 409, and nothing changes.
    clock.current = new Date(new Date(third.scheduledAt).getTime() - HOUR);
    const sameDay = await reschedule('mover@example.com', third.id, confirmations[1], 409);
    expect(sameDay.body).toMatchObject({
      statusCode: 409,
      code: 'RESCHEDULE_REFUSED',
      message: expect.stringContaining('same-day reschedule is treated as a cancellation'),
    });
    expect(await consultationOf(third.id)).toMatchObject({ status: 'confirmed' });
    expect((await invoicesOf(third.id)).map((row) => row.status)).toEqual(['paid']);
  });

  it('refunds a paid fee in full when staff cancel, even within 24 hours', async () => {
    const { id, scheduledAt } = await book('called-off@example.com');
    await confirm(id);
    const [invoice] = await invoicesOf(id);
    await payByCard(invoice);
    clock.current = new Date(new Date(scheduledAt).getTime() - 2 * HOUR);
    await cancelByStaff(id);

    expect(await consultationOf(id)).toMatchObject({ status: 'cancelled' });
    expect(await invoiceById(invoice.id)).toMatchObject({ status: 'refunded', refundedCents: 15000 });
    expect(await isFree(scheduledAt)).toBe(true);
    const [cancelled] = await mails('consultation.cancelled', 'called-off@example.com');
    expect(cancelled).toContain('had to be cancelled');
    expect(cancelled).toContain('The $150.00 you paid for it will be refunded in full');
  });

  it('refunds a paid fee moved with a reschedule when staff cancel the new booking', async () => {
    const first = await book('moved-off@example.com');
    await confirm(first.id);
    const [invoice] = await invoicesOf(first.id);
    await payByCard(invoice);
    const [confirmation] = await mails('consultation.confirmed', 'moved-off@example.com');
    const second = (await reschedule('moved-off@example.com', first.id, confirmation, 201)).body;
    expect((await invoicesOf(second.id)).map((row) => row.id)).toEqual([invoice.id]);

    await cancelByStaff(second.id);
    expect(await consultationOf(second.id)).toMatchObject({ status: 'cancelled' });
    expect(await invoiceById(invoice.id)).toMatchObject({ status: 'refunded', refundedCents: 15000 });
    expect(await isFree(second.scheduledAt)).toBe(true);
    const [cancelled] = await mails('consultation.cancelled', 'moved-off@example.com');
    expect(cancelled).toContain('The $150.00 you paid for it will be refunded in full');
  });

  it('cancels the unpaid $50 rescheduling fees with the booking they were charged for when the visitor cancels it', async () => {
    const email = 'fees-off@example.com';
    const first = await book(email);
    await confirm(first.id);
    const [confirmation] = await mails('consultation.confirmed', email);
    const second = (await reschedule(email, first.id, confirmation, 201)).body;
    const third = (await reschedule(email, second.id, (await mails('consultation.rescheduled', email))[0], 201)).body;
    const [fee] = await invoicesOf(second.id);
    expect(fee).toMatchObject({ status: 'sent', amountCents: 5000 });
    // The fee stays due while its booking carries on, moved again (for another $50).
    const fourth = (await reschedule(email, third.id, (await mails('consultation.rescheduled', email))[1], 201)).body;
    expect((await invoiceById(fee.id)).status).toBe('sent');
    const [secondFee] = await invoicesOf(third.id);
    expect(secondFee).toMatchObject({ status: 'sent', amountCents: 5000 });

    await cancelFrom((await mails('consultation.rescheduled', email))[2]);
    expect(await consultationOf(fourth.id)).toMatchObject({ status: 'cancelled' });
    for (const id of [fee.id, secondFee.id]) {
      expect((await invoiceById(id)).status).toBe('cancelled');
      expect(await plannedReminders(id)).toEqual([]);
    }
    const [cancelled] = await mails('consultation.cancelled', email);
    expect(cancelled).toContain('The unpaid $100.00 rescheduling fee is cancelled: there is nothing to pay.');

    // What the booking's life published, each in the transaction of its change.
    const chain = [first.id, second.id, third.id, fourth.id];
    const published = (
      await app.dataSource.getRepository(DomainEventEntity).find({ order: { occurredAt: 'ASC', id: 'ASC' } })
    )
      .map(({ name, payload }) => ({ name, payload: payload as Record<string, unknown> }))
      .filter(({ name, payload }) => name.startsWith('bookings.') && chain.includes(payload.consultationId as string));
    expect(published).toEqual([
      { name: ConsultationBooked.name, payload: expect.objectContaining({ consultationId: first.id }) },
      {
        name: ConsultationRescheduled.name,
        payload: expect.objectContaining({ consultationId: second.id, previousConsultationId: first.id, feeCents: 0 }),
      },
      {
        name: ConsultationRescheduled.name,
        payload: expect.objectContaining({
          consultationId: third.id,
          previousConsultationId: second.id,
          feeCents: 5000,
        }),
      },
      {
        name: ConsultationRescheduled.name,
        payload: expect.objectContaining({
          consultationId: fourth.id,
          previousConsultationId: third.id,
          feeCents: 5000,
        }),
      },
      {
        name: ConsultationCancelled.name,
        payload: expect.objectContaining({ consultationId: fourth.id, cause: 'visitor' }),
      },
    ]);
  });

  it('cancels an unpaid $50 rescheduling fee with the consultation cancelled unpaid 30 minutes before', async () => {
    const email = 'never-paid@example.com';
    const first = await book(email);
    await confirm(first.id);
    const [confirmation] = await mails('consultation.confirmed', email);
    const second = (await reschedule(email, first.id, confirmation, 201)).body;
    const third = (await reschedule(email, second.id, (await mails('consultation.rescheduled', email))[0], 201)).body;
    const [fee] = await invoicesOf(second.id);
    await confirm(third.id);
    const [invoice] = await invoicesOf(third.id);
    expect([fee.amountCents, invoice.amountCents]).toEqual([5000, 15000]);

    clock.current = new Date(new Date(third.scheduledAt).getTime() - 30 * MINUTE);
    await app.app.get(UnpaidConsultations).run();
    expect(await consultationOf(third.id)).toMatchObject({ status: 'cancelled' });
    expect((await invoiceById(invoice.id)).status).toBe('cancelled');
    expect((await invoiceById(fee.id)).status).toBe('cancelled');
    expect(await plannedReminders(fee.id)).toEqual([]);
  });

  it('release holds settles a released booking as staff cancellation does: its moved fee refunded, its unpaid $50 fee cancelled', async () => {
    const email = 'released@example.com';
    const first = await book(email);
    await confirm(first.id);
    const [invoice] = await invoicesOf(first.id);
    await payByCard(invoice);
    const [confirmation] = await mails('consultation.confirmed', email);
    const second = (await reschedule(email, first.id, confirmation, 201)).body;
    const third = (await reschedule(email, second.id, (await mails('consultation.rescheduled', email))[0], 201)).body;
    const [fee] = await invoicesOf(second.id);
    expect(fee).toMatchObject({ status: 'sent', amountCents: 5000 });
    expect(await consultationOf(third.id)).toMatchObject({ status: 'pending' });
    expect(await plannedReminders(fee.id)).not.toEqual([]);

    expect((await releaseHolds(email)).body).toEqual({ consultationsCancelled: 1, serviceInquiriesClosed: 0 });
    expect(await consultationOf(third.id)).toMatchObject({ status: 'cancelled' });
    expect(await isFree(third.scheduledAt)).toBe(true);
    // The paid fee that moved onto the released booking goes back in full.
    expect(await invoiceById(invoice.id)).toMatchObject({
      status: 'refunded',
      refundedCents: 15000,
      consultationId: third.id,
    });
    // The $50 fee is cancelled: no reminder runs on to overdue.
    expect(await invoiceById(fee.id)).toMatchObject({ status: 'cancelled' });
    expect(await plannedReminders(fee.id)).toEqual([]);
    clock.current = new Date(Date.now() + 30 * 24 * HOUR);
    await app.app.get(DunningService).run();
    expect(await invoiceById(fee.id)).toMatchObject({ status: 'cancelled' });
    expect(await mails('billing.payment-reminder', email)).toEqual([]);
    // A release e-mails no visitor.
    expect(await mails('consultation.cancelled', email)).toEqual([]);
  });
});
