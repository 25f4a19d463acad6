import { createHash } from 'node:crypto';
import {
  Browser,
  browser,
  PASSWORD,
  signInStaff,
  signUpVerified,
  waitForCode,
  waitForMail,
} from '../../../test/auth-helpers';
import { withBotCheck } from '../../../test/bot-check';
import { readableMail } from '../../../test/readable-mail';
import { createTestApp, TestApp } from '../../../test/test-app';
import { InvoiceEntity } from '../billing';
import { ServiceInquiryEntity } from '../bookings';
import { ProjectEntity } from '../projects';
import { OutboxMessageEntity } from '../notifications';
import { verifySealedPdf } from './documents/sealed-pdf-verification';
import { ProposalEventEntity } from './entities/proposal-event.entity';
import { ProposalSignerEntity } from './entities/proposal-signer.entity';
import { ProposalSchedule } from './proposal-schedule';
import { PROPOSAL_CONSENT_TEXT, PROPOSAL_INTENT_TEXT } from './proposals.constants';

const STAFF = 'staff@example.com';
const ANA = 'ana@example.com';
const BOB = 'bob@example.com';
const DAY_MS = 24 * 3_600_000;
/** A 1 × 1 RGBA PNG, as a signature pad's canvas gives one. */
const DRAWN =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const ITEMS = [
  { title: 'LLC formation (Delaware)', quantity: 100, unitPriceCents: 50000 },
  { title: 'Registered agent, first year', quantity: 150, unitPriceCents: 12000, taxRateBasisPoints: 0 },
];

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const binary = (
  response: { on: (event: string, listener: (chunk?: Buffer) => void) => void },
  done: (error: Error | null, body: Buffer) => void,
) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk) => chunks.push(chunk!));
  response.on('end', () => done(null, Buffer.concat(chunks)));
};

interface Proposal {
  id: string;
  status: string;
  version: number;
  documentSha256: string;
  totals: { totalCents: number; depositCents: number; balanceCents: number };
  timeline: {
    kind: string;
    actor: string;
    ip: string | null;
    userAgent: string | null;
    documentSha256: string | null;
    note: string | null;
  }[];
}

