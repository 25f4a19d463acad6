import { createHash } from 'node:crypto';
import { Browser, signInStaff, signUpVerified, waitForMail } from '../../../../test/auth-helpers';
import { csvRows } from '../../../../test/csv-rows';
import { pdfText } from '../../../../test/pdf-text';
import { mailAttachment, readableMail } from '../../../../test/readable-mail';
import { createTestApp, TestApp } from '../../../../test/test-app';
import { UserEntity } from '../../auth';
import { ConsultationEntity } from '../../bookings/entities/consultation.entity';
import { InvoiceEntity } from '../entities/invoice.entity';
import { InvoicesService } from './invoices.service';

const STAFF = 'staff@example.com';
const ANA = 'ana@example.com';
const BEN = 'ben@example.com';
const DAY_MS = 24 * 3_600_000;
const UNKNOWN_ID = '3f6c2a9e-8b1d-4c57-9e0a-5d2b7c8e1f43';

const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();
const ITEMS = [
  {
    title: 'LLC formation (Delaware)',
    description: 'Filing and registered agent',
    quantity: 100,
    unitPriceCents: 50000,
  },
  { title: 'Consulting', quantity: 150, unitPriceCents: 12000 },
];

describe('invoices: staff create and send, clients read and pay-link holders see', () => {
  let app: TestApp;
  let staff: Browser;
  let ana: Browser;
  let ben: Browser;
  let anaId: string;
  let staffId: string;
  const year = Number(
    new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: 'America/New_York' }).format(new Date()),
  );

  const create = (body: object) =>
    staff.post('/api/admin/invoices').send({ dueDate: inDays(30), items: ITEMS, ...body });
  const row = (id: string) => app.dataSource.getRepository(InvoiceEntity).findOneByOrFail({ id });

  beforeAll(async () => {
    app = await createTestApp({ env: { ADMIN_EMAILS: STAFF, AUTH_RATE_LIMIT_PER_IP: '1000' } });
    staff = await signInStaff(app, STAFF, 'Sam');
    ana = await signUpVerified(app, ANA, 'Ana');
    ben = await signUpVerified(app, BEN, 'Ben');
    const users = app.dataSource.getRepository(UserEntity);
    anaId = (await users.findOneByOrFail({ email: ANA })).id;
    staffId = (await users.findOneByOrFail({ email: STAFF })).id;
    await users.update(anaId, { phone: '+1 404 555 0134', country: 'United States' });
  });
  afterAll(() => app.close());

  it('creates a draft for an account: client fields from it, totals by the server, a number, a timeline entry', async () => {
    const { body } = await create({ userId: anaId, description: 'Company formation', notes: 'Thanks!' }).expect(201);
    expect(body).toMatchObject({
      invoiceNumber: expect.stringMatching(new RegExp(`^INV-${year}-\\d{4}$`)),
      status: 'draft',
      userId: anaId,
      clientName: 'Ana Lopez',
      clientEmail: ANA,
      clientPhone: '+1 404 555 0134',
      clientCountry: 'United States',
      amountCents: 68000,
      amountDueCents: 68000,
      sentAt: null,
      issuedPdfSha256: null,
      payUrl: `http://localhost:3000/pay-invoice/${body.publicId}`,
    });
    expect(body.publicId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(body.items.map((item: { lineTotalCents: number }) => item.lineTotalCents)).toEqual([50000, 18000]);
    expect(body.timeline).toEqual([
      expect.objectContaining({
        kind: 'created',
        actor: 'staff',
        actorUser: { id: staffId, email: STAFF, name: 'Sam Lopez' },
        createdAt: expect.any(String),
      }),
    ]);
  });

  it('refuses bad input with a 400 in the error shape that names the field', async () => {
    const consultations = app.dataSource.getRepository(ConsultationEntity);
    expect(await consultations.count()).toBe(0);
    const cases: [object, string][] = [
      [{ userId: anaId, items: [{ title: 'Negative', quantity: 100, unitPriceCents: -1 }] }, 'items.0.unitPriceCents'],
      [
        { userId: anaId, items: [{ title: 'Fraction', quantity: 100, unitPriceCents: 10.5 }] },
        'items.0.unitPriceCents',
      ],
      [
        { userId: anaId, items: [{ title: 'Half a hundredth', quantity: 1.5, unitPriceCents: 100 }] },
        'items.0.quantity',
      ],
      [{ userId: anaId, items: [] }, 'items'],
      [
        {
          userId: anaId,
          items: Array.from({ length: 1000 }, () => ({ title: 'x', quantity: 100, unitPriceCents: 1 })),
        },
        'items',
      ],
      [{ userId: anaId, dueDate: new Date(Date.now() - 60_000).toISOString() }, 'dueDate'],
      [{ userId: anaId, dueDate: 'next week' }, 'dueDate'],
      [{ userId: UNKNOWN_ID }, 'userId'],
      [{ clientName: 'Walk-in client' }, 'clientEmail'],
      [{ clientEmail: 'walkin@example.com' }, 'clientName'],
      [{ userId: anaId, consultationId: UNKNOWN_ID }, 'consultationId'],
      [{ userId: anaId, projectId: UNKNOWN_ID }, 'projectId'],
      [{ userId: anaId, items: [{ title: 'Too much', quantity: 200, unitPriceCents: 100_000_000 }] }, 'items'],
    ];
    for (const [body, field] of cases) {
      const response = await create(body);
      expect({ field, status: response.status }).toEqual({ field, status: 400 });
      expect(response.body).toMatchObject({ statusCode: 400, message: expect.any(String) });
      expect(response.body.errors.map((error: { field: string }) => error.field)).toContain(field);
    }
    expect(await app.dataSource.getRepository(InvoiceEntity).countBy({ clientEmail: 'walkin@example.com' })).toBe(0);
  });

  it('gives 50 invoices created at once 50 distinct consecutive numbers', async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        create({ clientName: `Client ${index}`, clientEmail: `client${index}@example.com` }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(50).fill(201));
    const sequence = responses
      .map((response) => Number(/-(\d+)$/.exec(response.body.invoiceNumber)![1]))
      .sort((a, b) => a - b);
    expect(new Set(sequence).size).toBe(50);
    expect(sequence[49] - sequence[0]).toBe(49);
  });

  describe('a sent invoice', () => {
    let invoice: { id: string; publicId: string; invoiceNumber: string };
    /** The raw .eml (its attachment is read from it) and the same as a reader sees it. */
    let eml: string;
    let mail: string;

    beforeAll(async () => {
      ({ body: invoice } = await create({ userId: anaId, send: true }).expect(201));
      eml = await waitForMail(app, ANA, 2); // the first was the sign-up code
      mail = readableMail(eml);
    });

    it('e-mails the client the pay link, the amount, the due date and the PDF', async () => {
      expect(mail).toContain(`Subject: Invoice ${invoice.invoiceNumber} from Inspivision: $680.00 due`);
      expect(mail).toContain(`http://localhost:3000/pay-invoice/${invoice.publicId}`);
      const pdf = mailAttachment(eml, `${invoice.invoiceNumber}.pdf`);
      const text = pdfText(pdf);
      expect(text).toContain(invoice.invoiceNumber);
      expect(text).toMatch(/Amount due\s+\$680\.00/);
      // The attached PDF is the one issued: its hash is kept, and rendering the row again reproduces it.
      const stored = await row(invoice.id);
      const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
      expect(stored.issuedPdfSha256).toBe(sha256(pdf));
      expect(sha256(await app.app.get(InvoicesService).pdfOf(stored))).toBe(stored.issuedPdfSha256);
    });

    it('shows in the timeline who sent it and when', async () => {
      const { body } = await staff.get(`/api/admin/invoices/${invoice.id}`).expect(200);
      expect(body).toMatchObject({ status: 'sent', sentAt: expect.any(String) });
      expect(body.timeline.map((event: { kind: string }) => event.kind)).toEqual(['created', 'sent']);
      expect(body.timeline[1]).toMatchObject({ actor: 'staff', actorUser: { email: STAFF }, note: `To ${ANA}` });
    });

    it('is in its client’s portal with its PDF, and nowhere in another client’s', async () => {
      const { body: page } = await ana.get('/api/portal/invoices').expect(200);
      expect(page.items.map((item: { id: string }) => item.id)).toEqual([invoice.id]);
      expect(page.items[0]).toMatchObject({ status: 'sent', amountDueCents: 68000, publicId: invoice.publicId });
      await ana.get(`/api/portal/invoices/${invoice.id}`).expect(200);
      const pdf = await ana.get(`/api/portal/invoices/${invoice.id}/pdf`).responseType('blob').expect(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdfText(pdf.body)).toContain(invoice.invoiceNumber);

      expect((await ben.get('/api/portal/invoices').expect(200)).body).toMatchObject({ items: [], total: 0 });
      const theirs = await ben.get(`/api/portal/invoices/${invoice.id}`).expect(404);
      const unknown = await ben.get(`/api/portal/invoices/${UNKNOWN_ID}`).expect(404);
      expect(theirs.body).toEqual(unknown.body);
      expect(theirs.body).toEqual({ statusCode: 404, message: 'No such invoice' });
      await ben.get(`/api/portal/invoices/${invoice.id}/pdf`).expect(404);
    });

    it('opens by its pay link for anyone, recording one view an hour', async () => {
      const { body } = await app.http.get(`/api/pay-invoice/${invoice.publicId}`).expect(200);
      expect(body).toMatchObject({
        invoiceNumber: invoice.invoiceNumber,
        clientName: 'Ana Lopez',
        status: 'sent',
        amountCents: 68000,
        amountDueCents: 68000,
        receiptUrl: null,
      });
      expect(body).not.toHaveProperty('id');
      expect(body).not.toHaveProperty('clientEmail');
      await app.http.get(`/api/pay-invoice/${invoice.publicId}`).expect(200);
      const pdf = await app.http.get(`/api/pay-invoice/${invoice.publicId}/pdf`).responseType('blob').expect(200);
      expect(pdfText(pdf.body)).toContain(invoice.invoiceNumber);
      const { body: detail } = await staff.get(`/api/admin/invoices/${invoice.id}`).expect(200);
      // One from the portal read above, none for the second opening within the hour.
      expect(detail.timeline.filter((event: { kind: string }) => event.kind === 'viewed')).toHaveLength(1);

      await app.http.get('/api/pay-invoice/not-a-link').expect(400);
      await app.http.get(`/api/pay-invoice/${'A'.repeat(22)}`).expect(404);
    });

    it('takes a new due date and notes (issuing its PDF again) but refuses other changes', async () => {
      const before = (await row(invoice.id)).issuedPdfSha256;
      const { body } = await staff
        .patch(`/api/admin/invoices/${invoice.id}`)
        .send({ dueDate: inDays(45), notes: 'Now due in 45 days.' })
        .expect(200);
      expect(body.notes).toBe('Now due in 45 days.');
      expect(body.issuedPdfSha256).not.toBe(before);
      expect(body.timeline.at(-1)).toMatchObject({ kind: 'updated', note: 'Changed dueDate, notes' });

      const refused = await staff
        .patch(`/api/admin/invoices/${invoice.id}`)
        .send({ items: [{ title: 'Cheaper', quantity: 100, unitPriceCents: 100 }] })
        .expect(409);
      expect(refused.body).toMatchObject({ code: 'INVOICE_NOT_EDITABLE' });
      expect((await row(invoice.id)).amountCents).toBe(68000);
    });

    it('is due again, no longer overdue, when staff give it more time', async () => {
      await app.dataSource.getRepository(InvoiceEntity).update(invoice.id, { status: 'overdue' });
      const { body } = await staff
        .patch(`/api/admin/invoices/${invoice.id}`)
        .send({ dueDate: inDays(60) })
        .expect(200);
      expect(body).toMatchObject({ status: 'sent', overdue: false });
      expect((await row(invoice.id)).status).toBe('sent');
    });

    it('sends again, then cancels: cannot be sent or cancelled any more, and its page says cancelled', async () => {
      await staff.post(`/api/admin/invoices/${invoice.id}/send`).expect(200);
      expect(readableMail(await waitForMail(app, ANA, 3))).toContain(`/pay-invoice/${invoice.publicId}`);

      const { body } = await staff.post(`/api/admin/invoices/${invoice.id}/cancel`).expect(200);
      expect(body).toMatchObject({ status: 'cancelled', cancelledAt: expect.any(String), amountDueCents: 0 });
      expect(body.timeline.map((event: { kind: string }) => event.kind).slice(-2)).toEqual(['sent', 'cancelled']);
      for (const action of ['send', 'cancel']) {
        const response = await staff.post(`/api/admin/invoices/${invoice.id}/${action}`).expect(409);
        expect(response.body.code).toBe('STATUS_TRANSITION_INVALID');
      }
      expect((await app.http.get(`/api/pay-invoice/${invoice.publicId}`).expect(200)).body).toMatchObject({
        status: 'cancelled',
        amountDueCents: 0,
      });
    });
  });

  it('keeps drafts from their client and from the pay link, and lets staff change them entirely', async () => {
    const { body: draft } = await create({ userId: anaId }).expect(201);
    await ana.get(`/api/portal/invoices/${draft.id}`).expect(404);
    await app.http.get(`/api/pay-invoice/${draft.publicId}`).expect(404);
    await app.http.get(`/api/pay-invoice/${draft.publicId}/pdf`).expect(404);
    const { body: portal } = await ana.get('/api/portal/invoices').expect(200);
    expect(portal.items.map((item: { id: string }) => item.id)).not.toContain(draft.id);

    const { body } = await staff
      .patch(`/api/admin/invoices/${draft.id}`)
      .send({ userId: null, clientName: 'Acme LLC', clientEmail: 'billing@acme.test', items: [ITEMS[1]] })
      .expect(200);
    expect(body).toMatchObject({
      userId: null,
      clientName: 'Acme LLC',
      clientEmail: 'billing@acme.test',
      amountCents: 18000,
    });
    await staff.patch(`/api/admin/invoices/${draft.id}`).send({ clientName: null }).expect(400);
    const pdf = await staff.get(`/api/admin/invoices/${draft.id}/pdf`).responseType('blob').expect(200);
    expect(pdfText(pdf.body)).toContain('DRAFT INVOICE');
  });

  it('lists, filters and exports the invoices table', async () => {
    const overdueId = (
      await create({ clientName: 'Late Payer', clientEmail: 'late@example.com', send: true }).expect(201)
    ).body.id;
    await app.dataSource.getRepository(InvoiceEntity).update(overdueId, { dueDate: new Date(Date.now() - DAY_MS) });

    const { body: late } = await staff.get('/api/admin/invoices?overdue=true').expect(200);
    expect(late.items.map((item: { id: string }) => item.id)).toEqual([overdueId]);
    expect(late.items[0]).toMatchObject({ overdue: true, status: 'sent' });

    const { body: search } = await staff.get('/api/admin/invoices?search=client4').expect(200);
    expect(search.items.map((item: { clientEmail: string }) => item.clientEmail).sort()).toEqual(
      ['client4@example.com', ...Array.from({ length: 10 }, (_, index) => `client${40 + index}@example.com`)].sort(),
    );

    const { body: cancelled } = await staff.get('/api/admin/invoices?status=cancelled').expect(200);
    expect(cancelled.total).toBe(1);
    const { body: page } = await staff
      .get('/api/admin/invoices?pageSize=5&page=2&sortBy=invoiceNumber&sortOrder=asc')
      .expect(200);
    expect(page.items).toHaveLength(5);
    expect(page.total).toBeGreaterThan(50);
    const { body: none } = await staff
      .get(`/api/admin/invoices?dueFrom=${encodeURIComponent(inDays(100))}`)
      .expect(200);
    expect(none.total).toBe(0);
    await staff.get('/api/admin/invoices?status=lost').expect(400);

    const csv = await staff.get('/api/admin/invoices/export?overdue=true').expect(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const [header, line, ...rest] = csvRows(csv.text);
    expect(rest).toEqual([]);
    const cell = (name: string) => line[header.indexOf(name)];
    expect(cell('Client')).toBe('Late Payer');
    expect(cell('Total (USD)')).toBe('680.00');
    expect(cell('Overdue')).toBe('yes');

    await ana.get('/api/admin/invoices').expect(403);
    await ana
      .post('/api/admin/invoices')
      .send({ userId: anaId, dueDate: inDays(3), items: ITEMS })
      .expect(403);
  });
});
