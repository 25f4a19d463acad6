import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { In } from 'typeorm';
import { browser, signInStaff, signUpVerified } from '../../../test/auth-helpers';
import { withBotCheck } from '../../../test/bot-check';
import { createTestApp, TestApp } from '../../../test/test-app';
import { clientNetwork } from '../../common/client-address';
import { AppConfig } from '../../config/app.config';
import { CalendarHoldEntity } from './entities/calendar-hold.entity';
import { ConsultationEntity } from './entities/consultation.entity';
import { ServiceInquiryEntity } from './entities/service-inquiry.entity';
import { PENDING_BOOKING_REFUSALS } from './pending-bookings';

/**
 * Issue 23, point 9: one client could hold every bookable slot. Now one e-mail address holds at most
 * PENDING_CONSULTATIONS_PER_EMAIL (2) pending bookings and one client address PENDING_CONSULTATIONS_PER_IP
 * (3), under concurrency too; staff release all pending bookings of one e-mail or client address at once;
 * and the lead forms take LEAD_RATE_LIMIT_PER_IP (5) submissions an hour from one client address. The
 * defaults are in force here; only TRUST_PROXY lets each test pick its client address.
 */
const STAFF = 'staff@inspivision.test';

const booking = (email: string, scheduledAt: string | null = null) => ({
  firstName: 'Hoa',
  lastName: 'Rder',
  email,
  country: 'Canada',
  businessType: "I'm starting soon",
  servicesInterested: ['Digital Marketing'],
  budget: '$1,000 - $2,000 USD',
  message: 'Any time works.',
  scheduledAt,
});

const expectStatus = <T extends { status: number }>(response: T, status: number): T => {
  expect(response.status).toBe(status);
  return response;
};