describe('proposals: staff send, the client signs, acceptance creates the work (docs/modules/proposals.md)', () => {
  let app: TestApp;
  let staff: Browser;
  let ana: Browser;
  let bob: Browser;
  let anaId: string;

  beforeAll(async () => {
    app = await createTestApp({ env: { ADMIN_EMAILS: STAFF, AUTH_RATE_LIMIT_PER_IP: '1000' } });
    staff = await signInStaff(app, STAFF);
    ana = await signUpVerified(app, ANA);
    bob = await signUpVerified(app, BOB, 'Bob');
    anaId = (await ana.get('/api/auth/user').expect(200)).body.id;
  }, 60_000);
  afterAll(() => app.close());

  const draft = async (extra: object = {}): Promise<Proposal> =>
    (
      await staff
        .post('/api/admin/proposals')
        .send({
          userId: anaId,
          title: 'Delaware LLC formation',
          items: ITEMS,
          taxRateBasisPoints: 825,
          discountBasisPoints: 1000,
          validUntil: new Date(Date.now() + 30 * DAY_MS).toISOString(),
          ...extra,
        })
        .expect(201)
    ).body;
  const sent = async (extra: object = {}): Promise<Proposal> => {
    const proposal = await draft(extra);
    return (await staff.post(`/api/admin/proposals/${proposal.id}/send`).expect(200)).body;
  };
  const acceptance = (proposal: Proposal, extra: object = {}) => ({
    signerName: 'Ana Lopez',
    signaturePng: DRAWN,
    consentToElectronicRecords: true,
    intentToSign: true,
    paymentChoice: 'deposit',
    documentSha256: proposal.documentSha256,
    ...extra,
  });
  const adminGet = async (id: string): Promise<Proposal> =>
    (await staff.get(`/api/admin/proposals/${id}`).expect(200)).body;
  const repository = <T extends object>(entity: new () => T) => app.dataSource.getRepository(entity);
  const mailsWith = async (text: string) => (await app.mails()).map(readableMail).filter((eml) => eml.includes(text));

  it('prices a draft by the invoices’ rule, sends it with its hash, and records the first open once', async () => {
    const proposal = await draft();
    // 500.00 + 1.5 × 120.00, 10% off before tax, 8.25% on the first line only (the second is exempt).
    expect(proposal.totals).toMatchObject({
      subtotalCents: 68000,
      discountCents: 6800,
      taxCents: 3713,
      totalCents: 64913,
      depositBasisPoints: 5000,
      depositCents: 32457,
      balanceCents: 32456,
      allowFullPayment: true,
    });
    expect(proposal.status).toBe('draft');
    await ana.get(`/api/portal/proposals/${proposal.id}`).expect(404); // a draft is not the client's yet

    const { body: sentProposal } = await staff.post(`/api/admin/proposals/${proposal.id}/send`).expect(200);
    expect(sentProposal.status).toBe('sent');
    expect(sentProposal.documentSha256).toMatch(/^[0-9a-f]{64}$/);
    const mail = readableMail(await waitForMail(app, ANA, 2));
    expect(mail).toContain(`/portal/proposals/${proposal.id}`);
    expect(mail).toContain('proposal.pdf');

    const { body: seen } = await ana
      .get(`/api/portal/proposals/${proposal.id}`)
      .set('User-Agent', 'ProposalTest/1.0')
      .expect(200);
    expect(seen).toMatchObject({
      status: 'viewed',
      documentSha256: sentProposal.documentSha256,
      consentText: PROPOSAL_CONSENT_TEXT,
      intentText: PROPOSAL_INTENT_TEXT,
      totals: { totalCents: 64913 },
    });
    await ana.get(`/api/portal/proposals/${proposal.id}`).expect(200);
    const viewed = (await adminGet(proposal.id)).timeline.filter((event) => event.kind === 'viewed');
    expect(viewed).toHaveLength(1);
    expect(viewed[0]).toMatchObject({
      actor: 'client',
      userAgent: 'ProposalTest/1.0',
      documentSha256: sentProposal.documentSha256,
    });
    expect(viewed[0].ip).toBeTruthy();

    const pdf = await ana.get(`/api/portal/proposals/${proposal.id}/pdf`).buffer(true).parse(binary).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(sha256(pdf.body as Buffer)).toBe(sentProposal.documentSha256);

    const { body: list } = await ana.get('/api/portal/proposals').expect(200);
    expect(list.items.map((row: { id: string }) => row.id)).toContain(proposal.id);
  });

  it('is a 404 to another customer, whatever they try', async () => {
    const proposal = await sent();
    await bob.get(`/api/portal/proposals/${proposal.id}`).expect(404);
    await bob.get(`/api/portal/proposals/${proposal.id}/pdf`).expect(404);
    await bob.post(`/api/portal/proposals/${proposal.id}/decline`).send({ reason: 'Not mine' }).expect(404);
    await bob.post(`/api/portal/proposals/${proposal.id}/accept`).send(acceptance(proposal)).expect(404);
    expect((await bob.get('/api/portal/proposals').expect(200)).body).toMatchObject({ items: [], total: 0 });
    expect((await adminGet(proposal.id)).status).toBe('sent');
  });

  it('invites the person of a service inquiry to sign up, and the link lands on the proposal', async () => {
    const carol = 'carol@example.com';
    const inquiry = await repository(ServiceInquiryEntity).save({
      contact: { firstName: 'Carol', lastName: 'Diaz', email: carol, phone: null, country: 'United States' },
      name: 'Carol Diaz',
      businessType: 'Bakery',
      servicesInterested: ['Website & App Development'],
      budget: '$3,000 - $5,000 USD',
      message: 'A site for the bakery',
    });
    const { body: proposal } = await staff
      .post('/api/admin/proposals')
      .send({
        serviceInquiryId: inquiry.id,
        title: 'Bakery website',
        items: ITEMS,
        validUntil: new Date(Date.now() + 20 * DAY_MS).toISOString(),
      })
      .expect(201);
    expect(proposal).toMatchObject({
      clientName: 'Carol Diaz',
      clientEmail: carol,
      userId: null,
      serviceInquiryId: inquiry.id,
      service: 'Website & App Development',
    });
    await staff.post(`/api/admin/proposals/${proposal.id}/send`).expect(200);
    const invitation = readableMail(await waitForMail(app, carol));
    expect(invitation).toContain(`/auth?redirect=${encodeURIComponent(`/portal/proposals/${proposal.id}`)}`);

    const client = browser(app);
    await client
      .post('/api/auth/signup')
      .send(await withBotCheck(client, { email: carol, password: PASSWORD, firstName: 'Carol', lastName: 'Diaz' }))
      .expect(201);
    await client
      .post('/api/auth/verify-email')
      .send({ email: carol, code: await waitForCode(app, carol, 2), password: PASSWORD })
      .expect(200);
    const { body: seen } = await client.get(`/api/portal/proposals/${proposal.id}`).expect(200);
    expect(seen.status).toBe('viewed');
    const { body: accepted } = await client
      .post(`/api/portal/proposals/${proposal.id}/accept`)
      .send({ ...acceptance(seen), signerName: 'Carol Diaz' })
      .expect(200);
    const project = await repository(ProjectEntity).findOneByOrFail({ id: accepted.projectId });
    expect(project).toMatchObject({
      serviceInquiryId: inquiry.id,
      service: 'Website & App Development',
      proposalId: proposal.id,
    });
    const steps = await app.dataSource.query<{ title: string }[]>(
      'SELECT title FROM project_steps WHERE project_id = $1 ORDER BY order_index',
      [project.id],
    );
    expect(steps.map((step) => step.title)).toEqual([
      'Discovery and sitemap',
      'Design',
      'Build',
      'Review and revisions',
      'Launch',
    ]);
  });

  it('accepting creates the project, issues the deposit invoice, drafts the balance, seals and sends the signed PDF', async () => {
    const proposal = await sent();
    const { body: shown } = await ana.get(`/api/portal/proposals/${proposal.id}`).expect(200);
    const { body } = await ana
      .post(`/api/portal/proposals/${proposal.id}/accept`)
      .set('User-Agent', 'ProposalTest/2.0')
      .send(acceptance(shown))
      .expect(200);
    expect(body.payUrl).toMatch(/\/pay-invoice\/[A-Za-z0-9_-]{22}$/);
    expect(body.proposal).toMatchObject({
      status: 'accepted',
      paymentChoice: 'deposit',
      payUrl: body.payUrl,
      sealed: true,
    });
    expect(body.proposal.signature).toMatchObject({
      name: 'Ana Lopez',
      email: ANA,
      drawn: true,
      userAgent: 'ProposalTest/2.0',
      documentSha256: proposal.documentSha256,
    });

    const project = await repository(ProjectEntity).findOneByOrFail({ id: body.projectId });
    expect(project).toMatchObject({
      status: 'awaiting_deposit',
      userId: anaId,
      proposalId: proposal.id,
      totalAmountCents: 64913,
      depositAmountCents: 32457,
      balanceAmountCents: 32456,
    });
    const count = async (table: string) =>
      Number(
        (await app.dataSource.query(`SELECT count(*) AS n FROM ${table} WHERE project_id = $1`, [project.id]))[0].n,
      );
    expect(await count('project_steps')).toBe(4); // DEFAULT_PROJECT_STEPS: no service
    expect(await count('onboarding_tasks')).toBe(4);
    const deposit = await repository(InvoiceEntity).findOneByOrFail({ id: project.depositInvoiceId! });
    const balance = await repository(InvoiceEntity).findOneByOrFail({ id: project.balanceInvoiceId! });
    expect(deposit).toMatchObject({
      id: body.invoiceId,
      status: 'sent',
      amountCents: 32457,
      projectId: project.id,
      userId: anaId,
    });
    expect(balance).toMatchObject({ status: 'draft', amountCents: 32456, projectId: project.id });
    expect(body.payUrl).toContain(deposit.publicId);

    const detail = await adminGet(proposal.id);
    expect(detail.timeline.map((event) => event.kind)).toEqual([
      'created',
      'sent',
      'viewed',
      'signed',
      'accepted',
      'sealed',
    ]);
    const sealed = await ana
      .get(`/api/portal/proposals/${proposal.id}/sealed-pdf`)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(verifySealedPdf(sealed.body as Buffer).valid).toBe(true);
    expect(sha256(sealed.body as Buffer)).toBe((detail as unknown as { sealedPdfSha256: string }).sealedPdfSha256);
    await app.queueIdle('outbox');
    expect((await mailsWith('Subject: Signed: Delaware LLC formation')).length).toBeGreaterThanOrEqual(2); // the client and staff
    const tampered = Buffer.from(sealed.body as Buffer);
    tampered[Math.floor(tampered.length / 3)] ^= 0xff;
    expect(verifySealedPdf(tampered).valid).toBe(false);

    // Pressed again: the same answer, nothing new.
    const again = await ana.post(`/api/portal/proposals/${proposal.id}/accept`).send(acceptance(shown)).expect(200);
    expect(again.body).toMatchObject({ projectId: body.projectId, invoiceId: body.invoiceId });
    const declined = await ana
      .post(`/api/portal/proposals/${proposal.id}/decline`)
      .send({ reason: 'Too late' })
      .expect(409);
    expect(declined.body.code).toBe('PROPOSAL_NOT_SIGNABLE');

    // The deposit paid (here offline, by staff): billing's InvoicePaid starts the project.
    await staff
      .post(`/api/admin/invoices/${deposit.id}/payments`)
      .send({ method: 'wire', amountCents: 32457 })
      .expect(201);
    await app.queueIdle('domain-events');
    expect(await repository(ProjectEntity).findOneByOrFail({ id: project.id })).toMatchObject({ status: 'active' });
  });

  it('20 concurrent accepts make one project, one invoice and one accepted event', async () => {
    const proposal = await sent();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        ana.post(`/api/portal/proposals/${proposal.id}/accept`).send(acceptance(proposal, { paymentChoice: 'full' })),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((answer) => answer.body.invoiceId)).size).toBe(1);
    const projects = await repository(ProjectEntity).findBy({ proposalId: proposal.id });
    expect(projects).toHaveLength(1);
    const invoices = await repository(InvoiceEntity).findBy({ projectId: projects[0].id });
    expect(invoices).toHaveLength(1); // the whole total: no balance to invoice
    expect(invoices[0]).toMatchObject({
      amountCents: proposal.totals.totalCents,
      status: 'sent',
      subtotalCents: 68000,
      taxCents: 3713,
    });
    expect(await repository(ProposalEventEntity).countBy({ proposalId: proposal.id, kind: 'accepted' })).toBe(1);
    expect(await repository(ProposalSignerEntity).countBy({ proposalId: proposal.id })).toBe(1);
  });

  it('refuses full payment where staff turned it off, a changed document, and bad signatures', async () => {
    const proposal = await sent({ allowFullPayment: false, depositBasisPoints: 3000 });
    const url = `/api/portal/proposals/${proposal.id}/accept`;
    expect(
      (
        await ana
          .post(url)
          .send(acceptance(proposal, { paymentChoice: 'full' }))
          .expect(400)
      ).body.message,
    ).toMatch(/full payment is not offered/);
    const changed = await ana
      .post(url)
      .send(acceptance(proposal, { documentSha256: '0'.repeat(64) }))
      .expect(409);
    expect(changed.body).toMatchObject({ code: 'PROPOSAL_DOCUMENT_CHANGED' });
    await ana
      .post(url)
      .send(acceptance(proposal, { consentToElectronicRecords: false }))
      .expect(400);
    await ana
      .post(url)
      .send(acceptance(proposal, { intentToSign: undefined }))
      .expect(400);
    await ana
      .post(url)
      .send(acceptance(proposal, { signaturePng: 'data:image/png;base64,AAAA' }))
      .expect(400);
    await ana
      .post(url)
      .send(acceptance(proposal, { signaturePng: 'data:image/jpeg;base64,AAAA' }))
      .expect(400);
    const { body } = await ana
      .post(url)
      .send(acceptance(proposal, { signaturePng: undefined }))
      .expect(200);
    expect(body.proposal.signature.drawn).toBe(false);
    const invoice = await repository(InvoiceEntity).findOneByOrFail({ id: body.invoiceId });
    expect(invoice.amountCents).toBe(proposal.totals.depositCents);
    expect(proposal.totals.depositCents).toBe(Math.round(proposal.totals.totalCents * 0.3));
  });

  it('revising supersedes the sent version: it can no longer be signed or declined (409 with a message)', async () => {
    const proposal = await sent();
    await staff.patch(`/api/admin/proposals/${proposal.id}`).send({ title: 'Changed' }).expect(409);
    const { body: revision } = await staff.post(`/api/admin/proposals/${proposal.id}/revise`).expect(201);
    expect(revision).toMatchObject({ version: 2, status: 'draft', revisesId: proposal.id });
    await staff
      .patch(`/api/admin/proposals/${revision.id}`)
      .send({ items: [{ title: 'Less work', quantity: 100, unitPriceCents: 40000 }] })
      .expect(200);
    const old = await adminGet(proposal.id);
    expect(old).toMatchObject({ status: 'superseded', supersededById: revision.id });
    const refused = await ana
      .post(`/api/portal/proposals/${proposal.id}/accept`)
      .send(acceptance(proposal))
      .expect(409);
    expect(refused.body).toMatchObject({
      code: 'PROPOSAL_NOT_SIGNABLE',
      message: expect.stringMatching(/replaced by a newer version/),
    });
    await ana.post(`/api/portal/proposals/${proposal.id}/decline`).send({ reason: 'x' }).expect(409);
    await staff.post(`/api/admin/proposals/${proposal.id}/revise`).expect(409);

    const { body: second } = await staff.post(`/api/admin/proposals/${revision.id}/send`).expect(200);
    expect(second.documentSha256).not.toBe(proposal.documentSha256);
    expect((await ana.get(`/api/portal/proposals/${proposal.id}`).expect(200)).body.supersededById).toBe(revision.id);
    await ana.post(`/api/portal/proposals/${revision.id}/accept`).send(acceptance(second)).expect(200);
  });

  it('declining records the reason and alerts staff; a declined proposal cannot be signed', async () => {
    const proposal = await sent({ title: 'Brand refresh' });
    const { body } = await ana
      .post(`/api/portal/proposals/${proposal.id}/decline`)
      .send({ reason: 'The budget moved to next year.' })
      .expect(200);
    expect(body).toMatchObject({ status: 'declined', declineReason: 'The budget moved to next year.' });
    const refused = await ana
      .post(`/api/portal/proposals/${proposal.id}/accept`)
      .send(acceptance(proposal))
      .expect(409);
    expect(refused.body.message).toMatch(/declined/);
    await app.queueIdle('outbox');
    const alert = await mailsWith('Subject: Proposal declined: Brand refresh');
    expect(alert).toHaveLength(1);
    expect(alert[0]).toContain('The budget moved to next year.');
  });

  it('expires past validUntil on the scheduled run (staff alerted), and reminds once 3 days before', async () => {
    const schedule = app.app.get(ProposalSchedule);
    const expiring = await sent({ title: 'Expiring proposal' });
    const reminded = await sent({ title: 'Reminded proposal' });
    await sent({ title: 'Late proposal', validUntil: new Date(Date.now() + 2 * DAY_MS).toISOString() });
    await app.dataSource.query(`UPDATE proposals SET valid_until = now() - interval '1 minute' WHERE id = $1`, [
      expiring.id,
    ]);
    // Sent 27 days ago, valid for 29 days: 2 days left. (One sent within the last 3 days gets no reminder.)
    await app.dataSource.query(
      `UPDATE proposals SET sent_at = now() - interval '27 days', valid_until = now() + interval '2 days' WHERE id = $1`,
      [reminded.id],
    );
    expect(await schedule.run()).toMatchObject({ expired: 1, reminded: 1 });
    expect(await schedule.run()).toMatchObject({ expired: 0, reminded: 0 });

    expect((await adminGet(expiring.id)).status).toBe('expired');
    const refused = await ana
      .post(`/api/portal/proposals/${expiring.id}/accept`)
      .send(acceptance(expiring))
      .expect(409);
    expect(refused.body).toMatchObject({ code: 'PROPOSAL_NOT_SIGNABLE', message: expect.stringMatching(/expired on/) });
    await app.queueIdle('outbox');
    expect(await mailsWith('Subject: Proposal expired: Expiring proposal')).toHaveLength(1);
    expect(await mailsWith('A reminder that our proposal "Reminded proposal"')).toHaveLength(1);
    expect(await mailsWith('A reminder that our proposal "Late proposal"')).toHaveLength(0); // sent 2 days before: it says so
    expect(await repository(OutboxMessageEntity).countBy({ template: 'proposals.proposal-reminder' })).toBe(1);
  });

  it('duplicates any proposal as a new draft, and lists, filters and exports the table', async () => {
    const proposal = await sent({ title: 'Table proposal' });
    const { body: copy } = await staff.post(`/api/admin/proposals/${proposal.id}/duplicate`).expect(201);
    expect(copy).toMatchObject({
      status: 'draft',
      version: 1,
      title: 'Table proposal',
      revisesId: null,
      totals: proposal.totals,
    });
    const { body: page } = await staff.get('/api/admin/proposals?search=Table%20proposal&status=sent').expect(200);
    expect(page.items.map((row: { id: string }) => row.id)).toEqual([proposal.id]);
    const csv = await staff.get('/api/admin/proposals/export?format=csv&search=Table%20proposal').expect(200);
    expect(csv.text).toContain('Table proposal');
    await ana.get('/api/admin/proposals').expect(403);
  });
});
