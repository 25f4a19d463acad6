import { DateTime } from 'luxon';
import { randomUUID } from 'node:crypto';
import { Browser, signInStaff, signUpVerified, waitForMail } from '../../../../test/auth-helpers';
import { createTestApp, TestApp } from '../../../../test/test-app';
import { Clock } from '../../../common/clock';
import { UserEntity } from '../../auth';
import { InvoiceEntity } from '../../billing/entities/invoice.entity';
import { OutboxMessageEntity } from '../../notifications/outbox/outbox-message.entity';
import { OutboxProcessor } from '../../notifications/outbox/outbox.processor';
import { OutboxService } from '../../notifications/outbox/outbox.service';
import { BUSINESS_STAGES, OFFERED_SERVICES } from '../bookings.constants';
import { ConsultationEntity } from '../entities/consultation.entity';
import { GeneralQuestionEntity } from '../entities/general-question.entity';
import { ConsultationReminderEntity } from './consultation-reminder.entity';
import { ConsultationReminders } from './reminders';
import {
  FREE_RESCHEDULE_NOTE,
  LATE_RESCHEDULE_NOTE,
  LATE_RESCHEDULE_USED_MESSAGE,
  RESCHEDULE_FEE_NOTE,
  SAME_DAY_RESCHEDULE_MESSAGE,
} from './reschedule-policy';
import { decodeQuotedPrintable, readableMail } from '../../../../test/readable-mail';
import { withBotCheck } from '../../../../test/bot-check';
import { withAlteredSignature } from '../../../../test/altered-signature';
import { federalHolidayOn } from '../calendar/federal-holidays';

const NY = 'America/New_York';
const STAFF = 'staff@inspivision.test';
const HOUR = 3_600_000;

/** The first weekday after today in New York, skipping `skip` more weekdays (YYYY-MM-DD); no federal holiday. */
const weekdayAfter = (skip: number): string => {
  let day = DateTime.now().setZone(NY).startOf('day');
  for (let left = skip + 1; left > 0;) {
    day = day.plus({ days: 1 });
    if (day.weekday <= 5 && !federalHolidayOn(day.toISODate()!)) left--;
  }
  return day.toISODate()!;
};

/** The decoded content of the attachment named `filename` of an .eml. */
function attachment(eml: string, filename: string): string | undefined {
  const part = eml
    .split(/\r?\n--/)
    .find((chunk) => new RegExp(`filename="?${filename.replace('.', '\\.')}"?`).test(chunk));
  if (!part) return undefined;
  const [headers, ...body] = part.split(/\r?\n\r?\n/);
  const content = body.join('\r\n\r\n');
  if (/Content-Transfer-Encoding: base64/i.test(headers)) return Buffer.from(content, 'base64').toString('utf8');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(headers)) return decodeQuotedPrintable(content);
  return content;
}

/** The properties of the first VEVENT of an .ics (lines unfolded, TEXT unescaped). */
function readIcsEvent(ics: string): Record<string, string> {
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  const event: Record<string, string> = {};
  for (const line of lines.slice(lines.indexOf('BEGIN:VEVENT') + 1, lines.indexOf('END:VEVENT'))) {
    const colon = line.indexOf(line.startsWith('ATTENDEE') || line.startsWith('ORGANIZER') ? ':mailto' : ':');
    event[line.slice(0, colon).split(';')[0]] = line
      .slice(colon + 1)
      .replace(/\\n/gi, '\n')
      .replace(/\\([\\;,])/g, '$1');
  }
  return event;
}

const linkIn = (mail: string, label: RegExp) => {
  const match = new RegExp(`${label.source} (http\\S+)`).exec(mail);
  if (!match) throw new Error(`No link after ${label} in:\n${mail}`);
  return new URL(match[1]);
};

