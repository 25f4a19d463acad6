import { DateTime } from 'luxon';
import { signUpVerified } from '../../../test/auth-helpers';
import { createTestApp, TestApp } from '../../../test/test-app';
import { OutboxMessageEntity } from '../notifications/outbox/outbox-message.entity';
import { BUSINESS_STAGES, BUSINESS_TYPES, OFFERED_SERVICES } from './bookings.constants';
import { AvailabilityService, SLOT_REFUSALS } from './calendar/availability.service';
import { BlockedDaysService } from './calendar/blocked-days.service';
import { federalHolidayOn } from './calendar/federal-holidays';
import { CalendarHoldEntity } from './entities/calendar-hold.entity';
import { ConsultationEntity } from './entities/consultation.entity';
import { GeneralQuestionEntity } from './entities/general-question.entity';
import { ServiceInquiryEntity } from './entities/service-inquiry.entity';
import { withBotCheck } from '../../../test/bot-check';

const NY = 'America/New_York';
const STAFF = 'staff@inspivision.test';

/** A date (YYYY-MM-DD) and New York wall-clock time as an ISO instant. */
const newYork = (date: string, time: string) => DateTime.fromISO(`${date}T${time}`, { zone: NY }).toUTC().toISO()!;
const nyToday = () => DateTime.now().setZone(NY).startOf('day');
/**
 * The first weekday after `day`, skipping `skip` more weekdays; federal holidays (closed for bookings by
 * default) are left out unless counted, as the booking window counts them.
 */
const weekdayAfter = (day: DateTime, skip = 0, holidays: 'skip' | 'count' = 'skip'): string => {
  let next = day;
  for (let left = skip + 1; left > 0;) {
    next = next.plus({ days: 1 });
    if (next.weekday <= 5 && (holidays === 'count' || !federalHolidayOn(next.toISODate()!))) left--;
  }
  return next.toISODate()!;
};
const nextSaturday = () => {
  let day = nyToday().plus({ days: 1 });
  while (day.weekday !== 6) day = day.plus({ days: 1 });
  return day.toISODate()!;
};

const consultation = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ana',
  lastName: 'Lopez',
  name: 'Ana Lopez',
  email: 'ana@example.com',
  phone: '+1 404 555 0134',
  country: 'United States',
  businessType: BUSINESS_STAGES[1],
  servicesInterested: [OFFERED_SERVICES[0], OFFERED_SERVICES[3]],
  budget: '$3,000 - $5,000 USD',
  message: 'I want to open an LLC in Delaware.',
  scheduledAt: null,
  userId: null,
  oldConsultationId: null,
  ...overrides,
});
const inquiry = (overrides: Record<string, unknown> = {}) => {
  const { oldConsultationId: _old, ...fields } = consultation({ businessType: BUSINESS_TYPES[1], ...overrides });
  return fields;
};
const question = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Lee',
  lastName: 'Park',
  email: 'lee@example.com',
  phone: '',
  country: 'South Korea',
  serviceQuestion: 'General Business Consulting',
  message: 'Can a non-resident open a US bank account?',
  ...overrides,
});

