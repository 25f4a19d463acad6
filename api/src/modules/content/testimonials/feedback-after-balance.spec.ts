import { Browser, signInStaff, signUpVerified } from '../../../../test/auth-helpers';
import { readableMail } from '../../../../test/readable-mail';
import { createTestApp, TestApp } from '../../../../test/test-app';
import { QUEUES } from '../../../infrastructure/queue/queue.constants';
import { ProjectEntity } from '../../projects';

const STAFF = 'staff@example.com';
const DAY_MS = 24 * 3_600_000;
const FEEDBACK_SUBJECT = 'Subject: How did we do? Share your feedback';

describe('testimonials: the feedback request once a project’s balance is paid (docs/modules/content.md)', () => {
  let app: TestApp;
  let staff: Browser;
  let ana: Browser;
  let anaId: string;

  beforeAll(async () => {
    app = await createTestApp({ env: { ADMIN_EMAILS: STAFF, AUTH_RATE_LIMIT_PER_IP: '1000' } });
    staff = await signInStaff(app, STAFF);
    ana = await signUpVerified(app, 'ana@example.com', 'Ana');
    anaId = (await ana.get('/api/auth/user').expect(200)).body.id;
  }, 90_000);
  afterAll(() => app.close());

  /** Staff send Ana a proposal, she accepts it with a deposit: the project, its deposit and balance invoices. */
  const acceptedProject = async (title: string) => {
    const { body: proposal } = await staff
      .post('/api/admin/proposals')
      .send({
        userId: anaId,
        title,
        items: [{ title: 'Website build', quantity: 100, unitPriceCents: 200000 }],
        validUntil: new Date(Date.now() + 30 * DAY_MS).toISOString(),
      })
      .expect(201);
    await staff.post(`/api/admin/proposals/${proposal.id}/send`).expect(200);
    const { body: shown } = await ana.get(`/api/portal/proposals/${proposal.id}`).expect(200);
    const { body: accepted } = await ana
      .post(`/api/portal/proposals/${proposal.id}/accept`)
      .send({
        signerName: 'Ana Lopez',
        consentToElectronicRecords: true,
        intentToSign: true,
        paymentChoice: 'deposit',
        documentSha256: shown.documentSha256,
      })
      .expect(200);
    const project = await app.dataSource
      .getRepository(ProjectEntity)
      .findOneByOrFail({ id: accepted.projectId as string });
    return { project, depositInvoiceId: accepted.invoiceId as string, balanceInvoiceId: project.balanceInvoiceId! };
  };
  /** Staff record money received by wire, then everything its payment set off runs. */
  const payOffline = async (invoiceId: string, amountCents: number) => {
    await staff.post(`/api/admin/invoices/${invoiceId}/payments`).send({ method: 'wire', amountCents }).expect(201);
    await app.queueIdle(QUEUES.events);
    await app.queueIdle(QUEUES.outbox);
  };
  const feedbackRequests = async () =>
    (await app.mails())
      .map(readableMail)
      .filter((mail) => /^To: ana@example\.com$/m.test(mail) && mail.includes(FEEDBACK_SUBJECT));

  it('asks nothing for the deposit; once the balance is paid in full, sends the working feedback link once', async () => {
    const { depositInvoiceId, balanceInvoiceId } = await acceptedProject('Bakery website');
    await payOffline(depositInvoiceId, 100000);
    expect(await feedbackRequests()).toEqual([]);

    await staff.post(`/api/admin/invoices/${balanceInvoiceId}/send`).expect(200);
    // A part of the balance: not paid yet, nothing asked.
    await payOffline(balanceInvoiceId, 40000);
    expect(await feedbackRequests()).toEqual([]);
    await payOffline(balanceInvoiceId, 60000);

    const [mail, ...more] = await feedbackRequests();
    expect(more).toEqual([]);
    expect(mail).toContain('Hi Ana,');
    expect(mail).toContain('Thank you for working with us on Bakery website.');
    const token = new URL(/http:\/\/localhost:3000\/testimonial-form\?token=[\w.-]+/.exec(mail)![0]).searchParams.get(
      'token',
    );
    const { body } = await ana.post('/api/testimonials/validate-token').send({ token }).expect(200);
    expect(body).toEqual({ context: { projectTitle: 'Bakery website', invoiceDescription: null } });
  });
});
