import { DateTime } from 'luxon';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { withBotCheck } from '../../../test/bot-check';
import { createTestApp, TestApp } from '../../../test/test-app';
import { SLOT_REFUSALS } from './calendar/availability.service';
import { CalendarHoldEntity } from './entities/calendar-hold.entity';
import { ConsultationEntity } from './entities/consultation.entity';
import { ServiceInquiryEntity } from './entities/service-inquiry.entity';
import { federalHolidayOn } from './calendar/federal-holidays';

/**
 * Acceptance: simultaneous bookings of one slot give exactly one 201, the rest 409, one hold. 200 against
 * PostgreSQL (CI); fewer on the embedded PGlite, which serves its connections one at a time.
 */
const BOOKINGS = process.env.DATABASE_URL ? 200 : 40;

describe('one slot, many simultaneous bookings', () => {
  let app: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    // Every racer comes from 127.0.0.1: the per-IP limit and pending-booking cap are out of the way.
    app = await createTestApp({ env: { LEAD_RATE_LIMIT_PER_IP: '10000', PENDING_CONSULTATIONS_PER_IP: '10000' } });
    // A listening server: every request gets its own connection, as from real browsers.
    await app.app.listen(0, '127.0.0.1');
    baseUrl = `http://127.0.0.1:${(app.app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(() => app.close());

  it(`gives ${BOOKINGS} simultaneous bookings of one slot exactly one 201 and ${BOOKINGS - 1} × 409`, async () => {
    const { slots } = (await request(baseUrl).get(`/api/calendar/availability?date=${firstDate()}`).expect(200))
      .body as { slots: { start: string }[] };
    const scheduledAt = slots[4].start;

    // Consultations and service inquiries compete for the same slot (each solved its anti-robot check first).
    const bodies = await Promise.all(
      Array.from({ length: BOOKINGS }, (_, i) =>
        withBotCheck(request(baseUrl), {
          firstName: 'Racer',
          lastName: String(i),
          email: `racer${i}@example.com`,
          country: 'Canada',
          businessType: i % 2 === 0 ? "I'm starting soon" : 'Other',
          servicesInterested: ['Digital Marketing'],
          budget: '$1,000 - $2,000 USD',
          message: 'Any time works.',
          scheduledAt,
        }),
      ),
    );
    const responses = await Promise.all(
      bodies.map((body, i) =>
        request(baseUrl)
          .post(i % 2 === 0 ? '/api/consultations' : '/api/service-inquiry')
          .send(body),
      ),
    );

    const statuses = responses.map((response) => response.status);
    // Every racer gets an answer of the race (a refusal of another kind says which, with its body).
    expect(responses.filter((r) => r.status !== 201 && r.status !== 409).map((r) => [r.status, r.body])).toEqual([]);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(BOOKINGS - 1);
    for (const response of responses.filter((r) => r.status === 409)) {
      expect(response.body.message).toBe(SLOT_REFUSALS.taken);
    }
    const holds = await app.dataSource.getRepository(CalendarHoldEntity).findBy({ slotStart: new Date(scheduledAt) });
    expect(holds).toHaveLength(1);
    const bookings =
      (await app.dataSource.getRepository(ConsultationEntity).countBy({ scheduledAt: new Date(scheduledAt) })) +
      (await app.dataSource.getRepository(ServiceInquiryEntity).countBy({ scheduledAt: new Date(scheduledAt) }));
    expect(bookings).toBe(1);
  }, 120_000);

  /** The first date with free slots (the first weekday that is not a federal holiday). */
  function firstDate(): string {
    let day = DateTime.now().setZone('America/New_York').plus({ days: 1 });
    while (day.weekday > 5 || federalHolidayOn(day.toISODate()!)) day = day.plus({ days: 1 });
    return day.toISODate()!;
  }
});
