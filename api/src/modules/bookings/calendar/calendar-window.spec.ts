import { Clock } from '../../../common/clock';
import { Browser, signInStaff } from '../../../../test/auth-helpers';
import { createTestApp, TestApp } from '../../../../test/test-app';

const STAFF = 'staff@inspivision.test';

interface WindowAnswer {
  timeZone: string;
  dates: string[];
  days: { date: string; state: string; reason: string | null }[];
  validUntil: string;
}

/** GET /api/calendar/dates: the window's dates, each with its state, and when the window moves. */
describe('the booking window (GET /api/calendar/dates)', () => {
  let app: TestApp;
  let staff: Browser;
  // 01:00 UTC on Tuesday 2026-11-24 is 20:00 on Monday in New York: the UTC date is a day ahead.
  let now = new Date('2026-11-24T01:00:00Z');

  beforeAll(async () => {
    app = await createTestApp({
      // The anti-robot check is off: ALTCHA checks its challenges' expiry against the real time.
      env: { ADMIN_EMAILS: STAFF, AUTH_RATE_LIMIT_PER_IP: '1000', BOT_CHALLENGE: 'off' },
      overrides: [{ provide: Clock, useValue: { now: () => now } }],
    });
    staff = await signInStaff(app, STAFF, 'Sam');
  });
  afterAll(() => app.close());

  const window = async (): Promise<WindowAnswer> => (await app.http.get('/api/calendar/dates').expect(200)).body;
  const slotsOf = async (date: string): Promise<unknown[]> =>
    (await app.http.get(`/api/calendar/availability?date=${date}`).expect(200)).body.slots;

  it("counts the 14 weekdays from New York's tomorrow between 00:00 and 05:00 UTC, the last one with slots", async () => {
    const answer = await window();
    expect(answer.dates[0]).toBe('2026-11-24');
    expect(answer.dates.at(-1)).toBe('2026-12-11');
    expect(answer.days.map((day) => day.date)).toEqual(answer.dates);
    // The window moves at New York's midnight (05:00 UTC in winter), not the visitor's.
    expect(answer.validUntil).toBe('2026-11-24T05:00:00.000Z');
    // Every open date of the window has slots, the last one included; the day after it has none.
    for (const day of answer.days.filter(({ state }) => state === 'open')) {
      expect(await slotsOf(day.date)).toHaveLength(18);
    }
    expect(await slotsOf('2026-12-14')).toEqual([]);
  });

  it('says which dates are closed and why: a federal holiday by name, a day staff blocked without its reason', async () => {
    await staff.put('/api/admin/blocked-days/2026-12-01').send({ reason: 'Team offsite' }).expect(200);
    const { days } = await window();
    expect(days.find((day) => day.date === '2026-11-26')).toEqual({
      date: '2026-11-26',
      state: 'holiday',
      reason: 'Thanksgiving Day',
    });
    expect(days.find((day) => day.date === '2026-12-01')).toEqual({
      date: '2026-12-01',
      state: 'blocked',
      reason: null,
    });
    expect(days.filter((day) => day.state === 'open')).toHaveLength(12);
    expect(days.find((day) => day.date === '2026-11-27')).toEqual({ date: '2026-11-27', state: 'open', reason: null });
    // The closed dates offer nothing.
    expect(await slotsOf('2026-11-26')).toEqual([]);
    expect(await slotsOf('2026-12-01')).toEqual([]);

    // Reopened by staff, the holiday is open again.
    await staff.put('/api/admin/blocked-days/2026-11-26/reopen').expect(200);
    expect((await window()).days.find((day) => day.date === '2026-11-26')?.state).toBe('open');
    await staff.delete('/api/admin/blocked-days/2026-11-26/reopen').expect(200);
  });

  it("moves at New York's midnight", async () => {
    now = new Date('2026-11-24T05:00:00Z');
    const answer = await window();
    expect(answer.dates[0]).toBe('2026-11-25');
    expect(answer.dates.at(-1)).toBe('2026-12-14');
    expect(answer.validUntil).toBe('2026-11-25T05:00:00.000Z');
    expect(await slotsOf('2026-12-14')).toHaveLength(18);
  });
});
