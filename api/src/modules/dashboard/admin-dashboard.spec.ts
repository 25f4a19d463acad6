import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { Browser, signInStaff, signUpVerified } from '../../../test/auth-helpers';
import { createTestApp, TestApp } from '../../../test/test-app';
import { Clock } from '../../common/clock';

const STAFF = 'staff@example.com';
/** "Now" for the figures that depend on it: Friday 2026-11-20, 12:00 in New York (EST). */
const NOW = new Date('2026-11-20T17:00:00Z');

const WEB = 'Website & App Development';
const MARKETING = 'Digital Marketing';
const BRANDING = 'Branding & Identity Design';
const SYSTEMS = 'Business Systems & Automation';

/**
 * The dashboard's figures (docs/dashboard.md) on a fixture written straight into the tables, each figure
 * computed by hand in the comments. Times are UTC; "EDT"/"EST" notes give the New York time that decides.
 * New York left daylight time on Sunday 2026-11-01 at 02:00.
 */
describe('admin dashboard: figures of a date range', () => {
  let app: TestApp;
  let staff: Browser;
  let customer: Browser;
  let staffId: string;
  let now: Date | null = null;

  /** Inserts one row; keys are column names. */
  const insert = async (table: string, row: Record<string, unknown>): Promise<string> => {
    const values = { id: randomUUID(), ...row };
    const columns = Object.keys(values);
    await app.dataSource.query(
      `INSERT INTO ${table} (${columns.map((column) => `"${column}"`).join(', ')})
       VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')})`,
      Object.values(values),
    );
    return values.id;
  };
  const contact = (name: string) => ({
    first_name: name,
    last_name: 'Test',
    email: `${name.toLowerCase()}@example.com`,
    country: 'United States',
  });
  const consultation = (name: string, createdAt: string, more: Record<string, unknown> = {}) =>
    insert('consultations', {
      ...contact(name),
      name: `${name} Test`,
      business_type: 'I have a business',
      budget: '$3,000 - $5,000 USD',
      message: 'Hello',
      services_interested: [],
      created_at: createdAt,
      ...more,
    });
  const inquiry = (name: string, createdAt: string, more: Record<string, unknown> = {}) =>
    insert('service_inquiries', {
      ...contact(name),
      name: `${name} Test`,
      business_type: 'Startup/New Business',
      budget: '$3,000 - $5,000 USD',
      message: 'Hello',
      services_interested: [],
      created_at: createdAt,
      ...more,
    });
  const question = (name: string, createdAt: string) =>
    insert('general_questions', {
      ...contact(name),
      service_question: MARKETING,
      message: 'How?',
      created_at: createdAt,
    });
  /** As the app does (lifecycle/lead-answers.ts): the lead's first answer is stamped once, with the history. */
  const firstAnswer = (table: string, id: string, at: string) =>
    app.dataSource.query(`UPDATE ${table} SET first_answered_at = LEAST(first_answered_at, $2) WHERE id = $1`, [
      id,
      at,
    ]);
  const statusChange = async (
    kind: string,
    bookingId: string,
    from: string,
    to: string,
    at: string,
    byStaff = true,
  ) => {
    await insert('booking_status_changes', {
      booking_kind: kind,
      booking_id: bookingId,
      from_status: from,
      to_status: to,
      changed_by_user_id: byStaff ? staffId : null,
      created_at: at,
    });
    if (from === 'pending' && kind !== 'consultation') {
      await firstAnswer(kind === 'service_inquiry' ? 'service_inquiries' : 'general_questions', bookingId, at);
    }
  };
  const reply = async (questionId: string, at: string) => {
    await insert('question_replies', {
      question_id: questionId,
      message: 'Here is how',
      sent_by_user_id: staffId,
      created_at: at,
    });
    await firstAnswer('general_questions', questionId, at);
  };
  let invoiceNumber = 0;
  const invoice = (row: Record<string, unknown> & { amount_cents: number }) =>
    insert('invoices', {
      invoice_number: `INV-2026-${++invoiceNumber}`,
      public_id: randomUUID().replace(/-/g, ''),
      client_name: 'Client',
      client_email: 'client@example.com',
      subtotal_cents: row.amount_cents,
      ...row,
    });
  const payment = (invoiceId: string, row: Record<string, unknown>) =>
    insert('invoice_payments', { invoice_id: invoiceId, method: 'card', status: 'succeeded', ...row });
  const refund = (paymentId: string, row: Record<string, unknown>) =>
    insert('invoice_refunds', { payment_id: paymentId, way: 'card', status: 'succeeded', ...row });
  const user = (email: string, createdAt: string, referredByCode: string | null = null) =>
    insert('users', { email, created_at: createdAt, referred_by_code: referredByCode });

  const get = (path: string) => staff.get(`/api/admin/dashboard/${path}`).expect(200);

  beforeAll(async () => {
    app = await createTestApp({
      env: { ADMIN_EMAILS: STAFF, AUTH_RATE_LIMIT_PER_IP: '1000' },
      overrides: [{ provide: Clock, useValue: { now: () => now ?? new Date() } }],
    });
    staff = await signInStaff(app, STAFF);
    customer = await signUpVerified(app, 'cora@example.com', 'Cora');
    staffId = (await staff.get('/api/auth/user').expect(200)).body.id;
    now = NOW;

    // Leads of the weeks of 2026-10-26 (the week New York left daylight time) and 2026-11-02.
    await consultation('C0', '2026-10-26T03:30:00Z', { services_interested: [MARKETING], budget: '$100,000+ USD' }); // Sun Oct 25 23:30 EDT
    await consultation('C1', '2026-10-26T04:30:00Z', { services_interested: [WEB, MARKETING] }); // Mon Oct 26 00:30 EDT
    await consultation('C2', '2026-11-02T04:30:00Z', { services_interested: [WEB], budget: '$5,000 - $10,000 USD' }); // Sun Nov 1 23:30 EST
    await consultation('C3', '2026-11-02T05:30:00Z', { services_interested: [BRANDING] }); // Mon Nov 2 00:30 EST
    await consultation('C9', '2026-11-09T05:00:00Z', { services_interested: [MARKETING], budget: '$100,000+ USD' }); // Mon Nov 9 00:00 EST
    await inquiry('I1', '2026-11-09T04:59:00Z', { services_interested: [WEB, SYSTEMS] }); // Sun Nov 8 23:59 EST
    await inquiry('I2', '2026-10-28T14:00:00Z', { services_interested: [MARKETING], budget: '$20,000 - $50,000 USD' });
    await question('Q0', '2026-10-01T03:30:00Z'); // Wed Sep 30 23:30 EDT
    await question('Q1', '2026-10-30T12:00:00Z');
    await question('Q2', '2026-11-03T12:00:00Z');
    await question('Q3', '2026-11-04T12:00:00Z');

    // Consultations held (received in September, so they count in no other figure of these tests).
    const held = (name: string, status: string, scheduledAt: string | null) =>
      consultation(name, '2026-09-15T12:00:00Z', { status, scheduled_at: scheduledAt });
    await held('H1', 'completed', '2026-10-10T14:00:00Z');
    await held('H2', 'completed', '2026-11-01T03:30:00Z'); // Sat Oct 31 23:30 EDT
    await held('H3', 'completed', '2026-11-01T04:30:00Z'); // Sun Nov 1 00:30 EDT
    await held('H4', 'confirmed', '2026-10-12T14:00:00Z');
    const unscheduled = await held('H5', 'completed', null);
    await statusChange('consultation', unscheduled, 'confirmed', 'completed', '2026-10-20T15:00:00Z');

    // Answer times, received 2026-11-10 to 2026-11-20 (now: 2026-11-20 17:00 UTC).
    const onTime = await inquiry('RI1', '2026-11-10T15:00:00Z');
    await statusChange('service_inquiry', onTime, 'pending', 'contacted', '2026-11-10T16:30:00Z'); // 1.5 h
    await statusChange('service_inquiry', onTime, 'contacted', 'proposal_sent', '2026-11-12T16:30:00Z');
    const late = await inquiry('RI2', '2026-11-11T15:00:00Z');
    await statusChange('service_inquiry', late, 'pending', 'contacted', '2026-11-11T18:00:00Z'); // 3 h
    await inquiry('RI3', '2026-11-12T15:00:00Z'); // never answered: late
    await inquiry('RI4', '2026-11-20T16:00:00Z'); // an hour old: not counted yet
    const justInTime = await inquiry('RI5', '2026-11-13T15:00:00Z');
    await statusChange('service_inquiry', justInTime, 'pending', 'contacted', '2026-11-13T17:00:00Z'); // 2 h exactly
    const byFormerStaff = await inquiry('RI6', '2026-11-16T15:00:00Z');
    // Answered in 30 minutes by a staff member whose account was deleted since.
    await statusChange('service_inquiry', byFormerStaff, 'pending', 'closed', '2026-11-16T15:30:00Z', false);
    const answered = await question('RQ1', '2026-11-10T12:00:00Z');
    await reply(answered, '2026-11-11T11:00:00Z'); // 23 h
    await reply(answered, '2026-11-13T11:00:00Z');
    const slow = await question('RQ2', '2026-11-14T12:00:00Z');
    await reply(slow, '2026-11-15T18:00:00Z'); // 30 h
    await question('RQ3', '2026-11-20T01:00:00Z'); // 16 h old: not counted yet
    await question('RQ4', '2026-11-18T12:00:00Z'); // 53 h, unanswered: late

    // Site visits.
    for (const [day, visitor] of [
      ['2026-09-30', 'a'],
      ['2026-10-01', 'a'],
      ['2026-10-01', 'b'],
      ['2026-10-15', 'a'],
      ['2026-10-31', 'c'],
      ['2026-11-01', 'a'],
    ]) {
      await app.dataSource.query(
        'INSERT INTO site_visits (visited_on, visitor_hash, landing_path) VALUES ($1, $2, $3)',
        [day, visitor.repeat(64), '/'],
      );
    }

    // Proposals.
    const proposal = (row: Record<string, unknown>) =>
      insert('proposals', { client_name: 'Client', client_email: 'client@example.com', title: 'Website', ...row });
    await proposal({ status: 'sent', sent_at: '2026-10-05T15:00:00Z' });
    const revised = await proposal({ status: 'superseded', sent_at: '2026-09-20T15:00:00Z' });
    await proposal({
      status: 'accepted',
      version: 2,
      revises_id: revised,
      sent_at: '2026-10-07T15:00:00Z',
      accepted_at: '2026-10-09T15:00:00Z',
    });
    await proposal({ status: 'accepted', sent_at: '2026-10-20T15:00:00Z', accepted_at: '2026-11-02T15:00:00Z' });
    await proposal({ status: 'draft' });

    // Invoices, payments and refunds.
    const invoiceE = await invoice({
      status: 'partially_refunded',
      amount_cents: 104444,
      paid_cents: 104444,
      refunded_cents: 10000,
      payment_date: '2026-09-30T12:00:00Z',
    });
    const paymentE = await payment(invoiceE, { amount_cents: 100000, succeeded_at: '2026-09-30T12:00:00Z' });
    await payment(invoiceE, { amount_cents: 4444, succeeded_at: '2026-09-01T03:30:00Z' }); // Mon Aug 31 23:30 EDT
    await refund(paymentE, { amount_cents: 10000, created_at: '2026-10-01T03:30:00Z' }); // Wed Sep 30 23:30 EDT
    const invoiceA = await invoice({
      status: 'paid',
      amount_cents: 50000,
      paid_cents: 50000,
      payment_date: '2026-10-10T15:00:00Z',
    });
    const paymentA = await payment(invoiceA, {
      method: 'wire',
      provider: null,
      amount_cents: 50000,
      succeeded_at: '2026-10-10T15:00:00Z',
    });
    await refund(paymentA, { amount_cents: 20000, status: 'pending', created_at: '2026-10-12T15:00:00Z' });
    await refund(paymentA, { amount_cents: 5000, status: 'failed', created_at: '2026-10-13T15:00:00Z' });
    const invoiceB = await invoice({
      status: 'refunded',
      amount_cents: 85000,
      credits_applied_cents: 5000,
      paid_cents: 80000,
      refunded_cents: 80000,
      payment_date: '2026-10-20T15:00:00Z',
    });
    const paymentB = await payment(invoiceB, {
      amount_cents: 80000,
      credits_cents: 5000,
      succeeded_at: '2026-10-20T15:00:00Z',
    });
    await refund(paymentB, { amount_cents: 80000, created_at: '2026-11-02T15:00:00Z' }); // a month after
    const invoiceC = await invoice({
      status: 'paid',
      amount_cents: 30000,
      paid_cents: 30000,
      payment_date: '2026-11-01T03:30:00Z',
    });
    await payment(invoiceC, { amount_cents: 30000, succeeded_at: '2026-11-01T03:30:00Z' }); // Sat Oct 31 23:30 EDT
    const unmatched = await payment(invoiceC, {
      amount_cents: 7000,
      currency: 'EUR',
      status: 'unmatched',
      succeeded_at: '2026-10-15T15:00:00Z',
    });
    await refund(unmatched, { amount_cents: 7000, created_at: '2026-10-16T15:00:00Z' });
    const invoiceD = await invoice({
      status: 'sent',
      amount_cents: 100000,
      credits_applied_cents: 1000,
      paid_cents: 26000,
      due_date: '2026-12-01T05:00:00Z',
    });
    await payment(invoiceD, { amount_cents: 20000, succeeded_at: '2026-11-03T15:00:00Z' });
    await payment(invoiceD, {
      method: 'credit',
      provider: null,
      amount_cents: 0,
      credits_cents: 1000,
      succeeded_at: '2026-11-03T15:00:00Z',
    });
    await payment(invoiceD, { amount_cents: 6000, succeeded_at: '2026-12-01T04:30:00Z' }); // Mon Nov 30 23:30 EST
    await payment(invoiceD, { amount_cents: 999, status: 'pending' });
    await invoice({ status: 'sent', amount_cents: 40000, due_date: '2026-11-19T05:00:00Z' }); // past due
    await invoice({ status: 'overdue', amount_cents: 25000, paid_cents: 5000, due_date: '2026-10-01T04:00:00Z' });
    await invoice({ status: 'sent', amount_cents: 15000 }); // no due date
    await invoice({ status: 'draft', amount_cents: 99900, due_date: '2026-11-01T04:00:00Z' });
    await invoice({ status: 'cancelled', amount_cents: 50000, due_date: '2026-11-01T04:00:00Z' });

    // Referrals: one code, its visits, sign-ups and conversions.
    const referrer = await user('referrer@example.com', '2026-01-05T15:00:00Z');
    const referral = await insert('referrals', { referrer_user_id: referrer, code: 'ABCD2345' });
    for (const [code, visitor, day] of [
      ['ABCD2345', 'a', '2026-09-30'],
      ['ABCD2345', 'a', '2026-10-02'],
      ['ABCD2345', 'a', '2026-10-03'],
      ['ABCD2345', 'b', '2026-10-03'],
      ['ZZZZ9999', 'c', '2026-10-31'],
      ['ABCD2345', 'a', '2026-11-01'],
    ]) {
      await insert('referral_visits', { referral_code: code, visitor_hash: visitor.repeat(64), visited_on: day });
    }
    const u1 = await user('u1@example.com', '2026-10-05T15:00:00Z', 'ABCD2345');
    const u2 = await user('u2@example.com', '2026-10-31T03:30:00Z', 'ABCD2345');
    const u3 = await user('u3@example.com', '2026-11-01T03:30:00Z', 'ABCD2345'); // Sat Oct 31 23:30 EDT
    const u4 = await user('u4@example.com', '2026-09-30T15:00:00Z', 'ABCD2345');
    const u5 = await user('u5@example.com', '2026-10-10T15:00:00Z');
    const conversion = (
      referredUserId: string,
      status: string,
      createdAt: string,
      creditCents: number | null = 10000,
    ) =>
      insert('referral_conversions', {
        referral_id: referral,
        referred_user_id: referredUserId,
        status,
        credit_cents: creditCents,
        rejected_reason: status === 'rejected' ? 'same_person' : null,
        created_at: createdAt,
      });
    await conversion(u1, 'awarded', '2026-10-12T15:00:00Z');
    await conversion(u2, 'reversed', '2026-10-20T15:00:00Z');
    await conversion(u3, 'rejected', '2026-10-25T15:00:00Z', null);
    await conversion(u4, 'awarded', '2026-09-28T15:00:00Z');
    await conversion(u5, 'awarded', '2026-11-01T04:30:00Z'); // Sun Nov 1 00:30 EDT
  }, 120_000);
  afterAll(() => app.close());

  it('counts leads per New York week, every week present, a Sunday-night lead of the DST week in that week', async () => {
    const { body } = await get('leads-per-week?from=2026-10-26&to=2026-11-08');
    expect(body).toEqual({
      from: '2026-10-26',
      to: '2026-11-08',
      weeks: [
        // C1, C2 (Sun Nov 1 23:30 EST, Monday in UTC); I2; Q1. C0 (Sun Oct 25 EDT) is before the range.
        { weekStart: '2026-10-26', consultations: 2, serviceInquiries: 1, generalQuestions: 1 },
        // C3; I1 (Sun Nov 8 23:59 EST); Q2, Q3. C9 (Mon Nov 9 00:00 EST) is after it.
        { weekStart: '2026-11-02', consultations: 1, serviceInquiries: 1, generalQuestions: 2 },
      ],
    });

    const partial = await get('leads-per-week?from=2026-10-28&to=2026-11-03');
    expect(partial.body.weeks).toEqual([
      { weekStart: '2026-10-26', consultations: 1, serviceInquiries: 1, generalQuestions: 1 }, // C2; I2; Q1
      { weekStart: '2026-11-02', consultations: 1, serviceInquiries: 0, generalQuestions: 1 }, // C3; Q2
    ]);

    const empty = await get('leads-per-week?from=2025-12-29&to=2026-01-11');
    expect(empty.body.weeks).toEqual([
      { weekStart: '2025-12-29', consultations: 0, serviceInquiries: 0, generalQuestions: 0 },
      { weekStart: '2026-01-05', consultations: 0, serviceInquiries: 0, generalQuestions: 0 },
    ]);
  });

  it('follows the funnel of October: visits, leads, consultations held, proposals, invoices paid', async () => {
    const { body } = await get('funnel?from=2026-10-01&to=2026-10-31');
    expect(body).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
      visits: 4, // Oct 1 (a, b), Oct 15 (a), Oct 31 (c)
      leads: 4, // C0 (Oct 25 EDT), C1, I2, Q1; not Q0 (Sep 30 EDT) nor C2 (Nov 1 EST)
      consultationsHeld: 3, // H1, H2 (Oct 31 23:30 EDT), H5 (no time: completed Oct 20); not H3, H4
      proposalsSent: 2, // first versions sent Oct 5 and Oct 20; the revision sent Oct 7 is not a new proposal
      proposalsAccepted: 1, // the revision, Oct 9
      invoicesPaid: 3, // A, B (since refunded), C (Oct 31 23:30 EDT); not E (Sep 30), D (part paid)
    });
  });

  it('nets revenue per New York month: a refund in its own month, a 23:30 payment in its month, no credits', async () => {
    const { body } = await get('revenue?from=2026-09-15&to=2026-11-05');
    expect(body).toEqual({
      from: '2026-09-15',
      to: '2026-11-05',
      currency: 'USD',
      months: [
        // E's payment (not the one of Aug 31 23:30 EDT); E's refund of Sep 30 23:30 EDT.
        { month: '2026-09', grossCents: 100000, refundedCents: 10000, netCents: 90000 },
        // A (wire) 50000 + B 80000 (not its 5000 of credits) + C 30000 (Oct 31 23:30 EDT); A's pending and failed
        // refunds and the EUR payment and its refund count for nothing.
        { month: '2026-10', grossCents: 160000, refundedCents: 0, netCents: 160000 },
        // D 20000 + 6000 (Nov 30 23:30 EST), B's full refund of Nov 2.
        { month: '2026-11', grossCents: 26000, refundedCents: 80000, netCents: -54000 },
      ],
    });
  });

  it('sums what clients owe now and what of it is past due', async () => {
    const { body } = await get('receivables');
    expect(body).toEqual({
      asOf: NOW.toISOString(),
      currency: 'USD',
      outstandingCents: 148000, // D 100000 − 1000 − 26000, 40000 sent past due, 25000 − 5000 overdue, 15000 no due date
      outstandingCount: 4,
      overdueCents: 60000, // 40000 (due Nov 19) + 20000 (marked overdue)
      overdueCount: 2,
    });
  });

  it('measures answers against 2 and 24 hours: late and unanswered count, leads within their target wait', async () => {
    const { body } = await get('response-times?from=2026-11-10&to=2026-11-20');
    expect(body).toEqual({
      from: '2026-11-10',
      to: '2026-11-20',
      // RI1 (1.5 h), RI5 (2 h) and RI6 (0.5 h) on time; RI2 (3 h) and RI3 (unanswered) late; RI4 waits.
      inquiries: { received: 5, answeredOnTime: 3, targetHours: 2 },
      // RQ1 (23 h) on time; RQ2 (30 h) and RQ4 (unanswered, 53 h) late; RQ3 waits.
      questions: { received: 3, answeredOnTime: 1, targetHours: 24 },
    });

    const none = await get('response-times?from=2026-01-01&to=2026-01-31');
    expect(none.body.inquiries).toEqual({ received: 0, answeredOnTime: 0, targetHours: 2 });
  });

  it('lists the late answers, most recent first, a page at a time', async () => {
    const first = await get('response-times/late?from=2026-11-10&to=2026-11-20&pageSize=3');
    expect(first.body).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect(first.body.items).toEqual([
      {
        kind: 'general_question',
        id: expect.any(String),
        name: 'RQ4 Test',
        email: 'rq4@example.com',
        receivedAt: '2026-11-18T12:00:00.000Z',
        answeredAt: null,
        minutesToAnswer: null,
      },
      {
        kind: 'general_question',
        id: expect.any(String),
        name: 'RQ2 Test',
        email: 'rq2@example.com',
        receivedAt: '2026-11-14T12:00:00.000Z',
        answeredAt: '2026-11-15T18:00:00.000Z',
        minutesToAnswer: 1800,
      },
      expect.objectContaining({ kind: 'service_inquiry', name: 'RI3 Test', answeredAt: null, minutesToAnswer: null }),
    ]);
    const second = await get('response-times/late?from=2026-11-10&to=2026-11-20&pageSize=3&page=2');
    expect(second.body.total).toBe(4);
    expect(
      second.body.items.map((item: { name: string; minutesToAnswer: number | null }) => [
        item.name,
        item.minutesToAnswer,
      ]),
    ).toEqual([['RI2 Test', 180]]);
    const past = await get('response-times/late?from=2026-11-10&to=2026-11-20&pageSize=3&page=3');
    expect(past.body).toEqual({ items: [], total: 4, page: 3, pageSize: 3 });
  });

  it('ranks the services and budgets leads asked for', async () => {
    const { body } = await get('top-requests?from=2026-10-26&to=2026-11-08');
    expect(body).toEqual({
      from: '2026-10-26',
      to: '2026-11-08',
      // C1 (web, marketing), C2 (web), C3 (branding), I1 (web, systems), I2 (marketing); not C0, C9.
      services: [
        { service: WEB, count: 3 },
        { service: MARKETING, count: 2 },
        { service: BRANDING, count: 1 },
        { service: SYSTEMS, count: 1 },
      ],
      budgets: [
        { budget: '$3,000 - $5,000 USD', count: 3 }, // C1, C3, I1
        { budget: '$20,000 - $50,000 USD', count: 1 }, // I2
        { budget: '$5,000 - $10,000 USD', count: 1 }, // C2
      ],
    });
  });

  it("counts the referral programme's visits, sign-ups and conversions of October", async () => {
    const { body } = await get('referrals?from=2026-10-01&to=2026-10-31');
    expect(body).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
      visits: 4, // Oct 2 (a), Oct 3 (a, b), Oct 31 (another code, c)
      signUps: 3, // u1, u2, u3 (Oct 31 23:30 EDT); not u4 (September) nor u5 (no code)
      conversions: 1, // u1
      reversed: 1, // u2
      rejected: 1, // u3
      creditsGrantedCents: 20000, // u1 and u2 were each granted 10000
    });
  });

  it('defaults to the last 30 days up to today in New York', async () => {
    const { body } = await get('funnel');
    expect(body).toMatchObject({ from: '2026-10-22', to: '2026-11-20' });
    // C1, C2, C3, C9, I1, I2, Q1 to Q3, and RI1 to RI6, RQ1 to RQ4 (all received Oct 22 to Nov 20).
    expect(body.leads).toBe(20);
  });

  it('answers 400 in the error shape for a range backwards, too long or of days that do not exist', async () => {
    for (const query of [
      'from=2026-11-02&to=2026-11-01',
      'from=2025-01-01&to=2027-01-02',
      'from=2026-02-30&to=2026-03-01',
      'from=11/01/2026&to=2026-11-30',
    ]) {
      const { body } = await staff.get(`/api/admin/dashboard/funnel?${query}`).expect(400);
      expect(body).toMatchObject({ statusCode: 400, message: expect.any(String) });
    }
    const lastLongest = await get('leads-per-week?from=2025-01-01&to=2027-01-01'); // 731 days
    expect(lastLongest.body.weeks).toHaveLength(105);
  });

  it('is for staff only', async () => {
    for (const path of [
      'leads-per-week',
      'funnel',
      'revenue',
      'receivables',
      'response-times',
      'response-times/late',
      'top-requests',
      'referrals',
    ]) {
      await customer.get(`/api/admin/dashboard/${path}`).expect(403);
      await request(app.app.getHttpServer()).get(`/api/admin/dashboard/${path}`).expect(401);
    }
  });
});
