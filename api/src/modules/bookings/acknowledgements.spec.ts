import { In } from 'typeorm';
import { signUpVerified } from '../../../test/auth-helpers';
import { createReplica, createTestApp, TestApp } from '../../../test/test-app';
import { EmailPayload, OutboxMessageEntity } from '../notifications/outbox/outbox-message.entity';
import { BUSINESS_STAGES, BUSINESS_TYPES, OFFERED_SERVICES } from './bookings.constants';
import { ConsultationEntity } from './entities/consultation.entity';
import { GeneralQuestionEntity } from './entities/general-question.entity';
import { FREE_RESCHEDULE_NOTE } from './lifecycle/reschedule-policy';
import { ServiceInquiryEntity } from './entities/service-inquiry.entity';
import { withBotCheck } from '../../../test/bot-check';

/**
 * Issue 23, point 8: the lead forms must not make the company a mail relay. An acknowledgement to an
 * address the visitor did not prove echoes nothing they typed (their name and message stay in the staff
 * alert), and one address receives at most LEAD_ACKNOWLEDGEMENTS_PER_DAY (3) acknowledgements a day,
 * whatever the forms say, at once or not, on every replica.
 */
const STAFF = 'staff@inspivision.test';
const ACKNOWLEDGEMENTS = ['bookings.consultation-received', 'bookings.inquiry-received', 'bookings.question-received'];

/** What a spammer types: none of it may reach the victim's inbox. */
const SPAM = {
  firstName: 'Zqxfirst',
  lastName: 'Zqxlast',
  phone: '+1 404 555 0199',
  message: 'Zqxmessage: claim your prize at https://evil.example/prize',
};
// Whole words: a short marker can turn up by chance in a link's random token or id.
const SPAM_MARKERS = ['Zqxfirst', 'Zqxlast', 'Zqxmessage', 'evil.example', '555 0199'];

const contact = (email: string) => ({ ...SPAM, email, country: 'United States' });
const FORMS = {
  consultation: (email: string) => ({
    path: '/api/consultations',
    body: {
      ...contact(email),
      businessType: BUSINESS_STAGES[1],
      servicesInterested: [OFFERED_SERVICES[0]],
      budget: '$3,000 - $5,000 USD',
    },
  }),
  inquiry: (email: string) => ({
    path: '/api/service-inquiry',
    body: {
      ...contact(email),
      businessType: BUSINESS_TYPES[1],
      servicesInterested: [OFFERED_SERVICES[2]],
      budget: '$3,000 - $5,000 USD',
    },
  }),
  question: (email: string) => ({
    path: '/api/general-question',
    body: { ...contact(email), serviceQuestion: 'General Business Consulting' },
  }),
};
const FORM_LIST = Object.values(FORMS);

// One test client plays every visitor: the per-IP (and, before this fix, per-account) request
// limits are out of the way.
const ENV = {
  ADMIN_EMAILS: STAFF,
  LEAD_RATE_LIMIT_PER_IP: '1000',
  PENDING_CONSULTATIONS_PER_EMAIL: '1000',
  PENDING_CONSULTATIONS_PER_IP: '1000',
  AUTH_RATE_LIMIT_PER_IP: '1000',
  AUTH_RATE_LIMIT_PER_ACCOUNT: '1000',
};

