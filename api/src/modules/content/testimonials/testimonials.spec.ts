import request from 'supertest';
import { Browser, signInStaff, signUpVerified, waitForMail } from '../../../../test/auth-helpers';
import { createTestApp, TestApp } from '../../../../test/test-app';
import { InvoiceEntity } from '../../billing/entities/invoice.entity';
import { ProjectEntity } from '../../projects/entities/project.entity';
import { TestimonialEntity } from '../entities/testimonial.entity';
import { FeedbackTokens } from './feedback-tokens';
import { readableMail } from '../../../../test/readable-mail';
import { withAlteredSignature } from '../../../../test/altered-signature';

const STAFF = 'staff@example.com';
const DAY_MS = 24 * 3_600_000;

const WEBSITE_FORM = {
  name: 'Carla Diaz',
  company: 'Diaz Design Studio',
  content: 'They launched my LLC and website in three weeks.',
  rating: 4,
  image: null,
  serviceCategory: 'Website & Design',
  isActive: true,
};

describe('testimonials', () => {
  let app: TestApp;
  let staff: Browser;
  let ana: Browser;
  let bob: Browser;
  let anaId: string;
  let bobId: string;
  let anaProject: ProjectEntity;
  let anaInvoice: InvoiceEntity;
  let bobProject: ProjectEntity;
  let tokens: FeedbackTokens;
  let staffMails = 0;

  const publicNames = async () =>
    (await app.http.get('/api/testimonials?pageSize=100').expect(200)).body.items.map((t: { name: string }) => t.name);
  /** The next staff alert (they arrive in order, after the sign-up code and the second-factor notice). */
  const nextStaffMail = () => waitForMail(app, STAFF, ++staffMails + 2).then(readableMail);

  beforeAll(async () => {
    app = await createTestApp({
      env: {
        ADMIN_EMAILS: STAFF,
        AUTH_RATE_LIMIT_PER_IP: '1000',
        AUTH_RATE_LIMIT_PER_ACCOUNT: '1000',
        TESTIMONIAL_RATE_LIMIT_PER_IP: '1000',
      },
    });
    staff = await signInStaff(app, STAFF, 'Sam');
    ana = await signUpVerified(app, 'ana@example.com', 'Ana');
    bob = await signUpVerified(app, 'bob@example.com', 'Bob');
    anaId = (await ana.get('/api/auth/user').expect(200)).body.id;
    bobId = (await bob.get('/api/auth/user').expect(200)).body.id;
    const projects = app.dataSource.getRepository(ProjectEntity);
    anaProject = await projects.save({ userId: anaId, title: 'Lopez Bakery LLC formation' });
    bobProject = await projects.save({ userId: bobId, title: 'Bob’s nonprofit setup' });
    anaInvoice = await app.dataSource.getRepository(InvoiceEntity).save({
      userId: anaId,
      invoiceNumber: 'INV-2025-0042',
      publicId: 'pay-link-of-ana-invoice1',
      clientName: 'Ana Lopez',
      clientEmail: 'ana@example.com',
      subtotalCents: 150_000,
      amountCents: 150_000,
      description: 'Website design - deposit',
    });
    tokens = app.app.get(FeedbackTokens);
  });
  afterAll(() => app.close());

  describe('public form', () => {
    it('stores a testimonial pending, tells staff, and shows it only once approved and published', async () => {
      const { body } = await request(app.app.getHttpServer()).post('/api/testimonials').send(WEBSITE_FORM).expect(201);
      expect(body).toMatchObject({ status: 'pending' });
      expect(await publicNames()).not.toContain('Carla Diaz');

      const alert = await nextStaffMail();
      expect(alert).toContain('Subject: New testimonial to review: Carla Diaz');
      expect(alert).toContain('Carla Diaz (Diaz Design Studio) left a testimonial through the website form.');
      expect(alert).toContain('http://localhost:3000/admin1/testimonials?status=pending');

      const pending = await staff.get('/api/admin/testimonials?status=pending&source=website').expect(200);
      expect(pending.body.items).toEqual([
        expect.objectContaining({ id: body.id, name: 'Carla Diaz', rating: 4, source: 'website', isPublic: false }),
      ]);

      const csv = await staff.get('/api/admin/testimonials/export?status=pending&source=website').expect(200);
      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
      expect(csv.text).toContain('"Carla Diaz","Diaz Design Studio","4","pending"');

      const approved = await staff.patch(`/api/admin/testimonials/${body.id}`).send({ status: 'approved' }).expect(200);
      expect(approved.body).toMatchObject({ status: 'approved', isPublic: true });
      expect(await publicNames()).toContain('Carla Diaz');

      await staff.patch(`/api/admin/testimonials/${body.id}`).send({ isActive: false }).expect(200);
      expect(await publicNames()).not.toContain('Carla Diaz');
      await staff.patch(`/api/admin/testimonials/${body.id}`).send({ isActive: true, status: 'rejected' }).expect(200);
      expect(await publicNames()).not.toContain('Carla Diaz');
    });

    it('defaults the rating to 5 and refuses what the form rules forbid', async () => {
      const { body } = await app.http
        .post('/api/testimonials')
        .send({ name: ' Dee ', company: 'Dee Co', content: 'Great.' })
        .expect(201);
      await nextStaffMail();
      expect(await app.dataSource.getRepository(TestimonialEntity).findOneByOrFail({ id: body.id })).toMatchObject({
        name: 'Dee',
        rating: 5,
        source: 'website',
        status: 'pending',
      });

      const fieldsOf = async (payload: object) => {
        const answer = await app.http.post('/api/testimonials').send(payload).expect(400);
        return [...new Set(answer.body.errors.map((error: { field: string }) => error.field))].sort();
      };
      expect(await fieldsOf({ rating: 3 })).toEqual(['company', 'content', 'name']);
      expect(await fieldsOf({ ...WEBSITE_FORM, name: '   ', company: '' })).toEqual(['company', 'name']);
      expect(await fieldsOf({ ...WEBSITE_FORM, rating: 0 })).toEqual(['rating']);
      expect(await fieldsOf({ ...WEBSITE_FORM, rating: 6 })).toEqual(['rating']);
      expect(await fieldsOf({ ...WEBSITE_FORM, rating: 4.5 })).toEqual(['rating']);
      expect(await fieldsOf({ ...WEBSITE_FORM, content: 'x'.repeat(2001) })).toEqual(['content']);
      expect(await fieldsOf({ ...WEBSITE_FORM, image: 'https://evil.example/x.png' })).toEqual(['image']);
      const extra = await app.http
        .post('/api/testimonials')
        .send({ ...WEBSITE_FORM, status: 'approved' })
        .expect(400);
      expect(extra.body.message).toBeDefined();
    });
  });

  describe('feedback links', () => {
    let link: string;
    let token: string;

    it('staff e-mail a user a link about one of their own projects, never someone else’s', async () => {
      const targets = await staff.get(`/api/admin/testimonials/feedback-targets?userId=${anaId}`).expect(200);
      expect(targets.body).toEqual({
        projects: [{ id: anaProject.id, title: 'Lopez Bakery LLC formation', status: 'active' }],
        invoices: [
          {
            id: anaInvoice.id,
            invoiceNumber: 'INV-2025-0042',
            description: 'Website design - deposit',
            status: 'draft',
          },
        ],
      });

      const foreign = await staff
        .post('/api/admin/testimonials/request-feedback')
        .send({ userId: anaId, projectId: bobProject.id })
        .expect(400);
      expect(foreign.body.message).toBe('That project does not belong to ana@example.com');
      await staff
        .post('/api/admin/testimonials/request-feedback')
        .send({ userId: anaId, projectId: anaProject.id, invoiceId: anaInvoice.id })
        .expect(400);
      await staff.post('/api/admin/testimonials/request-feedback').send({ userId: anaId }).expect(400);
      await ana
        .post('/api/admin/testimonials/request-feedback')
        .send({ userId: anaId, projectId: anaProject.id })
        .expect(403);

      const sent = await staff
        .post('/api/admin/testimonials/request-feedback')
        .send({ userId: anaId, projectId: anaProject.id })
        .expect(200);
      expect(sent.body.message).toBe('Feedback request sent to ana@example.com.');
      // Ana's first mail was her verification code.
      const mail = readableMail(await waitForMail(app, 'ana@example.com', 2));
      expect(mail).toContain('Subject: How did we do? Share your feedback');
      expect(mail).toContain('Thank you for working with us on Lopez Bakery LLC formation.');
      link = /http:\/\/localhost:3000\/testimonial-form\?token=[\w.-]+/.exec(mail)![0];
      token = new URL(link).searchParams.get('token')!;
    });

    it('tells its own user what it is about; anyone else gets the same "invalid" answer', async () => {
      const validate = (client: Browser | ReturnType<typeof request>, value = token) =>
        client.post('/api/testimonials/validate-token').send({ token: value });
      expect((await validate(ana).expect(200)).body).toEqual({
        context: { projectTitle: 'Lopez Bakery LLC formation', invoiceDescription: null },
      });
      const foreign = await validate(bob).expect(400);
      expect(foreign.body).toMatchObject({ code: 'FEEDBACK_LINK_INVALID' });
      await validate(request(app.app.getHttpServer())).expect(401);

      const [payload, signature] = token.split('.');
      const forged = Buffer.from(
        JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: bobId }),
      ).toString('base64url');
      for (const bad of [
        'nonsense',
        withAlteredSignature(payload, signature),
        `${forged}.${signature}`,
        `${token}.x`,
      ]) {
        expect((await validate(ana, bad).expect(400)).body.code).toBe('FEEDBACK_LINK_INVALID');
        expect((await validate(bob, bad).expect(400)).body.code).toBe('FEEDBACK_LINK_INVALID');
      }
    });

    it('takes one testimonial, signed with the account’s name, pending review; then it is used', async () => {
      const feedback = { token, content: 'Smooth from start to finish.', rating: 5, consentPublic: true, company: '' };
      await bob.post('/api/testimonials/secure').send(feedback).expect(400);
      await ana
        .post('/api/testimonials/secure')
        .send({ ...feedback, content: ' ' })
        .expect(400);
      await ana
        .post('/api/testimonials/secure')
        .send({ ...feedback, rating: 0 })
        .expect(400);

      const { body } = await ana.post('/api/testimonials/secure').send(feedback).expect(201);
      expect(body.status).toBe('pending');
      expect(await app.dataSource.getRepository(TestimonialEntity).findOneByOrFail({ id: body.id })).toMatchObject({
        name: 'Ana Lopez',
        company: null,
        source: 'post-payment',
        status: 'pending',
        consentPublic: true,
        userId: anaId,
        relatedProjectId: anaProject.id,
        relatedInvoiceId: null,
      });
      expect(await nextStaffMail()).toContain('Ana Lopez left a testimonial through a feedback link.');
      expect(await publicNames()).not.toContain('Ana Lopez');

      const again = await ana.post('/api/testimonials/secure').send(feedback).expect(409);
      expect(again.body).toMatchObject({
        code: 'FEEDBACK_LINK_USED',
        message: 'This feedback link has already been used.',
      });
      await ana.post('/api/testimonials/validate-token').send({ token }).expect(409);

      const row = (await staff.get('/api/admin/testimonials?source=post-payment&search=ana%40example').expect(200))
        .body;
      expect(row.items).toEqual([
        expect.objectContaining({
          id: body.id,
          userEmail: 'ana@example.com',
          projectTitle: 'Lopez Bakery LLC formation',
        }),
      ]);
      await staff.patch(`/api/admin/testimonials/${body.id}`).send({ status: 'approved' }).expect(200);
      expect(await publicNames()).toContain('Ana Lopez');
    });

    it('works for 30 days after it was made, not after', async () => {
      const target = { invoiceId: anaInvoice.id };
      const almost = tokens.issue(anaId, target, new Date(Date.now() - 29 * DAY_MS));
      expect((await ana.post('/api/testimonials/validate-token').send({ token: almost }).expect(200)).body).toEqual({
        context: { projectTitle: null, invoiceDescription: 'Website design - deposit' },
      });
      const expired = tokens.issue(anaId, target, new Date(Date.now() - 30 * DAY_MS - 1000));
      const answer = await ana.post('/api/testimonials/validate-token').send({ token: expired }).expect(410);
      expect(answer.body).toMatchObject({ code: 'FEEDBACK_LINK_EXPIRED' });
      await ana
        .post('/api/testimonials/secure')
        .send({ token: expired, content: 'Late.', rating: 4, consentPublic: false })
        .expect(410);
      // Someone else's expired link is just "invalid": it tells them nothing.
      await bob.post('/api/testimonials/validate-token').send({ token: expired }).expect(400);
    });

    it('lets only one of two simultaneous submissions through', async () => {
      const token = tokens.issue(anaId, { invoiceId: anaInvoice.id });
      const feedback = { token, content: 'Paid and done, thanks!', rating: 4, consentPublic: false };
      const answers = await Promise.all([
        ana.post('/api/testimonials/secure').send(feedback),
        ana.post('/api/testimonials/secure').send(feedback),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      expect(await app.dataSource.getRepository(TestimonialEntity).countBy({ relatedInvoiceId: anaInvoice.id })).toBe(
        1,
      );
      await nextStaffMail();
    });
  });

  // Last: another app in the same process takes over passport's strategies (see the session notes).
  describe('rate limit', () => {
    it('is rate-limited per address', async () => {
      const limited = await createTestApp({ env: { TESTIMONIAL_RATE_LIMIT_PER_IP: '2' } });
      try {
        for (let i = 0; i < 2; i++) await limited.http.post('/api/testimonials').send(WEBSITE_FORM).expect(201);
        const answer = await limited.http.post('/api/testimonials').send(WEBSITE_FORM).expect(429);
        expect(answer.body.message).toMatch(/^Too many attempts/);
      } finally {
        await limited.close();
      }
    });
  });
});
