import { OFFERED_SERVICES, BUSINESS_STAGES } from '../bookings.constants';
import { Clock } from '../../../common/clock';
import { Browser, signInStaff, signUpVerified } from '../../../../test/auth-helpers';
import { withBotCheck } from '../../../../test/bot-check';
import { createTestApp, TestApp } from '../../../../test/test-app';
import { SLOT_REFUSALS } from './availability.service';
import { federalHolidayOn, federalHolidaysBetween } from './federal-holidays';

const STAFF = 'staff@inspivision.test';
const THANKSGIVING = '2026-11-26';

describe('US federal holidays', () => {
  it('knows their observed dates, a Saturday holiday on the Friday before, a Sunday one on the Monday after', () => {
    expect(federalHolidayOn(THANKSGIVING)).toEqual({ date: THANKSGIVING, name: 'Thanksgiving Day' });
    expect(federalHolidayOn('2026-07-03')?.name).toBe('Independence Day'); // July 4 is a Saturday
    expect(federalHolidayOn('2026-07-04')).toBeUndefined();
    expect(federalHolidayOn('2021-12-31')?.name).toBe("New Year's Day"); // of 2022, a Saturday
    expect(federalHolidayOn('2026-11-27')).toBeUndefined();
    expect(federalHolidaysBetween('2026-11-01', '2027-01-31').map((holiday) => holiday.date)).toEqual([
      '2026-11-11',
      THANKSGIVING,
      '2026-12-25',
      '2027-01-01',
      '2027-01-18',
    ]);
  });

  describe('closed for bookings unless staff reopen them', () => {
    let app: TestApp;
    let staff: Browser;

    beforeAll(async () => {
      // The Friday before Thanksgiving 2026 in New York: Thanksgiving is inside the booking window. The
      // anti-robot check is off: ALTCHA checks its challenges' expiry against the real time.
      const clock = { now: () => new Date('2026-11-20T15:00:00Z') };
      app = await createTestApp({
        env: { ADMIN_EMAILS: STAFF, AUTH_RATE_LIMIT_PER_IP: '1000', BOT_CHALLENGE: 'off' },
        overrides: [{ provide: Clock, useValue: clock }],
      });
      staff = await signInStaff(app, STAFF, 'Sam');
    });
    afterAll(() => app.close());

    const availabilityOf = async (date: string): Promise<{ slots: unknown[]; closedFor: string | null }> =>
      (await app.http.get(`/api/calendar/availability?date=${date}`).expect(200)).body;
    const slotsOf = async (date: string) => (await availabilityOf(date)).slots;
    /** Books a consultation at `scheduledAt` and expects `status`. */
    const book = async (scheduledAt: string, status: number) => {
      const body = await withBotCheck(app.http, {
        firstName: 'Ana',
        lastName: 'Lopez',
        email: 'ana@example.com',
        country: 'United States',
        businessType: BUSINESS_STAGES[1],
        servicesInterested: [OFFERED_SERVICES[0]],
        budget: '$3,000 - $5,000 USD',
        message: 'I want to open an LLC.',
        scheduledAt,
      });
      return app.http.post('/api/consultations').send(body).expect(status);
    };
    const holidaysListed = async () =>
      (await staff.get('/api/admin/blocked-days?from=2026-11-01&to=2026-11-30').expect(200)).body.holidays;

    it("lists the window's dates from New York's today: the 14 weekdays from tomorrow, Thanksgiving among them", async () => {
      const { body } = await app.http.get('/api/calendar/dates').expect(200);
      expect(body.timeZone).toBe('America/New_York');
      expect(body.dates).toHaveLength(14);
      expect(body.dates.slice(0, 5)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', THANKSGIVING, '2026-11-27']);
      expect(body.dates.at(-1)).toBe('2026-12-10');
    });

    it('offers no slot on Thanksgiving and refuses a booking on it, as on a blocked day', async () => {
      expect(await availabilityOf('2026-11-25')).toEqual({ slots: expect.any(Array), closedFor: null });
      expect(await slotsOf('2026-11-25')).toHaveLength(18);
      // The visitor is told why: the holiday's name.
      expect(await availabilityOf(THANKSGIVING)).toEqual({ slots: [], closedFor: 'Thanksgiving Day' });
      const refused = await book('2026-11-26T15:00:00.000Z', 400);
      expect(refused.body.message).toBe(SLOT_REFUSALS.blocked);
      expect(await holidaysListed()).toEqual([
        { date: '2026-11-11', name: 'Veterans Day', reopened: false },
        { date: THANKSGIVING, name: 'Thanksgiving Day', reopened: false },
      ]);
    });

    it('offers it once staff reopen it, and closes it again', async () => {
      await staff
        .put(`/api/admin/blocked-days/${THANKSGIVING}/reopen`)
        .expect(200, { date: THANKSGIVING, name: 'Thanksgiving Day', reopened: true });
      await staff.put(`/api/admin/blocked-days/${THANKSGIVING}/reopen`).expect(200);
      expect(await holidaysListed()).toContainEqual({ date: THANKSGIVING, name: 'Thanksgiving Day', reopened: true });
      expect(await slotsOf(THANKSGIVING)).toHaveLength(18);
      expect((await availabilityOf(THANKSGIVING)).closedFor).toBeNull();
      await book('2026-11-26T15:00:00.000Z', 201);
      expect(await slotsOf(THANKSGIVING)).toHaveLength(17);

      // A day staff blocked stays closed, holiday reopened or not.
      await staff.put(`/api/admin/blocked-days/${THANKSGIVING}`).send({ reason: 'Office closed' }).expect(200);
      // Closed, but not for the holiday (staff's reasons stay private).
      expect(await availabilityOf(THANKSGIVING)).toEqual({ slots: [], closedFor: null });
      await staff.delete(`/api/admin/blocked-days/${THANKSGIVING}`).expect(204);

      await staff
        .delete(`/api/admin/blocked-days/${THANKSGIVING}/reopen`)
        .expect(200, { date: THANKSGIVING, name: 'Thanksgiving Day', reopened: false });
      expect(await slotsOf(THANKSGIVING)).toEqual([]);
    });

    it('reopens only federal holidays, for staff only', async () => {
      const notAHoliday = await staff.put('/api/admin/blocked-days/2026-11-27/reopen').expect(400);
      expect(notAHoliday.body.message).toBe('2026-11-27 is not a US federal holiday');
      await staff.delete('/api/admin/blocked-days/2026-11-27/reopen').expect(400);
      await staff.put('/api/admin/blocked-days/2026-02-30/reopen').expect(400);
      const customer = await signUpVerified(app, 'cora@example.com', 'Cora');
      await customer.put(`/api/admin/blocked-days/${THANKSGIVING}/reopen`).expect(403);
    });
  });
});