describe('bookings: options, availability and the three submissions', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({
      // One test client books everything: the per-IP limit and the pending-booking caps are out of the way.
      env: {
        ADMIN_EMAILS: STAFF,
        AUTH_RATE_LIMIT_PER_IP: '1000',
        LEAD_RATE_LIMIT_PER_IP: '1000',
        PENDING_CONSULTATIONS_PER_EMAIL: '1000',
        PENDING_CONSULTATIONS_PER_IP: '1000',
      },
    });
  });
  afterAll(() => app.close());

  const outboxTo = (recipient: string) =>
    app.dataSource.getRepository(OutboxMessageEntity).find({ where: { recipient }, order: { createdAt: 'ASC' } });
  const slotsOf = async (date: string): Promise<{ start: string; end: string }[]> =>
    (await app.http.get(`/api/calendar/availability?date=${date}`).expect(200)).body.slots;
  const fieldMessages = (body: { errors?: { field: string; message: string }[] }) =>
    Object.fromEntries((body.errors ?? []).map((error) => [error.field, error.message]));

  it('serves every option list from one source', async () => {
    const response = await app.http.get('/api/bookings/options').expect(200);
    expect(response.headers['cache-control']).toContain('public');
    const options = response.body;
    expect(options.services).toHaveLength(8);
    expect(options.questionTopics).toEqual([...OFFERED_SERVICES, 'General Business Consulting']);
    expect(options.stages).toEqual(['I have a business', "I'm starting soon", "I'm exploring ideas"]);
    expect(options.budgets).toHaveLength(7);
    expect(options.businessTypes).toHaveLength(8);
    // United States first (issue 21), then the rest alphabetically, each once.
    const [first, ...rest] = options.countries as string[];
    expect(first).toBe('United States');
    expect(rest[0]).toBe('Afghanistan');
    expect(rest.at(-1)).toBe('Zimbabwe');
    expect(options.countries.length).toBeGreaterThanOrEqual(190);
    expect(options.countries.length).toBeLessThanOrEqual(200);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
    expect(rest).not.toContain('United States');
  });

  describe('calendar', () => {
    it('is always configured (built-in availability)', async () => {
      await app.http.get('/api/calendar/status').expect(200, { configured: true });
    });

    it('offers 18 half-hour slots from 09:00 New York on the first bookable weekday', async () => {
      const date = weekdayAfter(nyToday());
      const slots = await slotsOf(date);
      expect(slots).toHaveLength(18);
      expect(slots[0]).toEqual({
        start: new Date(newYork(date, '09:00')).toISOString(),
        end: new Date(newYork(date, '09:30')).toISOString(),
      });
    });

    it('offers nothing on a weekend, today or after the 14th weekday, and refuses malformed dates', async () => {
      expect(await slotsOf(nextSaturday())).toEqual([]);
      expect(await slotsOf(nyToday().toISODate()!)).toEqual([]);
      expect(await slotsOf(weekdayAfter(nyToday(), 14, 'count'))).toEqual([]);
      const lastOfWindow = weekdayAfter(nyToday(), 13, 'count');
      expect(await slotsOf(lastOfWindow)).toHaveLength(federalHolidayOn(lastOfWindow) ? 0 : 18);
      for (const bad of ['2027-02-30', 'tomorrow', '2027-3-1', '']) {
        const response = await app.http.get(`/api/calendar/availability?date=${bad}`).expect(400);
        expect(fieldMessages(response.body).date).toBe('Please choose a valid date (YYYY-MM-DD)');
      }
      await app.http.get('/api/calendar/availability').expect(400);
    });

    it('offers nothing on a day staff blocked, and refuses booking it', async () => {
      const date = weekdayAfter(nyToday(), 5);
      await app.app.get(BlockedDaysService).block(date, 'Team offsite', null);
      expect(await slotsOf(date)).toEqual([]);
      const response = await app.http
        .post('/api/consultations')
        .send(await withBotCheck(app.http, consultation({ scheduledAt: newYork(date, '10:00') })))
        .expect(400);
      expect(response.body.message).toBe(SLOT_REFUSALS.blocked);
      await app.app.get(BlockedDaysService).unblock(date);
      expect(await slotsOf(date)).toHaveLength(18);
    });
  });

  describe('submissions', () => {
    it('books a consultation at a free slot: 201, meeting link, slot held, acknowledgement and staff alert', async () => {
      const date = weekdayAfter(nyToday(), 1);
      const scheduledAt = newYork(date, '09:00');
      const response = await app.http
        .post('/api/consultations')
        .send(await withBotCheck(app.http, consultation({ email: 'booker@example.com', scheduledAt })))
        .expect(201);
      expect(response.body).toEqual({
        id: expect.any(String),
        status: 'pending',
        scheduledAt: new Date(scheduledAt).toISOString(),
        meetingLink: expect.stringMatching(/^https:\/\/meet\.jit\.si\/Inspivision-[0-9a-f]{32}$/),
        calendarUrl: expect.stringMatching(/\/api\/consultations\/[0-9a-f-]{36}\/calendar\.ics\?token=/),
      });
      const stored = await app.dataSource.getRepository(ConsultationEntity).findOneByOrFail({ id: response.body.id });
      expect(stored).toMatchObject({ name: 'Ana Lopez', userId: null, meetingLink: response.body.meetingLink });

      expect((await slotsOf(date)).map((slot) => slot.start)).not.toContain(new Date(scheduledAt).toISOString());

      const [ack] = await outboxTo('booker@example.com');
      expect(ack.template).toBe('bookings.consultation-received');
      const text = (ack.payload as { text: string }).text;
      expect(text).toContain('pending confirmation');
      expect(text).toContain(response.body.meetingLink);
      expect(text).toMatch(/at 9:00 AM E[DS]T \(America\/New_York\)/);
      const [alert] = await outboxTo(STAFF);
      expect(alert.template).toBe('staff.new-lead');
      expect((alert.payload as { subject: string }).subject).toBe('New consultation request: Ana Lopez');
      expect((alert.payload as { text: string }).text).toContain('/admin1/leads?search=booker%40example.com');
    });

    it('refuses a second booking of a held slot with 409, also across consultations and inquiries', async () => {
      const scheduledAt = newYork(weekdayAfter(nyToday(), 2), '11:30');
      await app.http
        .post('/api/consultations')
        .send(await withBotCheck(app.http, consultation({ scheduledAt })))
        .expect(201);
      const again = await app.http
        .post('/api/consultations')
        .send(await withBotCheck(app.http, consultation({ scheduledAt })))
        .expect(409);
      expect(again.body).toEqual({ statusCode: 409, message: SLOT_REFUSALS.taken });
      await app.http
        .post('/api/service-inquiry')
        .send(await withBotCheck(app.http, inquiry({ scheduledAt })))
        .expect(409);
      const holds = await app.dataSource
        .getRepository(CalendarHoldEntity)
        .countBy({ slotStart: new Date(scheduledAt) });
      expect(holds).toBe(1);
    });

    it('frees a released slot for the next booking', async () => {
      const date = weekdayAfter(nyToday(), 4);
      const scheduledAt = newYork(date, '14:00');
      const first = await app.http
        .post('/api/service-inquiry')
        .send(await withBotCheck(app.http, inquiry({ scheduledAt })))
        .expect(201);
      await app.dataSource.transaction((manager) =>
        app.app.get(AvailabilityService).release(manager, { serviceInquiryId: first.body.id }),
      );
      expect((await slotsOf(date)).map((slot) => slot.start)).toContain(new Date(scheduledAt).toISOString());
      await app.http
        .post('/api/consultations')
        .send(await withBotCheck(app.http, consultation({ scheduledAt })))
        .expect(201);
      const holds = await app.dataSource.getRepository(CalendarHoldEntity).findBy({ slotStart: new Date(scheduledAt) });
      expect(holds.map((hold) => hold.releasedAt === null).sort()).toEqual([false, true]);
    });

    it('takes a service inquiry: 201 and the "within 2 hours" acknowledgement', async () => {
      const response = await app.http
        .post('/api/service-inquiry')
        .send(await withBotCheck(app.http, inquiry({ email: 'shop@example.com' })))
        .expect(201);
      expect(response.body).toEqual({
        id: expect.any(String),
        status: 'pending',
        scheduledAt: null,
        meetingLink: null,
        calendarUrl: null,
      });
      const stored = await app.dataSource.getRepository(ServiceInquiryEntity).findOneByOrFail({ id: response.body.id });
      expect(stored).toMatchObject({ businessType: BUSINESS_TYPES[1], scheduledAt: null, meetingLink: null });
      const [ack] = await outboxTo('shop@example.com');
      expect(ack.template).toBe('bookings.inquiry-received');
      expect((ack.payload as { text: string }).text).toContain('get back to you within 2 hours');
    });

    it('takes a quick question: 201 and the "within 24 hours" acknowledgement', async () => {
      const response = await app.http
        .post('/api/general-question')
        .send(await withBotCheck(app.http, question()))
        .expect(201);
      expect(response.body).toMatchObject({ status: 'pending', meetingLink: null });
      const stored = await app.dataSource
        .getRepository(GeneralQuestionEntity)
        .findOneByOrFail({ id: response.body.id });
      expect(stored).toMatchObject({
        contact: { phone: null },
        serviceQuestion: 'General Business Consulting',
        userId: null,
      });
      const [ack] = await outboxTo('lee@example.com');
      expect(ack.template).toBe('bookings.question-received');
      expect((ack.payload as { text: string }).text).toContain('within 24 hours');
      const alerts = await outboxTo(STAFF);
      expect(alerts.map((alert) => (alert.payload as { subject: string }).subject)).toContain(
        'New quick question: Lee Park',
      );
    });

    it("stores phones in E.164, a national number read as one of the visitor's country, and refuses a non-number", async () => {
      const sent = async (
        path: string,
        body: object,
        entity: typeof ConsultationEntity | typeof GeneralQuestionEntity,
      ) => {
        const response = await app.http
          .post(path)
          .send(await withBotCheck(app.http, body))
          .expect(201);
        return (await app.dataSource.getRepository(entity).findOneByOrFail({ id: response.body.id })).contact.phone;
      };
      expect(await sent('/api/consultations', consultation({ phone: '(404) 555-0134' }), ConsultationEntity)).toBe(
        '+14045550134',
      );
      expect(
        await sent(
          '/api/general-question',
          question({ phone: '07911 123456', country: 'United Kingdom' }),
          GeneralQuestionEntity,
        ),
      ).toBe('+447911123456');
      expect(await sent('/api/general-question', question({ phone: '+234 803 123 4567' }), GeneralQuestionEntity)).toBe(
        '+2348031234567',
      );

      const refused = await app.http
        .post('/api/service-inquiry')
        .send(await withBotCheck(app.http, inquiry({ phone: 'call me after 5' })))
        .expect(400);
      expect(fieldMessages(refused.body)).toEqual({ phone: 'Please enter a valid phone number' });
    });

    it('accepts values only from the option lists, with messages the form can show', async () => {
      const response = await app.http
        .post('/api/consultations')
        .send(
          await withBotCheck(
            app.http,
            consultation({
              servicesInterested: [],
              country: 'Narnia',
              budget: '$1',
              businessType: BUSINESS_TYPES[0],
              email: 'not-an-email',
              name: 'Someone Else',
            }),
          ),
        )
        .expect(400);
      expect(fieldMessages(response.body)).toEqual({
        servicesInterested: 'Please select at least one service',
        country: 'Please select your country from the list',
        budget: 'Please select a budget range',
        businessType: 'Please tell us where you are at',
        email: 'Please enter a valid email address',
        name: 'Name must be your first and last name joined by a space',
      });
      const unknownService = await app.http
        .post('/api/service-inquiry')
        .send(
          await withBotCheck(
            app.http,
            inquiry({ servicesInterested: ['Dog Walking'], businessType: BUSINESS_STAGES[0] }),
          ),
        )
        .expect(400);
      expect(fieldMessages(unknownService.body)).toEqual({
        servicesInterested: 'Please choose services from the list',
        businessType: 'Please select your business type',
      });
      const badQuestion = await app.http
        .post('/api/general-question')
        .send(await withBotCheck(app.http, question({ serviceQuestion: 'Astrology', message: '  ', firstName: '' })))
        .expect(400);
      expect(fieldMessages(badQuestion.body)).toEqual({
        serviceQuestion: 'Please select a service',
        message: 'Please enter your question',
        firstName: 'Please enter your first name',
      });
      expect(await app.dataSource.getRepository(ConsultationEntity).countBy({ contact: { country: 'Narnia' } })).toBe(
        0,
      );
    });

    it('derives the name when it is absent', async () => {
      const { name: _name, ...withoutName } = consultation({ firstName: ' Mia ', lastName: 'Chen ' });
      const response = await app.http
        .post('/api/consultations')
        .send(await withBotCheck(app.http, withoutName))
        .expect(201);
      const stored = await app.dataSource.getRepository(ConsultationEntity).findOneByOrFail({ id: response.body.id });
      expect(stored.name).toBe('Mia Chen');
    });

    it('ignores a userId in the body: anonymous stays anonymous, a signed-in visitor gets their own id', async () => {
      const stranger = '7b0c3f5e-2a51-4c8a-9f3e-0d6f1b2a3c4d';
      const anonymous = await app.http
        .post('/api/consultations')
        .send(await withBotCheck(app.http, consultation({ userId: stranger })))
        .expect(201);
      const client = await signUpVerified(app, 'member@example.com');
      const signedIn = await client
        .post('/api/service-inquiry')
        .send(await withBotCheck(client, inquiry({ userId: stranger, email: 'member@example.com' })))
        .expect(201);
      const asked = await client
        .post('/api/general-question')
        .send(await withBotCheck(client, question({ userId: stranger })))
        .expect(201);
      const member = await app.dataSource.query(`SELECT id FROM users WHERE email = 'member@example.com'`);
      const repo = app.dataSource;
      expect(
        (await repo.getRepository(ConsultationEntity).findOneByOrFail({ id: anonymous.body.id })).userId,
      ).toBeNull();
      expect((await repo.getRepository(ServiceInquiryEntity).findOneByOrFail({ id: signedIn.body.id })).userId).toBe(
        member[0].id,
      );
      expect((await repo.getRepository(GeneralQuestionEntity).findOneByOrFail({ id: asked.body.id })).userId).toBe(
        member[0].id,
      );
    });

    it.each([
      ['a weekend', () => newYork(nextSaturday(), '10:00'), SLOT_REFUSALS.weekend],
      ['the past', () => newYork(nyToday().minus({ days: 7 }).toISODate()!, '10:00'), SLOT_REFUSALS.past],
      ['an off-grid time', () => newYork(weekdayAfter(nyToday(), 3), '10:10'), SLOT_REFUSALS['off-grid']],
      ['a time outside business hours', () => newYork(weekdayAfter(nyToday(), 3), '18:00'), SLOT_REFUSALS['off-grid']],
      ['a date after the window', () => newYork(weekdayAfter(nyToday(), 20), '10:00'), SLOT_REFUSALS['out-of-window']],
      ['a malformed time', () => 'next tuesday', 'Please choose a valid date and time'],
    ])('refuses a scheduledAt on %s with 400 and a message', async (_label, scheduledAt, message) => {
      const response = await app.http
        .post('/api/consultations')
        .send(await withBotCheck(app.http, consultation({ email: 'refused@example.com', scheduledAt: scheduledAt() })))
        .expect(400);
      expect(fieldMessages(response.body).scheduledAt).toBe(message);
      expect(await outboxTo('refused@example.com')).toEqual([]);
    });

    // The reschedule itself is tested in lifecycle/consultation-lifecycle.spec.ts.
    it('refuses a reschedule without a genuine link, without storing anything', async () => {
      const response = await app.http
        .post('/api/consultations')
        .send(
          await withBotCheck(
            app.http,
            consultation({ email: 'mover@example.com', oldConsultationId: '7b0c3f5e-2a51-4c8a-9f3e-0d6f1b2a3c4d' }),
          ),
        )
        .expect(400);
      expect(response.body.message).toBe('This link is invalid.');
      expect(
        await app.dataSource.getRepository(ConsultationEntity).countBy({ contact: { email: 'mover@example.com' } }),
      ).toBe(0);
    });
  });
});