describe('acknowledgements of the lead forms', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ env: ENV });
  });
  afterAll(() => app.close());

  const outbox = () => app.dataSource.getRepository(OutboxMessageEntity);
  const acknowledgementsTo = (email: string, on: TestApp = app) =>
    on.dataSource.getRepository(OutboxMessageEntity).findBy({ recipient: email, template: In(ACKNOWLEDGEMENTS) });
  const wholeMail = (row: OutboxMessageEntity) => {
    const payload = row.payload as EmailPayload;
    return `${payload.subject}\n${payload.text}\n${payload.html}`;
  };
  const leadsTo = async (email: string, on: TestApp = app) =>
    (await on.dataSource.getRepository(ConsultationEntity).countBy({ contact: { email } })) +
    (await on.dataSource.getRepository(ServiceInquiryEntity).countBy({ contact: { email } })) +
    (await on.dataSource.getRepository(GeneralQuestionEntity).countBy({ contact: { email } }));
  /** The staff alerts about leads from `email` (their text names the leads table searched for it). */
  const staffAlertsAbout = async (email: string) =>
    (await outbox().findBy({ recipient: STAFF, template: 'staff.new-lead' })).filter((row) =>
      (row.payload as EmailPayload).text.includes(`search=${encodeURIComponent(email)}`),
    );

  it.each(Object.entries(FORMS))(
    'the %s form: an acknowledgement to an address the visitor did not prove echoes nothing they typed',
    async (_form, make) => {
      const victim = `victim-${_form}@example.com`;
      const { path, body } = make(victim);
      await app.http
        .post(path)
        .send(await withBotCheck(app.http, body))
        .expect(201);

      const [acknowledgement] = await acknowledgementsTo(victim);
      const mail = wholeMail(acknowledgement);
      for (const marker of SPAM_MARKERS) expect(mail).not.toContain(marker);
      expect(mail).toContain('Hello,');
      expect(mail).toContain('If you did not send this request, you can ignore this e-mail.');

      const [alert] = await staffAlertsAbout(victim);
      expect(wholeMail(alert)).toContain('Zqxfirst Zqxlast');
      expect(wholeMail(alert)).toContain(SPAM.message);
    },
  );

  it("keeps the consultation's reschedule link to the booking's choices for such an address", async () => {
    const victim = 'victim-links@example.com';
    const booked = await app.http
      .post(FORMS.consultation(victim).path)
      .send(await withBotCheck(app.http, FORMS.consultation(victim).body))
      .expect(201);
    const [acknowledgement] = await acknowledgementsTo(victim);
    const link = new URL(/Reschedule here: (\S+)/.exec((acknowledgement.payload as EmailPayload).text)![1]);
    expect([...link.searchParams.keys()].sort()).toEqual(['id', 'token']);
    // Its prefill names the choices, and nothing typed.
    const prefill = await app.http
      .get(`/api/consultations/${booked.body.id}/reschedule-prefill`)
      .query({ token: link.searchParams.get('token') })
      .expect(200);
    for (const marker of SPAM_MARKERS) expect(JSON.stringify(prefill.body)).not.toContain(marker);
    expect(prefill.body).toEqual({
      id: booked.body.id,
      rescheduleTerms: FREE_RESCHEDULE_NOTE,
      firstName: null,
      lastName: null,
      email: victim,
      phone: null,
      country: 'United States',
      businessType: BUSINESS_STAGES[1],
      servicesInterested: [OFFERED_SERVICES[0]],
      budget: '$3,000 - $5,000 USD',
      message: null,
    });
  });

  it('echoes the name and question to the address of the account the visitor is signed in with', async () => {
    const owner = await signUpVerified(app, 'owner@example.com', 'Olga');
    const asked = { ...FORMS.question('owner@example.com').body, firstName: 'Olga', message: 'Do you do audits?' };
    await owner
      .post('/api/general-question')
      .send(await withBotCheck(owner, asked))
      .expect(201);
    const [own] = await acknowledgementsTo('owner@example.com');
    expect((own.payload as EmailPayload).text).toContain('Hi Olga,');
    expect((own.payload as EmailPayload).text).toContain('Your question: Do you do audits?');

    // Signed in, but typing someone else's address proves nothing about it.
    await owner
      .post('/api/general-question')
      .send(await withBotCheck(owner, FORMS.question('victim-signed-in@example.com').body))
      .expect(201);
    const [theirs] = await acknowledgementsTo('victim-signed-in@example.com');
    for (const marker of SPAM_MARKERS) expect(wholeMail(theirs)).not.toContain(marker);
  });

  it('sends one address at most 3 acknowledgements a day, whatever the forms and at once; leads are all kept', async () => {
    const target = 'target@example.com';
    const responses = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const { path, body } = FORM_LIST[i % 3](i % 2 === 0 ? target : target.toUpperCase());
        return app.http.post(path).send(await withBotCheck(app.http, body));
      }),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(12).fill(201));
    expect(await acknowledgementsTo(target)).toHaveLength(3);
    expect(await leadsTo(target)).toBe(12);
    expect(await staffAlertsAbout(target)).toHaveLength(12);

    // A day later, one more goes.
    await app.dataSource.query(
      `UPDATE mail_quotas SET window_started_at = now() - interval '25 hours' WHERE recipient = $1`,
      [target],
    );
    for (let i = 0; i < 2; i++) {
      await app.http
        .post(FORMS.question(target).path)
        .send(await withBotCheck(app.http, FORMS.question(target).body))
        .expect(201);
    }
    expect(await acknowledgementsTo(target)).toHaveLength(5);
  }, 60_000);

  // Replicas share the count only through a shared database: the embedded one is per process.
  (process.env.DATABASE_URL ? it : it.skip)(
    'holds across replicas of one deployment',
    async () => {
      const replica = await createReplica(app, ENV);
      try {
        const target = 'replicas@example.com';
        await Promise.all(
          Array.from({ length: 10 }, async (_, i) => {
            const { path, body } = FORM_LIST[i % 3](target);
            // A replica of its own data directory has its own secret: the challenge comes from the one posted to.
            const { http } = i % 2 === 0 ? app : replica;
            return http
              .post(path)
              .send(await withBotCheck(http, body))
              .expect(201);
          }),
        );
        expect(await acknowledgementsTo(target)).toHaveLength(3);
        expect(await leadsTo(target)).toBe(10);
      } finally {
        await replica.close();
      }
    },
    60_000,
  );

  it("refuses a reschedule whose notice would go to another address than the booking's", async () => {
    const booked = await app.http
      .post(FORMS.consultation('mover@example.com').path)
      .send(await withBotCheck(app.http, FORMS.consultation('mover@example.com').body))
      .expect(201);
    const [acknowledgement] = await acknowledgementsTo('mover@example.com');
    const link = new URL(/Reschedule here: (\S+)/.exec((acknowledgement.payload as EmailPayload).text)![1]);
    const moved = {
      ...FORMS.consultation('victim-moved@example.com').body,
      oldConsultationId: booked.body.id,
      rescheduleToken: link.searchParams.get('token'),
    };
    const refused = await app.http
      .post('/api/consultations')
      .send(await withBotCheck(app.http, moved))
      .expect(400);
    expect(refused.body).toMatchObject({ statusCode: 400, code: 'RESCHEDULE_EMAIL_CHANGED' });
    expect(await outbox().countBy({ recipient: 'victim-moved@example.com' })).toBe(0);
    expect(await leadsTo('victim-moved@example.com')).toBe(0);

    // The same address moves it.
    await app.http
      .post('/api/consultations')
      .send(await withBotCheck(app.http, { ...moved, email: 'Mover@Example.com' }))
      .expect(201);
  });
});