describe('consultation life cycle', () => {
  let app: TestApp;
  let staff: Browser;
  let slots: string[];
  let nextSlot = 0;
  const mailCount: Record<string, number> = {};
  const clock = { current: new Date(), now: () => new Date(clock.current) };

  const form = (email: string, scheduledAt: string | null, extra: Record<string, unknown> = {}) => ({
    firstName: 'Ana',
    lastName: 'Lopez',
    name: 'Ana Lopez',
    email,
    phone: '+1 404 555 0134',
    country: 'United States',
    businessType: BUSINESS_STAGES[1],
    servicesInterested: [OFFERED_SERVICES[0], OFFERED_SERVICES[3]],
    budget: '$3,000 - $5,000 USD',
    message: 'I want to open an LLC, then a store.',
    scheduledAt,
    userId: null,
    oldConsultationId: null,
    ...extra,
  });
  /** The next mail to `email` (they arrive in order), decoded. */
  const nextMail = async (email: string) => {
    mailCount[email] = (mailCount[email] ?? 0) + 1;
    return waitForMail(app, email, mailCount[email]);
  };
  const freeSlot = () => slots[nextSlot++];
  const isFree = async (instant: string) => {
    const date = DateTime.fromISO(instant).setZone(NY).toISODate();
    const { body } = await app.http.get(`/api/calendar/availability?date=${date}`).expect(200);
    return (body.slots as { start: string }[]).some((slot) => slot.start === instant);
  };
  /** Books a slot as a visitor (or `client`) and reads the acknowledgement; answers the booking and it, decoded. */
  const book = async (email: string, client?: Browser) => {
    const scheduledAt = freeSlot();
    const http = client ?? app.http;
    const { body } = await http
      .post('/api/consultations')
      .send(await withBotCheck(http, form(email, scheduledAt)))
      .expect(201);
    const acknowledgement = readableMail(await nextMail(email));
    return { id: body.id as string, scheduledAt, acknowledgement, calendarUrl: new URL(body.calendarUrl as string) };
  };
  const confirm = async (id: string, note?: string) =>
    (await staff.patch(`/api/admin/consultations/${id}/status`).send({ status: 'confirmed', note }).expect(200)).body;
  const consultationOf = (id: string) => app.dataSource.getRepository(ConsultationEntity).findOneByOrFail({ id });
  const outboxOf = (template: string, recipient?: string) =>
    app.dataSource
      .getRepository(OutboxMessageEntity)
      .find({ where: { template, ...(recipient ? { recipient } : {}) }, order: { availableAt: 'ASC' } });

  beforeAll(async () => {
    app = await createTestApp({
      env: {
        ADMIN_EMAILS: STAFF,
        AUTH_RATE_LIMIT_PER_IP: '1000',
        AUTH_RATE_LIMIT_PER_ACCOUNT: '1000',
        LEAD_RATE_LIMIT_PER_IP: '1000',
        PENDING_CONSULTATIONS_PER_EMAIL: '1000',
        PENDING_CONSULTATIONS_PER_IP: '1000',
        SIGNED_LINK_RATE_LIMIT_PER_IP: '1000',
      },
      overrides: [{ provide: Clock, useValue: clock }],
    });
    staff = await signInStaff(app, STAFF, 'Sam');
    slots = [];
    // Two days' slots: more than the tests book.
    for (const date of [weekdayAfter(2), weekdayAfter(3)]) {
      const { body } = await app.http.get(`/api/calendar/availability?date=${date}`).expect(200);
      expect(body.slots).toHaveLength(18);
      slots.push(...(body.slots as { start: string }[]).map((slot) => slot.start));
    }
  });
  afterAll(() => app.close());
  beforeEach(() => {
    clock.current = new Date();
  });

  it('confirms: the visitor gets the meeting link and an .ics whose DTSTART is the booked time, reminders are set', async () => {
    const { id, scheduledAt } = await book('confirm@example.com');
    const result = await confirm(id, 'Please have your business name ideas ready.');
    expect(result).toEqual({
      id,
      status: 'confirmed',
      allowedNextStatuses: ['cancelled', 'completed', 'no_show'],
      visitorNotified: true,
      remindersScheduled: 2,
    });

    const eml = await nextMail('confirm@example.com');
    const mail = readableMail(eml);
    const { meetingLink } = await consultationOf(id);
    expect(mail).toContain('Subject: Your consultation is confirmed');
    expect(mail).toContain(`Join the meeting here: ${meetingLink}`);
    // Free consultations (CONSULTATION_FEE_CENTS 0, the default): no fee, no invoice.
    expect(mail).not.toContain('consultation fee');
    expect(await app.dataSource.getRepository(InvoiceEntity).countBy({ consultationId: id })).toBe(0);
    expect(mail).toContain('A note from our team: Please have your business name ideas ready.');
    expect(linkIn(mail, /Cancel here:/).pathname).toBe('/cancel-consultation');

    const ics = attachment(eml, 'consultation.ics');
    expect(ics).toBeDefined();
    expect(eml).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/);
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics!.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const event = readIcsEvent(ics!);
    const utc = (instant: Date) => instant.toISOString().replace(/[-:]/g, '').replace('.000', '');
    expect(event.DTSTART).toBe(utc(new Date(scheduledAt)));
    expect(event.DTEND).toBe(utc(new Date(new Date(scheduledAt).getTime() + 30 * 60_000)));
    expect(event.LOCATION).toBe(meetingLink);
    expect(event.UID).toBe(`consultation-${id}@inspivision.com`);

    const reminders = await outboxOf('consultation.reminder', 'confirm@example.com');
    expect(reminders.map((m) => [m.status, m.availableAt.toISOString()])).toEqual([
      ['pending', new Date(new Date(scheduledAt).getTime() - 24 * HOUR).toISOString()],
      ['pending', new Date(new Date(scheduledAt).getTime() - HOUR).toISOString()],
    ]);
  });

  it('refuses a move the status machine does not allow with 409, and keeps the history', async () => {
    const { id } = await book('machine@example.com');
    await confirm(id);
    await nextMail('machine@example.com');
    const refused = await staff.patch(`/api/admin/consultations/${id}/status`).send({ status: 'declined' }).expect(409);
    expect(refused.body).toMatchObject({
      message: 'A confirmed consultation cannot become declined (allowed: cancelled, completed, no-show).',
      code: 'STATUS_TRANSITION_INVALID',
    });
    await staff.patch(`/api/admin/consultations/${id}/status`).send({ status: 'rescheduled' }).expect(400);
    const customer = await signUpVerified(app, 'customer@example.com');
    await customer.patch(`/api/admin/consultations/${id}/status`).send({ status: 'completed' }).expect(403);

    await staff.patch(`/api/admin/consultations/${id}/status`).send({ status: 'no_show' }).expect(200);
    expect(readableMail(await nextMail('machine@example.com'))).toContain(
      'Subject: We missed you at your consultation',
    );
    // The no-show's reminders are cancelled with it.
    expect((await outboxOf('consultation.reminder', 'machine@example.com')).map((m) => m.status)).toEqual([
      'cancelled',
      'cancelled',
    ]);
    const history = await staff.get(`/api/admin/booking-history?kind=consultation&id=${id}`).expect(200);
    expect(history.body.map((h: { fromStatus: string; toStatus: string }) => `${h.fromStatus}>${h.toStatus}`)).toEqual([
      'pending>confirmed',
      'confirmed>no_show',
    ]);
    expect(history.body[0].changedByEmail).toBe(STAFF);
  });

  it('moves questions forward only', async () => {
    const question = await app.dataSource.getRepository(GeneralQuestionEntity).save({
      contact: { firstName: 'Lee', lastName: 'Park', email: 'lee@example.com', phone: null, country: 'South Korea' },
      serviceQuestion: 'General Business Consulting',
      message: 'Bank account?',
    });
    const answered = await staff
      .patch(`/api/admin/general-questions/${question.id}/status`)
      .send({ status: 'answered', note: 'Replied by e-mail' })
      .expect(200);
    expect(answered.body).toMatchObject({
      status: 'answered',
      allowedNextStatuses: ['closed'],
      visitorNotified: false,
    });
    await staff.patch(`/api/admin/general-questions/${question.id}/status`).send({ status: 'answered' }).expect(409);
    await staff
      .patch('/api/admin/general-questions/7b0c3f5e-2a51-4c8a-9f3e-0d6f1b2a3c4d/status')
      .send({ status: 'closed' })
      .expect(404);
  });

  it('cancels through the signed link: the slot is offered again, reminders are cancelled, the visitor is told', async () => {
    const { id, scheduledAt } = await book('cancel@example.com');
    await confirm(id);
    const cancelUrl = linkIn(readableMail(await nextMail('cancel@example.com')), /Cancel here:/);
    expect(await isFree(scheduledAt)).toBe(false);

    const token = cancelUrl.searchParams.get('token')!;
    expect(cancelUrl.searchParams.get('id')).toBe(id);
    const { body } = await app.http
      .post(`/api/consultations/${id}/cancel`)
      .send({ token })
      .set('X-Requested-With', 'XMLHttpRequest')
      .expect(200);
    expect(body).toMatchObject({ id, status: 'cancelled' });
    expect(await isFree(scheduledAt)).toBe(true);
    expect((await outboxOf('consultation.reminder', 'cancel@example.com')).map((m) => m.status)).toEqual([
      'cancelled',
      'cancelled',
    ]);
    const eml = await nextMail('cancel@example.com');
    expect(readableMail(eml)).toContain('As you asked, your consultation on');
    expect(readIcsEvent(attachment(eml, 'consultation-cancelled.ics')!).STATUS).toBe('CANCELLED');

    const again = await app.http
      .post(`/api/consultations/${id}/cancel`)
      .send({ token })
      .set('X-Requested-With', 'XMLHttpRequest')
      .expect(409);
    expect(again.body.message).toBe('This consultation is already cancelled.');
  });

  it('sends the signed links with the acknowledgement: a pending booking is cancelled or moved from them', async () => {
    const { id, scheduledAt, acknowledgement } = await book('pending@example.com');
    expect(acknowledgement).toContain('Subject: We received your consultation request');
    const rescheduleUrl = linkIn(acknowledgement, /Reschedule here:/);
    expect(rescheduleUrl.pathname).toBe('/consultation');
    expect(rescheduleUrl.searchParams.get('id')).toBe(id);
    expect(acknowledgement).toContain('Rescheduling policy: the first reschedule is free');

    const movedAt = freeSlot();
    const moved = await app.http
      .post('/api/consultations')
      .send(
        await withBotCheck(
          app.http,
          form('pending@example.com', movedAt, {
            oldConsultationId: id,
            rescheduleToken: rescheduleUrl.searchParams.get('token'),
          }),
        ),
      )
      .expect(201);
    expect(await consultationOf(id)).toMatchObject({ status: 'rescheduled' });
    expect(await isFree(scheduledAt)).toBe(true);
    // Never confirmed, so nothing is in the visitor's calendar to cancel.
    const movedEml = await nextMail('pending@example.com');
    expect(readableMail(movedEml)).toContain('Subject: Your consultation is rescheduled');
    expect(attachment(movedEml, 'consultation-cancelled.ics')).toBeUndefined();

    const second = await book('pending@example.com');
    const cancelUrl = linkIn(second.acknowledgement, /Cancel here:/);
    expect(cancelUrl.searchParams.get('id')).toBe(second.id);
    await app.http
      .post(`/api/consultations/${second.id}/cancel`)
      .send({ token: cancelUrl.searchParams.get('token')! })
      .set('X-Requested-With', 'XMLHttpRequest')
      .expect(200);
    expect(await consultationOf(second.id)).toMatchObject({ status: 'cancelled' });
    expect(await isFree(second.scheduledAt)).toBe(true);
    expect(await consultationOf(moved.body.id)).toMatchObject({ status: 'pending' });
  });

  it('adds the booked call to a calendar from the booking answer: tentative, then the invitation confirms the same event', async () => {
    const { id, scheduledAt, calendarUrl } = await book('calendar@example.com');
    const other = await book('calendar-other@example.com');
    expect(calendarUrl.pathname).toBe(`/api/consultations/${id}/calendar.ics`);
    const download = (url: URL) => app.http.get(`${url.pathname}${url.search}`);

    const file = await download(calendarUrl).expect(200);
    expect(file.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(file.headers['content-disposition']).toBe('attachment; filename="consultation.ics"');
    expect(file.text).toMatch(/\r\nMETHOD:PUBLISH\r\n/);
    const event = readIcsEvent(file.text);
    const utc = (instant: Date) => instant.toISOString().replace(/[-:]/g, '').replace('.000', '');
    expect(event.DTSTART).toBe(utc(new Date(scheduledAt)));
    expect(event.STATUS).toBe('TENTATIVE');
    expect(event.LOCATION).toBe((await consultationOf(id)).meetingLink);
    expect(event.UID).toBe(`consultation-${id}@inspivision.com`);

    await confirm(id);
    const invitation = readIcsEvent(attachment(await nextMail('calendar@example.com'), 'consultation.ics')!);
    expect(invitation.UID).toBe(event.UID);
    expect(readIcsEvent((await download(calendarUrl).expect(200)).text).STATUS).toBe('CONFIRMED');

    // Another booking's link, no token, a cancel link's token: refused; the call's time passed: expired.
    const foreign = new URL(calendarUrl);
    foreign.pathname = `/api/consultations/${other.id}/calendar.ics`;
    expect((await download(foreign).expect(400)).body.message).toBe('This link is invalid.');
    await app.http.get(calendarUrl.pathname).expect(400);
    clock.current = new Date(new Date(scheduledAt).getTime() + 60_000);
    expect((await download(calendarUrl).expect(410)).body.message).toBe('This link has expired.');
    clock.current = new Date();
  });

  describe('the reschedule link carries an id and a token only (issue 35, point 5)', () => {
    const prefillOf = (id: string, token?: string | null) =>
      app.http.get(`/api/consultations/${id}/reschedule-prefill`).query(token ? { token } : {});

    it('names no one in the e-mailed link; its prefill answers the fields with its token alone', async () => {
      const { id, scheduledAt } = await book('prefill@example.com');
      await confirm(id);
      const mail = readableMail(await nextMail('prefill@example.com'));
      const link = linkIn(mail, /Reschedule here:/);
      expect(link.pathname).toBe('/consultation');
      expect([...link.searchParams.keys()].sort()).toEqual(['id', 'token']);
      expect(link.searchParams.get('id')).toBe(id);
      // The token names the booking and what its prefill may hold, nothing about the visitor.
      const token = link.searchParams.get('token')!;
      const payload = JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString('utf8'));
      expect(Object.keys(payload).sort()).toEqual(['exp', 'prefill', 'sub']);
      const prefill = await prefillOf(id, token).expect(200);
      expect(prefill.headers['cache-control']).toBe('private, no-store');
      expect(prefill.body).toEqual({
        id,
        rescheduleTerms: FREE_RESCHEDULE_NOTE,
        firstName: 'Ana',
        lastName: 'Lopez',
        email: 'prefill@example.com',
        phone: '+14045550134',
        country: 'United States',
        businessType: BUSINESS_STAGES[1],
        servicesInterested: [OFFERED_SERVICES[0], OFFERED_SERVICES[3]],
        budget: '$3,000 - $5,000 USD',
        message: 'I want to open an LLC, then a store.',
      });

      // Without the token, with another link's, a forged one or for another booking: nothing but 400.
      const cancelToken = linkIn(mail, /Cancel here:/).searchParams.get('token')!;
      const [body, signature] = token.split('.');
      for (const [bookingId, wrong] of [
        [id, null],
        [id, cancelToken],
        [id, withAlteredSignature(body, signature)],
        [randomUUID(), token],
      ] as const) {
        const refused = await prefillOf(bookingId, wrong).expect(400);
        expect(refused.body).toMatchObject({ statusCode: 400 });
        expect(JSON.stringify(refused.body)).not.toContain('Lopez');
      }
      expect((await prefillOf(id, 'garbage').expect(400)).body).toMatchObject({ code: 'BOOKING_LINK_INVALID' });

      clock.current = new Date(new Date(scheduledAt).getTime() + 60_000);
      expect((await prefillOf(id, token).expect(410)).body).toMatchObject({
        message: 'This link has expired.',
        code: 'BOOKING_LINK_EXPIRED',
      });
      clock.current = new Date();
      await staff.patch(`/api/admin/consultations/${id}/status`).send({ status: 'cancelled' }).expect(200);
      expect((await prefillOf(id, token).expect(409)).body).toMatchObject({ code: 'CONSULTATION_NOT_ACTIVE' });
    });
  });

  it('refuses forged, foreign, wrong-purpose and expired links', async () => {
    const mine = await book('links@example.com');
    const other = await book('other@example.com');
    await confirm(mine.id);
    const mail = readableMail(await nextMail('links@example.com'));
    const cancelToken = linkIn(mail, /Cancel here:/).searchParams.get('token')!;
    const rescheduleToken = linkIn(mail, /Reschedule here:/).searchParams.get('token')!;
    const cancel = (id: string, token: string) =>
      app.http.post(`/api/consultations/${id}/cancel`).send({ token }).set('X-Requested-With', 'XMLHttpRequest');

    const [body, signature] = cancelToken.split('.');
    const forged = `${Buffer.from(JSON.stringify({ sub: mine.id, exp: 4_000_000_000 })).toString('base64url')}.${signature}`;
    for (const token of [forged, withAlteredSignature(body, signature), 'garbage', rescheduleToken]) {
      expect((await cancel(mine.id, token).expect(400)).body.message).toBe('This link is invalid.');
    }
    await cancel(other.id, cancelToken).expect(400);
    await app.http.post(`/api/consultations/${mine.id}/cancel`).set('X-Requested-With', 'XMLHttpRequest').expect(400);

    clock.current = new Date(new Date(mine.scheduledAt).getTime() + 60_000);
    expect((await cancel(mine.id, cancelToken).expect(410)).body.message).toBe('This link has expired.');
    expect((await consultationOf(mine.id)).status).toBe('confirmed');
  });

  it('reschedules in one transaction: old booking moved and its slot freed, fee note from the second time, same day refused', async () => {
    const first = await book('mover@example.com');
    await confirm(first.id);
    const rescheduleUrl = linkIn(readableMail(await nextMail('mover@example.com')), /Reschedule here:/);
    expect(rescheduleUrl.pathname).toBe('/consultation');
    expect(rescheduleUrl.searchParams.get('id')).toBe(first.id);

    // A slot already taken makes the whole reschedule fail: the old booking stays as it was.
    const taken = await book('blocker@example.com');
    const token = rescheduleUrl.searchParams.get('token')!;
    await app.http
      .post('/api/consultations')
      .send(
        await withBotCheck(
          app.http,
          form('mover@example.com', taken.scheduledAt, { oldConsultationId: first.id, rescheduleToken: token }),
        ),
      )
      .expect(409);
    expect((await consultationOf(first.id)).status).toBe('confirmed');
    expect(await isFree(first.scheduledAt)).toBe(false);

    const secondAt = freeSlot();
    const moved = await app.http
      .post('/api/consultations')
      .send(
        await withBotCheck(
          app.http,
          form('mover@example.com', secondAt, { oldConsultationId: first.id, rescheduleToken: token }),
        ),
      )
      .expect(201);
    expect(moved.body).toMatchObject({ status: 'pending', scheduledAt: secondAt, rescheduleFeeNote: null });
    expect(await consultationOf(first.id)).toMatchObject({ status: 'rescheduled' });
    expect(await consultationOf(moved.body.id)).toMatchObject({ status: 'pending', rescheduledFromId: first.id });
    expect(await isFree(first.scheduledAt)).toBe(true);
    expect(await isFree(secondAt)).toBe(false);
    expect((await outboxOf('consultation.reminder', 'mover@example.com')).map((m) => m.status)).toEqual([
      'cancelled',
      'cancelled',
    ]);
    const movedEml = await nextMail('mover@example.com');
    const movedMail = readableMail(movedEml);
    expect(movedMail).toContain('Subject: Your consultation is rescheduled');
    expect(movedMail).toMatch(/is moved to \w+day, .* at \d+:\d\d [AP]M E[DS]T \(America\/New_York\)\./);
    expect(movedMail).not.toContain('$50 rescheduling fee applies');
    // The old time was confirmed, so its event in the visitor's calendar is cancelled (same UID).
    expect(movedEml).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=CANCEL/);
    const cancelled = readIcsEvent(attachment(movedEml, 'consultation-cancelled.ics')!);
    expect(cancelled).toMatchObject({
      UID: `consultation-${first.id}@inspivision.com`,
      STATUS: 'CANCELLED',
      DTSTART: new Date(first.scheduledAt).toISOString().replace(/[-:]/g, '').replace('.000', ''),
    });
    // The old link cannot move the old booking again.
    await app.http
      .post('/api/consultations')
      .send(
        await withBotCheck(
          app.http,
          form('mover@example.com', freeSlot(), { oldConsultationId: first.id, rescheduleToken: token }),
        ),
      )
      .expect(409);

    const secondToken = linkIn(movedMail, /Reschedule here:/).searchParams.get('token')!;
    const thirdAt = freeSlot();
    const again = await app.http
      .post('/api/consultations')
      .send(
        await withBotCheck(
          app.http,
          form('mover@example.com', thirdAt, { oldConsultationId: moved.body.id, rescheduleToken: secondToken }),
        ),
      )
      .expect(201);
    expect(again.body.rescheduleFeeNote).toBe(RESCHEDULE_FEE_NOTE);
    expect(readableMail(await nextMail('mover@example.com'))).toContain(
      'A $50 rescheduling fee applies to this change',
    );

    // On the consultation's own day (New York), moving it is refused as a cancellation; nothing changes.
    const thirdToken = linkIn(
      readableMail(await waitForMail(app, 'mover@example.com', mailCount['mover@example.com'])),
      /Reschedule here:/,
    ).searchParams.get('token')!;
    clock.current = new Date(new Date(thirdAt).getTime() - HOUR);
    const sameDay = await app.http
      .post('/api/consultations')
      .send(
        await withBotCheck(
          app.http,
          form('mover@example.com', freeSlot(), { oldConsultationId: again.body.id, rescheduleToken: thirdToken }),
        ),
      )
      .expect(409);
    expect(sameDay.body).toMatchObject({ message: SAME_DAY_RESCHEDULE_MESSAGE, code: 'RESCHEDULE_REFUSED' });
    expect((await consultationOf(again.body.id)).status).toBe('pending');
    expect(
      await app.dataSource.getRepository(ConsultationEntity).countBy({ contact: { email: 'mover@example.com' } }),
    ).toBe(3);
  });

  it('allows one reschedule less than 24 hours ahead, for $50, said before a time is picked; a second is refused', async () => {
    const email = 'late-mover@example.com';
    const first = await book(email);
    await confirm(first.id);
    const token = linkIn(readableMail(await nextMail(email)), /Reschedule here:/).searchParams.get('token')!;
    const prefillOf = (id: string, linkToken: string) =>
      app.http.get(`/api/consultations/${id}/reschedule-prefill`).query({ token: linkToken });
    const moveBody = (oldConsultationId: string, rescheduleToken: string) =>
      withBotCheck(app.http, form(email, freeSlot(), { oldConsultationId, rescheduleToken }));
    expect((await prefillOf(first.id, token).expect(200)).body.rescheduleTerms).toBe(FREE_RESCHEDULE_NOTE);

    // 23 hours before (the day before in New York): the form says the one late move costs $50 before a time is picked.
    clock.current = new Date(new Date(first.scheduledAt).getTime() - 23 * HOUR);
    expect((await prefillOf(first.id, token).expect(200)).body.rescheduleTerms).toBe(LATE_RESCHEDULE_NOTE);
    // Sent twice at once (two tabs): one move, the other refused under the booking's row lock.
    const bodies = await Promise.all([moveBody(first.id, token), moveBody(first.id, token)]);
    const answers = await Promise.all(bodies.map((body) => app.http.post('/api/consultations').send(body)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const moved = answers.find((answer) => answer.status === 201)!.body;
    expect(moved.rescheduleFeeNote).toBe(LATE_RESCHEDULE_NOTE);
    expect(await consultationOf(moved.id)).toMatchObject({ rescheduledFromId: first.id, lateReschedule: true });
    const movedMail = readableMail(await nextMail(email));
    expect(movedMail).toContain('Less than 24 hours before a consultation, one reschedule is allowed');
    expect(movedMail).toContain('less than 24 hours before, one reschedule is allowed, for $50');

    // Less than 24 hours before the new time, the chain has had its late reschedule: refused up front and on submit.
    const movedToken = linkIn(movedMail, /Reschedule here:/).searchParams.get('token')!;
    clock.current = new Date(new Date(moved.scheduledAt).getTime() - 23 * HOUR);
    const refused = { statusCode: 409, code: 'RESCHEDULE_REFUSED', message: LATE_RESCHEDULE_USED_MESSAGE };
    expect((await prefillOf(moved.id, movedToken).expect(409)).body).toMatchObject(refused);
    const again = await app.http
      .post('/api/consultations')
      .send(await moveBody(moved.id, movedToken))
      .expect(409);
    expect(again.body).toMatchObject(refused);
    expect(await consultationOf(moved.id)).toMatchObject({ status: 'pending' });
    expect(await app.dataSource.getRepository(ConsultationEntity).countBy({ contact: { email } })).toBe(2);

    // A booking is moved once: the database refuses a second booking replacing the same one.
    const other = await book('late-other@example.com');
    await expect(
      app.dataSource.getRepository(ConsultationEntity).update(other.id, { rescheduledFromId: first.id }),
    ).rejects.toThrow(/duplicate key/);
  });

  it('texts reminders only to an opted-in, verified phone; close to the time only the 1 h one; each once', async () => {
    const client = await signUpVerified(app, 'texter@example.com', 'Tex');
    await app.dataSource
      .getRepository(UserEntity)
      .update({ email: 'texter@example.com' }, { phone: '+14045550199', smsOptIn: true, phoneVerifiedAt: new Date() });
    mailCount['texter@example.com'] = 1;
    const texted = await book('texter@example.com', client);
    expect((await confirm(texted.id)).remindersScheduled).toBe(4);
    const sms = await outboxOf('consultation.reminder', '+14045550199');
    expect(sms.map((m) => m.availableAt.getTime())).toEqual([
      new Date(texted.scheduledAt).getTime() - 24 * HOUR,
      new Date(texted.scheduledAt).getTime() - HOUR,
    ]);

    // Confirmed two hours before: the 24 h reminder is already past, so only the 1 h one is written.
    const late = await book('late@example.com');
    clock.current = new Date(new Date(late.scheduledAt).getTime() - 2 * HOUR);
    expect((await confirm(late.id)).remindersScheduled).toBe(1);
    const [reminder] = await outboxOf('consultation.reminder', 'late@example.com');
    expect(reminder.availableAt.toISOString()).toBe(
      new Date(new Date(late.scheduledAt).getTime() - HOUR).toISOString(),
    );

    // Writing them again writes nothing: one row per (consultation, kind, channel).
    const consultation = await consultationOf(late.id);
    const again = await app.app
      .get(OutboxService)
      .transaction((manager, send) =>
        app.app.get(ConsultationReminders).scheduleIn(manager, send, consultation, clock.now()),
      );
    expect(again).toEqual([]);
    expect(await outboxOf('consultation.reminder', 'late@example.com')).toHaveLength(1);
    await expect(
      app.dataSource
        .getRepository(ConsultationReminderEntity)
        .insert({ consultationId: late.id, kind: '1h', channel: 'email', dueAt: new Date() }),
    ).rejects.toThrow(/duplicate key/);

    // Not before its time: a worker cannot take it yet. Once due, two deliveries send it once.
    const processor = app.app.get(OutboxProcessor);
    const job = { data: { messageId: reminder.id } } as Parameters<OutboxProcessor['process']>[0];
    await processor.process(job);
    expect((await app.dataSource.getRepository(OutboxMessageEntity).findOneByOrFail({ id: reminder.id })).status).toBe(
      'pending',
    );
    await app.dataSource
      .getRepository(OutboxMessageEntity)
      .update(reminder.id, { availableAt: new Date(Date.now() - 1000) });
    await Promise.all([processor.process(job), processor.process(job)]);
    const mails = (await app.mails()).filter((eml) => /^To: late@example\.com/m.test(eml));
    expect(mails.filter((eml) => eml.includes('Subject: Reminder: your consultation is in one hour'))).toHaveLength(1);
  });
});
