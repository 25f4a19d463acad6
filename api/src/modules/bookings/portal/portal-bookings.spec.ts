import { type Browser, signInStaff, signUpVerified } from '../../../../test/auth-helpers';
import { withBotCheck } from '../../../../test/bot-check';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { UserEntity } from '../../auth';
import { BUSINESS_STAGES, BUSINESS_TYPES, OFFERED_SERVICES } from '../bookings.constants';

const ANA = 'ana.portal@example.com';
const BOB = 'bob.portal@example.com';
const STAFF = 'staff.portal@example.com';

const contact = (email: string) => ({
  firstName: 'Ana',
  lastName: 'Lopez',
  email,
  phone: '+1 404 555 0134',
  country: 'United States',
});
const consultation = (email: string, message = 'I want to open an LLC in Delaware.') => ({
  ...contact(email),
  businessType: BUSINESS_STAGES[1],
  servicesInterested: [OFFERED_SERVICES[0]],
  budget: '$3,000 - $5,000 USD',
  message,
  scheduledAt: null,
});
const inquiry = (email: string) => ({ ...consultation(email), businessType: BUSINESS_TYPES[1] });
const question = (email: string) => ({
  ...contact(email),
  serviceQuestion: 'General Business Consulting',
  message: 'Can a non-resident open a US bank account?',
});

describe('portal bookings: the signed-in client sees their own consultations, inquiries and questions', () => {
  let app: TestApp;
  let ana: Browser;
  let bob: Browser;
  let staff: Browser;
  let bobsConsultation: string;

  const post = async (client: Browser | TestApp['http'], path: string, body: object) =>
    (
      await client
        .post(path)
        .send(await withBotCheck(client, body))
        .expect(201)
    ).body as { id: string };

  beforeAll(async () => {
    app = await createTestApp({
      env: {
        ADMIN_EMAILS: STAFF,
        AUTH_RATE_LIMIT_PER_IP: '1000',
        LEAD_RATE_LIMIT_PER_IP: '1000',
        PENDING_CONSULTATIONS_PER_EMAIL: '1000',
        PENDING_CONSULTATIONS_PER_IP: '1000',
      },
    });
    [ana, bob] = [await signUpVerified(app, ANA), await signUpVerified(app, BOB, 'Bob')];
    // Before any booking: staff are mailed each new lead, and the sign-up reads the first mail.
    staff = await signInStaff(app, STAFF, 'Sam');
  });
  afterAll(() => app.close());

  it('lists a consultation booked while signed in, and one sent signed out to the verified address', async () => {
    const signedIn = await post(ana, '/api/consultations', consultation(ANA, 'Booked signed in'));
    const signedOut = await post(app.http, '/api/consultations', consultation(ANA, 'Booked signed out'));
    bobsConsultation = (await post(bob, '/api/consultations', consultation(BOB))).id;
    const res = await ana.get('/api/portal/bookings/consultations').expect(200);
    expect(res.body).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(res.body.items.map((item: { id: string }) => item.id)).toEqual([signedOut.id, signedIn.id]);
    expect(res.body.items[0]).toEqual({
      id: signedOut.id,
      status: 'pending',
      scheduledAt: null,
      meetingLink: null,
      servicesInterested: [OFFERED_SERVICES[0]],
      createdAt: expect.any(String),
      cancelUrl: expect.stringMatching(new RegExp(`^/cancel-consultation\\?id=${signedOut.id}&token=`)),
      rescheduleUrl: expect.stringMatching(new RegExp(`^/consultation\\?id=${signedOut.id}&token=[^&]+$`)),
    });

    // The portal's cancel link is the e-mails' one: it cancels, then the actions are gone.
    const token = new URL(res.body.items[0].cancelUrl, 'http://site').searchParams.get('token');
    await app.http.post(`/api/consultations/${signedOut.id}/cancel`).send({ token }).expect(200);
    const after = await ana.get('/api/portal/bookings/consultations').expect(200);
    expect(after.body.items[0]).toMatchObject({ id: signedOut.id, status: 'cancelled', cancelUrl: null });
    expect(after.body.items[0].rescheduleUrl).toBeNull();

    // Pages: one item a page, the total on each.
    const second = await ana.get('/api/portal/bookings/consultations?page=2&pageSize=1').expect(200);
    expect(second.body).toMatchObject({ total: 2, page: 2, pageSize: 1, items: [{ id: signedIn.id }] });
  });

  it("never shows a customer another customer's bookings, and asks for a session", async () => {
    const anaInquiry = await post(ana, '/api/service-inquiry', inquiry(ANA));
    const anaQuestion = await post(ana, '/api/general-question', question(ANA));
    const bobQuestion = await post(bob, '/api/general-question', question(BOB));
    // Sent signed out to an address nobody here proved: nobody's.
    await post(app.http, '/api/general-question', question('carol.portal@example.com'));

    const ids = async (client: Browser, path: string) =>
      ((await client.get(`/api/portal/bookings/${path}`).expect(200)).body.items as Array<{ id: string }>).map(
        (item) => item.id,
      );
    expect(await ids(bob, 'consultations')).toEqual([bobsConsultation]);
    expect(await ids(bob, 'service-inquiries')).toEqual([]);
    expect(await ids(bob, 'questions')).toEqual([bobQuestion.id]);
    expect(await ids(ana, 'consultations')).not.toContain(bobsConsultation);
    expect(await ids(ana, 'service-inquiries')).toEqual([anaInquiry.id]);
    expect(await ids(ana, 'questions')).toEqual([anaQuestion.id]);

    for (const path of ['consultations', 'service-inquiries', 'questions']) {
      await app.http.get(`/api/portal/bookings/${path}`).expect(401);
    }
    const questions = await bob.get('/api/portal/bookings/questions').expect(200);
    expect(questions.body.items).toEqual([
      {
        id: bobQuestion.id,
        status: 'pending',
        serviceQuestion: 'General Business Consulting',
        message: 'Can a non-resident open a US bank account?',
        createdAt: expect.any(String),
      },
    ]);
    const inquiries = await ana.get('/api/portal/bookings/service-inquiries').expect(200);
    expect(inquiries.body.items).toEqual([
      {
        id: anaInquiry.id,
        status: 'pending',
        scheduledAt: null,
        meetingLink: null,
        servicesInterested: [OFFERED_SERVICES[0]],
        budget: '$3,000 - $5,000 USD',
        createdAt: expect.any(String),
      },
    ]);
  });

  it("gives staff, and only staff, an account's bookings: the rows its portal lists", async () => {
    const { id: anaId } = await app.dataSource.getRepository(UserEntity).findOneByOrFail({ email: ANA });
    const lists = [
      ['consultations', 'consultations'],
      ['service-inquiries', 'service-inquiries'],
      ['general-questions', 'questions'],
    ];
    for (const [admin, portal] of lists) {
      const own = await ana.get(`/api/portal/bookings/${portal}`).expect(200);
      const res = await staff.get(`/api/admin/${admin}?userId=${anaId}`).expect(200);
      expect(res.body.total).toBe(own.body.total);
      expect(res.body.items.map((item: { id: string }) => item.id)).toEqual(
        own.body.items.map((item: { id: string }) => item.id),
      );
      await bob.get(`/api/admin/${admin}?userId=${anaId}`).expect(403);
    }
    await staff.get('/api/admin/consultations?userId=not-a-uuid').expect(400);
  });
});