describe('pending-booking caps and staff release', () => {
  let app: TestApp;
  let baseUrl: string;
  let staff: ReturnType<typeof browser>;
  let slots: string[];
  let nextIp = 1;
  let nextSlot = 0;
  /** A client address of its own (behind TRUST_PROXY=1, the X-Forwarded-For one). */
  const newClient = () => `203.0.113.${nextIp++}`;
  /** An IPv6 /64 of its own: its `host`th address (any address of it is the same client). */
  const newNetwork = () => {
    const prefix = `2001:db8:${(nextIp++).toString(16)}:64`;
    return (host: number) => `${prefix}:${host.toString(16)}::${(host * 3).toString(16)}`;
  };
  /** A free slot no other test uses. */
  const newSlot = () => slots[nextSlot++];

  const book = async (body: object, ip: string, path = '/api/consultations') =>
    app.http
      .post(path)
      .set('X-Forwarded-For', ip)
      .send(await withBotCheck(app.http, body));

  const expectCapped = (response: { status: number; body: unknown }, holder: 'email' | 'clientAddress') => {
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      statusCode: 409,
      message: PENDING_BOOKING_REFUSALS[holder],
      code: holder === 'email' ? 'PENDING_BOOKINGS_PER_EMAIL' : 'PENDING_BOOKINGS_PER_CLIENT_ADDRESS',
    });
  };

  beforeAll(async () => {
    app = await createTestApp({
      env: { TRUST_PROXY: '1', ADMIN_EMAILS: STAFF, LEAD_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_IP: '1000' },
    });
    // Staff first: their first e-mail is then the sign-up code, not an alert about a booking.
    staff = await signInStaff(app, STAFF, 'Sam');
    await app.app.listen(0, '127.0.0.1');
    baseUrl = `http://127.0.0.1:${(app.app.getHttpServer().address() as AddressInfo).port}`;
    // The slots of the next weekdays, enough for every test.
    slots = [];
    for (let day = 1; slots.length < 40; day++) {
      const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
      const { body } = await app.http.get(`/api/calendar/availability?date=${date}`).expect(200);
      slots.push(...(body as { slots: { start: string }[] }).slots.map((slot) => slot.start));
    }
  });
  afterAll(() => app.close());

  it('has the defaults of the issue', () => {
    const defaults = new AppConfig();
    expect([defaults.PENDING_CONSULTATIONS_PER_EMAIL, defaults.PENDING_CONSULTATIONS_PER_IP]).toEqual([2, 3]);
    expect(defaults.LEAD_RATE_LIMIT_PER_IP).toBe(5);
  });

  it('refuses a third pending booking of one e-mail address, from anywhere; a call inquiry counts too', async () => {
    const email = 'two-only@example.com';
    expectStatus(await book(booking(email, newSlot()), newClient()), 201);
    expectStatus(await book(booking(email), newClient()), 201);
    expectCapped(await book(booking(email, newSlot()), newClient()), 'email');
    expectCapped(
      await book({ ...booking(email, newSlot()), businessType: 'Other' }, newClient(), '/api/service-inquiry'),
      'email',
    );
    // An inquiry without a call takes no slot: it is not capped.
    expectStatus(await book({ ...booking(email), businessType: 'Other' }, newClient(), '/api/service-inquiry'), 201);
    expect(
      await app.dataSource.getRepository(ConsultationEntity).countBy({ contact: { email }, status: 'pending' }),
    ).toBe(2);
  });

  it('refuses a fourth pending booking from one client address, whatever the e-mail addresses', async () => {
    const ip = newClient();
    for (let i = 0; i < 3; i++) expectStatus(await book(booking(`many-${i}@example.com`, newSlot()), ip), 201);
    expectCapped(await book(booking('many-3@example.com', newSlot()), ip), 'clientAddress');
    expectStatus(await book(booking('many-3@example.com', newSlot()), newClient()), 201);
    const stored = await app.dataSource.getRepository(ConsultationEntity).findBy({ clientAddress: ip });
    expect(stored).toHaveLength(3);
  });

  it('counts an IPv6 client by its /64 (issue 35, point 4): a fourth booking from another of its addresses is refused', async () => {
    const address = newNetwork();
    for (let host = 1; host <= 3; host++) {
      expectStatus(await book(booking(`v6-${host}@example.com`, newSlot()), address(host)), 201);
    }
    expectCapped(await book(booking('v6-4@example.com', newSlot()), address(4)), 'clientAddress');
    // The next /64 is another client; each booking keeps the address it came from.
    expectStatus(await book(booking('v6-4@example.com', newSlot()), newNetwork()(1)), 201);
    const stored = await app.dataSource
      .getRepository(ConsultationEntity)
      .findBy({ contact: { email: In(['v6-1@example.com', 'v6-2@example.com', 'v6-3@example.com']) } });
    expect(stored.map((row) => row.clientAddress).sort()).toEqual([address(1), address(2), address(3)]);
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', async () => {
    const ip = newClient();
    for (let i = 0; i < 2; i++) expectStatus(await book(booking(`mapped-${i}@example.com`, newSlot()), ip), 201);
    expectStatus(await book(booking('mapped-2@example.com', newSlot()), `::ffff:${ip}`), 201);
    expectCapped(await book(booking('mapped-3@example.com', newSlot()), ip), 'clientAddress');
  });

  it('counts only what waits for staff: a confirmed booking frees a place', async () => {
    const email = 'answered@example.com';
    const first = expectStatus(await book(booking(email, newSlot()), newClient()), 201);
    expectStatus(await book(booking(email, newSlot()), newClient()), 201);
    await app.dataSource.getRepository(ConsultationEntity).update({ id: first.body.id }, { status: 'confirmed' });
    expectStatus(await book(booking(email, newSlot()), newClient()), 201);
  });

  it('holds under concurrency: 10 simultaneous bookings of one address leave 2 pending', async () => {
    const email = 'racer@example.com';
    const bodies = await Promise.all(
      Array.from({ length: 10 }, () => withBotCheck(request(baseUrl), booking(email, newSlot()))),
    );
    const responses = await Promise.all(
      bodies.map((body) => request(baseUrl).post('/api/consultations').set('X-Forwarded-For', newClient()).send(body)),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([201, 201, ...Array(8).fill(409)]);
    expect(await app.dataSource.getRepository(ConsultationEntity).countBy({ contact: { email } })).toBe(2);

    const ip = newClient();
    const fromOneAddress = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        withBotCheck(request(baseUrl), booking(`crowd-${i}@example.com`, newSlot())),
      ),
    );
    const crowd = await Promise.all(
      fromOneAddress.map((body) => request(baseUrl).post('/api/consultations').set('X-Forwarded-For', ip).send(body)),
    );
    expect(crowd.filter((response) => response.status === 201)).toHaveLength(3);
    expect(await app.dataSource.getRepository(ConsultationEntity).countBy({ clientAddress: ip })).toBe(3);
  }, 60_000);

  it('holds under concurrency across a /64: 10 simultaneous bookings from 10 of its addresses leave 3 pending', async () => {
    const address = newNetwork();
    const bodies = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        withBotCheck(request(baseUrl), booking(`swarm-${i}@example.com`, newSlot())),
      ),
    );
    const responses = await Promise.all(
      bodies.map((body, i) =>
        request(baseUrl)
          .post('/api/consultations')
          .set('X-Forwarded-For', address(i + 1))
          .send(body),
      ),
    );
    expect(responses.filter((response) => response.status === 201)).toHaveLength(3);
    expect(
      await app.dataSource.getRepository(ConsultationEntity).countBy({ clientNetwork: clientNetwork(address(1)) }),
    ).toBe(3);
  }, 60_000);

  describe('staff release', () => {
    const unreleased = async (slot: string) =>
      (await app.dataSource.getRepository(CalendarHoldEntity).findBy({ slotStart: new Date(slot) })).filter(
        (hold) => hold.releasedAt === null,
      ).length;

    it('releases every pending booking of one e-mail address: the slots are bookable again', async () => {
      const email = 'hoarder@example.com';
      const [first, second] = [newSlot(), newSlot()];
      expectStatus(await book(booking(email, first), newClient()), 201);
      const inquiry = expectStatus(
        await book({ ...booking(email, second), businessType: 'Other' }, newClient(), '/api/service-inquiry'),
        201,
      );
      expect(await unreleased(first)).toBe(1);

      const released = await staff
        .post('/api/admin/consultations/release-holds')
        .send({ email: ' Hoarder@Example.com ' })
        .expect(200);
      expect(released.body).toEqual({ consultationsCancelled: 1, serviceInquiriesClosed: 1 });
      expect(await unreleased(first)).toBe(0);
      expect(await unreleased(second)).toBe(0);
      expect(
        await app.dataSource.getRepository(ServiceInquiryEntity).findOneByOrFail({ id: inquiry.body.id }),
      ).toMatchObject({
        status: 'closed',
      });
      const history = await staff
        .get(`/api/admin/booking-history?kind=service_inquiry&id=${inquiry.body.id}`)
        .expect(200);
      expect(history.body).toEqual([
        expect.objectContaining({ fromStatus: 'pending', toStatus: 'closed', changedByEmail: STAFF }),
      ]);

      // The slots are free, and the address may book again.
      expectStatus(await book(booking('someone-else@example.com', first), newClient()), 201);
      expectStatus(await book(booking(email, second), newClient()), 201);
    });

    it('releases every pending booking sent from one client address', async () => {
      const ip = newClient();
      const slot = newSlot();
      for (let i = 0; i < 3; i++)
        expectStatus(await book(booking(`net-${i}@example.com`, i === 0 ? slot : null), ip), 201);
      const released = await staff
        .post('/api/admin/consultations/release-holds')
        .send({ clientAddress: ip })
        .expect(200);
      expect(released.body).toEqual({ consultationsCancelled: 3, serviceInquiriesClosed: 0 });
      expect(await unreleased(slot)).toBe(0);
      expectStatus(await book(booking('net-3@example.com', slot), ip), 201);
    });

    it('releases every pending booking of the /64 of an IPv6 client address', async () => {
      const address = newNetwork();
      const slot = newSlot();
      const ids: string[] = [];
      for (let host = 1; host <= 3; host++) {
        const booked = await book(booking(`v6-net-${host}@example.com`, host === 1 ? slot : null), address(host));
        ids.push(expectStatus(booked, 201).body.id);
      }
      // Staff see the address it came from and the client it counts for.
      const lead = await staff.get(`/api/admin/consultations/${ids[0]}`).expect(200);
      expect(lead.body).toMatchObject({ clientAddress: address(1), clientNetwork: clientNetwork(address(1)) });
      expect(lead.body.clientNetwork).toMatch(/^2001:db8:[0-9a-f]+:64::\/64$/);
      const released = await staff
        .post('/api/admin/consultations/release-holds')
        .send({ clientAddress: address(9) })
        .expect(200);
      expect(released.body).toEqual({ consultationsCancelled: 3, serviceInquiriesClosed: 0 });
      expect(await unreleased(slot)).toBe(0);
    });

    it('needs exactly one of an e-mail address and a client address', async () => {
      for (const body of [
        {},
        { email: 'a@example.com', clientAddress: '203.0.113.9' },
        { clientAddress: 'not-an-ip' },
      ]) {
        const response = await staff.post('/api/admin/consultations/release-holds').send(body).expect(400);
        expect(response.body).toMatchObject({ statusCode: 400, message: expect.any(String) });
      }
    });

    it('is for staff only', async () => {
      await browser(app).post('/api/admin/consultations/release-holds').send({ email: 'x@example.com' }).expect(401);
      const customer = await signUpVerified(app, 'customer-release@example.com');
      await customer.post('/api/admin/consultations/release-holds').send({ email: 'x@example.com' }).expect(403);
    });
  });
});

describe('the lead forms’ per-IP limit at its default', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => app.close());

  const question = (i: number) => ({
    firstName: 'Fl',
    lastName: 'Ood',
    email: `flood-${i}@example.com`,
    country: 'Canada',
    serviceQuestion: 'General Business Consulting',
    message: 'Hello',
  });
  const send = async (i: number, ip: string) =>
    app.http
      .post('/api/general-question')
      .set('X-Forwarded-For', ip)
      .send(await withBotCheck(app.http, question(i)));

  it('takes 5 submissions an hour from one client address, then answers 429 with how long to wait', async () => {
    for (let i = 0; i < 5; i++) expectStatus(await send(i, '198.51.100.50'), 201);
    const refused = await send(5, '198.51.100.50');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ statusCode: 429, message: 'Too many attempts. Please try again in 60 minutes.' });
    expectStatus(await send(6, '198.51.100.51'), 201);
  });

  it('counts the addresses of one IPv6 /64 as one client (issue 35, point 4): 8 posts, 5 × 201 and 3 × 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await send(10 + i, `2001:db8:35:4::${(i + 1).toString(16)}`)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    expectStatus(await send(18, '2001:db8:35:5::1'), 201);
  });
});
