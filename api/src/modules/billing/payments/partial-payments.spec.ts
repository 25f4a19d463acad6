import fc from 'fast-check';
import { In } from 'typeorm';
import request from 'supertest';
import { Browser, signInStaff, signUpVerified } from '../../../../test/auth-helpers';
import { pdfText } from '../../../../test/pdf-text';
import { mailAttachment, readableMail } from '../../../../test/readable-mail';
import { createTestApp, TestApp } from '../../../../test/test-app';
import { Clock } from '../../../common/clock';
import { UserEntity } from '../../auth';
import { type EmailPayload, OutboxMessageEntity } from '../../notifications';
import { DunningService } from '../dunning/dunning.service';
import { InvoiceEventEntity } from '../entities/invoice-event.entity';
import { InvoicePaymentEntity } from '../entities/invoice-payment.entity';
import { InvoiceRefundEntity } from '../entities/invoice-refund.entity';
import { InvoiceEntity } from '../entities/invoice.entity';
import { formatCents } from '../formatting';

const STAFF = 'staff@example.com';
const ANA = 'ana@example.com';
const DAY_MS = 86_400_000;
const ITEMS = [
  { title: 'LLC formation (Delaware)', quantity: 100, unitPriceCents: 50000 },
  { title: 'Strategy hours', quantity: 150, unitPriceCents: 12000 },
  { title: 'State filing fee', quantity: 100, unitPriceCents: 9000, taxRateBasisPoints: 0 },
];
/** ITEMS at 8.25% (the filing fee exempt) less 10%: 770.00 − 77.00 + 50.50. */
const TOTALS = { subtotalCents: 77000, discountCents: 7700, taxCents: 5050, amountCents: 74350 };

/** The hidden fields of the simulated checkout page's form. */
const formFields = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map(([, n, v]) => [n, v]),
  );

describe('invoices with tax, a discount and partial payments (simulated payment driver)', () => {
  let app: TestApp;
  let staff: Browser;
  let ana: Browser;
  let anaId: string;
  /** The real time unless a test moves it (dunning's stages). */
  const clock = { current: null as Date | null, now: () => clock.current ?? new Date() };

  const repository = <T extends object>(entity: new () => T) => app.dataSource.getRepository(entity);
  const create = (body: object) =>
    staff.post('/api/admin/invoices').send({
      userId: anaId,
      dueDate: new Date(Date.now() + 30 * DAY_MS).toISOString(),
      items: ITEMS,
      ...body,
    });
  const sendPartial = async (body: object = {}) =>
    (
      await create({
        taxRateBasisPoints: 825,
        discountBasisPoints: 1000,
        allowPartialPayment: true,
        minimumPaymentCents: 10000,
        send: true,
        ...body,
      }).expect(201)
    ).body as { id: string; publicId: string; invoiceNumber: string };
  const checkout = (publicId: string, body?: object) => {
    const call = ana.post(`/api/pay-invoice/${publicId}/checkout`);
    return body ? call.send(body) : call;
  };
  /** Pays `amountCents` (default: everything due) on the simulated checkout page, as the client's browser does. */
  const payByCard = async (publicId: string, amountCents?: number) => {
    const { body } = await checkout(publicId, amountCents === undefined ? undefined : { amountCents }).expect(200);
    const page = await request(app.app.getHttpServer()).get(new URL(body.checkoutUrl).pathname).expect(200);
    await request(app.app.getHttpServer())
      .post('/api/billing/simulated-checkout')
      .set('Origin', 'http://localhost:3000')
      .type('form')
      .send({ ...formFields(page.text), action: 'pay' })
      .expect(303);
    return body as { amountCents: number; checkoutUrl: string };
  };
  const payOffline = (invoiceId: string, amountCents: number) =>
    staff.post(`/api/admin/invoices/${invoiceId}/payments`).send({ method: 'wire', amountCents }).expect(201);
  /** The receipts mailed for an invoice, oldest first, once the events and the outbox are idle. */
  const receipts = async (invoiceNumber: string) => {
    await app.queueIdle('domain-events');
    await app.queueIdle('outbox');
    return (await app.mails()).filter((eml) =>
      readableMail(eml).includes(`Subject: Receipt for invoice ${invoiceNumber}:`),
    );
  };

  beforeAll(async () => {
    app = await createTestApp({
      env: { ADMIN_EMAILS: STAFF, AUTH_RATE_LIMIT_PER_IP: '1000', CHECKOUT_RATE_LIMIT_PER_IP: '1000' },
      overrides: [{ provide: Clock, useValue: clock }],
    });
    staff = await signInStaff(app, STAFF, 'Sam');
    ana = await signUpVerified(app, ANA, 'Ana');
    anaId = (await repository(UserEntity).findOneByOrFail({ email: ANA })).id;
  });
  afterAll(() => app.close());

  describe('pricing', () => {
    it('computes and keeps subtotal, discount, tax per line and total, for staff and on the pay page', async () => {
      const { body } = await create({ taxRateBasisPoints: 825, discountBasisPoints: 1000, send: true }).expect(201);
      expect(body).toMatchObject({
        ...TOTALS,
        discountBasisPoints: 1000,
        taxRateBasisPoints: 825,
        taxes: [{ rateBasisPoints: 825, taxCents: 5050 }],
        amountDueCents: 74350,
        allowPartialPayment: false,
        minimumPaymentCents: 50,
      });
      expect(body.items).toMatchObject([
        { lineTotalCents: 50000, discountCents: 5000, taxRateBasisPoints: null, taxCents: 3713 },
        { lineTotalCents: 18000, discountCents: 1800, taxRateBasisPoints: null, taxCents: 1337 },
        { lineTotalCents: 9000, discountCents: 900, taxRateBasisPoints: 0, taxCents: 0 },
      ]);
      expect(await repository(InvoiceEntity).findOneByOrFail({ id: body.id })).toMatchObject(TOTALS);
      const { body: page } = await app.http.get(`/api/pay-invoice/${body.publicId}`).expect(200);
      expect(page).toMatchObject({ ...TOTALS, payments: [], paymentPending: false, partialPaymentRange: null });
    });

    it('keeps an invoice without tax or discount as before: its subtotal is its total', async () => {
      const { body } = await create({}).expect(201);
      expect(body).toMatchObject({
        subtotalCents: 77000,
        discountCents: 0,
        discountBasisPoints: null,
        taxCents: 0,
        taxes: [],
        amountCents: 77000,
      });
    });

    it('refuses a discount given twice or over the subtotal, a rate over 100%, and a minimum under $0.50 or not under the total', async () => {
      const refused = async (body: object, field: string) => {
        const { body: error } = await create(body).expect(400);
        expect(error.errors.map((each: { field: string }) => each.field)).toContain(field);
      };
      await refused({ discountCents: 500, discountBasisPoints: 1000 }, 'discountBasisPoints');
      await refused({ discountCents: 77001 }, 'discountCents');
      await refused({ taxRateBasisPoints: 10001 }, 'taxRateBasisPoints');
      await refused({ items: [{ ...ITEMS[0], taxRateBasisPoints: -1 }] }, 'items.0.taxRateBasisPoints');
      await refused({ allowPartialPayment: true, minimumPaymentCents: 49 }, 'minimumPaymentCents');
      await refused({ allowPartialPayment: true, minimumPaymentCents: 77000 }, 'minimumPaymentCents');
      expect(await repository(InvoiceEntity).countBy({ discountCents: 77001 })).toBe(0);
    });

    it('prices a draft again when its discount changes; a sent one changes its partial payment terms only', async () => {
      const { body: draft } = await create({ discountBasisPoints: 1000 }).expect(201);
      const { body: changed } = await staff
        .patch(`/api/admin/invoices/${draft.id}`)
        .send({ discountCents: 2000, taxRateBasisPoints: 500 })
        .expect(200);
      // 770.00 − 20.00 = 750.00; tax 5% on the two taxed lines' 680.00 less their 17.66 of the discount.
      expect(changed).toMatchObject({ subtotalCents: 77000, discountCents: 2000, discountBasisPoints: null });
      expect(changed.taxCents).toBe(3312);
      expect(changed.amountCents).toBe(77000 - 2000 + 3312);

      const sent = await sendPartial({ allowPartialPayment: false });
      await staff.patch(`/api/admin/invoices/${sent.id}`).send({ discountCents: 100 }).expect(409);
      const { body: terms } = await staff
        .patch(`/api/admin/invoices/${sent.id}`)
        .send({ allowPartialPayment: true, minimumPaymentCents: 20000 })
        .expect(200);
      expect(terms).toMatchObject({ ...TOTALS, allowPartialPayment: true, minimumPaymentCents: 20000 });
    });
  });

  describe('paying part, then the rest', () => {
    it('refuses a part of an invoice that must be paid in full, more than is due, and a part outside its range', async () => {
      const whole = await sendPartial({ allowPartialPayment: false });
      const notAllowed = await checkout(whole.publicId, { amountCents: 20000 }).expect(409);
      expect(notAllowed.body).toMatchObject({ code: 'PARTIAL_PAYMENT_NOT_ALLOWED' });
      expect(notAllowed.body.message).toContain('$743.50');

      const partial = await sendPartial();
      expect((await checkout(partial.publicId, { amountCents: 74351 }).expect(409)).body.code).toBe(
        'PAYMENT_EXCEEDS_DUE',
      );
      const under = await checkout(partial.publicId, { amountCents: 9999 }).expect(409);
      expect(under.body).toMatchObject({
        code: 'PAYMENT_AMOUNT_OUT_OF_RANGE',
        message: 'Pay from $100.00 to $743.00, or the full $743.50',
      });
      // Leaving less than a card can take ($0.50) is refused too.
      await checkout(partial.publicId, { amountCents: 74301 }).expect(409);
      await checkout(partial.publicId, { amountCents: 0 }).expect(400);
      await checkout(partial.publicId, { amountCents: 12.5 }).expect(400);
      expect(await repository(InvoicePaymentEntity).countBy({ invoiceId: partial.id })).toBe(0);
    });

    it('replaces an open checkout when the amount changes, and hands the same one out for the same amount', async () => {
      const invoice = await sendPartial();
      const { body: first } = await checkout(invoice.publicId, { amountCents: 20000 }).expect(200);
      expect(first).toMatchObject({ outcome: 'checkout', amountCents: 20000 });
      const { body: again } = await checkout(invoice.publicId, { amountCents: 20000 }).expect(200);
      expect(again.checkoutUrl).toBe(first.checkoutUrl);
      const { body: full } = await checkout(invoice.publicId).expect(200);
      expect(full).toMatchObject({ amountCents: 74350 });
      expect(full.checkoutUrl).not.toBe(first.checkoutUrl);
      const payments = await repository(InvoicePaymentEntity).find({
        where: { invoiceId: invoice.id },
        order: { createdAt: 'ASC' },
      });
      expect(payments.map((payment) => [payment.status, payment.amountCents])).toEqual([
        ['expired', 20000],
        ['pending', 74350],
      ]);
      const { body: page } = await app.http.get(`/api/pay-invoice/${invoice.publicId}`).expect(200);
      expect(page.paymentPending).toBe(true);
    });

    it('records each payment with its own receipt saying the balance left, and a PDF listing both payments', async () => {
      const invoice = await sendPartial();
      const { body: before } = await app.http.get(`/api/pay-invoice/${invoice.publicId}`).expect(200);
      expect(before.partialPaymentRange).toEqual({ minCents: 10000, maxCents: 74300 });

      await payByCard(invoice.publicId, 25000);
      const { body: part } = await app.http.get(`/api/pay-invoice/${invoice.publicId}`).expect(200);
      expect(part).toMatchObject({
        status: 'sent',
        paidCents: 25000,
        amountDueCents: 49350,
        paymentPending: false,
        partialPaymentRange: { minCents: 10000, maxCents: 49300 },
        payments: [{ method: 'card', amountCents: 25000, creditsCents: 0 }],
      });
      const [first] = await receipts(invoice.invoiceNumber);
      expect(readableMail(first)).toContain(`Subject: Receipt for invoice ${invoice.invoiceNumber}: $250.00 paid`);
      expect(readableMail(first)).toContain('Balance left to pay: $493.50.');
      const firstPdf = pdfText(mailAttachment(first, `${invoice.invoiceNumber}.pdf`));
      expect(firstPdf).toMatch(/Total\s+\$743\.50/);
      expect(firstPdf).toMatch(/Amount due\s+\$493\.50/);
      expect(firstPdf).not.toContain('PAID');

      await payByCard(invoice.publicId); // the rest
      const { body: paid } = await ana.get(`/api/portal/invoices/${invoice.id}`).expect(200);
      expect(paid).toMatchObject({ status: 'paid', paidCents: 74350, amountDueCents: 0, partialPaymentRange: null });
      expect(paid.payments.map((payment: { amountCents: number }) => payment.amountCents)).toEqual([25000, 49350]);

      const [, second] = await receipts(invoice.invoiceNumber);
      expect(readableMail(second)).toContain(`Subject: Receipt for invoice ${invoice.invoiceNumber}: $493.50 paid`);
      expect(readableMail(second)).toContain(`Invoice ${invoice.invoiceNumber} is paid in full.`);
      const secondPdf = pdfText(mailAttachment(second, `${invoice.invoiceNumber}.pdf`));
      expect(secondPdf).toMatch(/Amount paid\s+-\$743\.50/);
      expect(secondPdf).toMatch(/Amount due\s+\$0\.00/);
      expect(secondPdf).toMatch(/\s+Card\s+\$250\.00\n/);
      expect(secondPdf).toMatch(/\s+Card\s+\$493\.50\n/);
      expect(secondPdf).toContain('PAID');

      const served = await ana.get(`/api/portal/invoices/${invoice.id}/pdf`).responseType('blob').expect(200);
      expect(pdfText(served.body as Buffer)).toBe(secondPdf);
      const events = await repository(InvoiceEventEntity).find({
        where: { invoiceId: invoice.id },
        order: { createdAt: 'ASC' },
      });
      expect(events.filter((event) => event.kind === 'paid').map((event) => event.amountCents)).toEqual([25000, 49350]);
      const started = events.filter((event) => event.kind === 'checkout_started');
      expect(started[0].note).toBe('Part payment of $250.00 ($743.50 due)');
    });

    it('reminds of the balance, not the total, after a part payment', async () => {
      const invoice = await sendPartial({ dueDate: '2031-03-12T16:00:00.000Z' });
      await payOffline(invoice.id, 44350);
      clock.current = new Date('2031-03-09T14:00:00Z'); // 10:00 in New York, three days before it is due
      try {
        await app.app.get(DunningService).run();
      } finally {
        clock.current = null;
      }
      const reminders = await repository(OutboxMessageEntity).findBy({
        template: 'billing.payment-reminder',
        recipient: ANA,
      });
      const [reminder] = reminders
        .map((message) => (message.payload as EmailPayload).text)
        .filter((text) => text.includes(`invoice ${invoice.invoiceNumber} is due on March 12, 2031`));
      expect(reminder).toContain('with $300.00 to pay');
      expect(reminder).not.toContain('$743.50');
    });
  });

  describe('over random discounts, rates and payments (fast-check)', () => {
    it('keeps the balance at the total less the payments, and payments less refunds at what the invoice says', async () => {
      const terms = fc.record({
        taxRateBasisPoints: fc.integer({ min: 0, max: 2000 }),
        discountBasisPoints: fc.option(fc.integer({ min: 0, max: 5000 }), { nil: null }),
        unitPriceCents: fc.integer({ min: 5000, max: 90000 }),
        shares: fc.array(
          fc.record({
            share: fc.double({ min: 0, max: 1, noNaN: true }),
            card: fc.boolean(),
            refunded: fc.double({ min: 0, max: 1, noNaN: true }),
          }),
          { minLength: 1, maxLength: 3 },
        ),
      });
      await fc.assert(
        fc.asyncProperty(terms, async ({ taxRateBasisPoints, discountBasisPoints, unitPriceCents, shares }) => {
          const { body: invoice } = await create({
            items: [{ title: 'Work', quantity: 250, unitPriceCents }],
            taxRateBasisPoints,
            discountBasisPoints,
            allowPartialPayment: true,
            minimumPaymentCents: 50,
            send: true,
          }).expect(201);
          const paid: number[] = [];
          for (const { share, card } of shares) {
            const due = (await repository(InvoiceEntity).findOneByOrFail({ id: invoice.id })).amountCents - sum(paid);
            if (due === 0) break;
            // A part between the minimum and the due less $0.50, or the whole when none is left to split.
            const amount = due - 50 < 50 ? due : 50 + Math.floor(share * (due - 100));
            if (card) await payByCard(invoice.publicId, amount);
            else await payOffline(invoice.id, amount);
            paid.push(amount);
          }
          const stored = await repository(InvoiceEntity).findOneByOrFail({ id: invoice.id });
          expect(stored.amountCents).toBe(stored.subtotalCents - stored.discountCents + stored.taxCents);
          expect(stored.amountCents).toBeGreaterThanOrEqual(0);
          const payments = await repository(InvoicePaymentEntity).findBy({
            invoiceId: invoice.id,
            status: 'succeeded',
          });
          expect(sum(payments.map((payment) => payment.amountCents))).toBe(stored.paidCents);
          expect(stored.paidCents).toBe(sum(paid));
          const { body: page } = await app.http.get(`/api/pay-invoice/${invoice.publicId}`).expect(200);
          expect(page.amountDueCents).toBe(stored.amountCents - sum(paid));
          expect(page.status).toBe(page.amountDueCents === 0 ? 'paid' : 'sent');
          const { body: bytes } = await app.http
            .get(`/api/pay-invoice/${invoice.publicId}/pdf`)
            .responseType('blob')
            .expect(200);
          const pdf = pdfText(bytes as Buffer);
          expect(pdf).toMatch(new RegExp(`Amount due\\s+${formatCents(page.amountDueCents).replace(/[$.]/g, '\\$&')}`));
          expect(await receipts(invoice.invoiceNumber)).toHaveLength(paid.length);

          // Staff give back part of each payment: the ledger keeps payments less refunds, never below zero.
          const refunded: number[] = [];
          for (const [index, payment] of payments.entries()) {
            const amountCents = Math.floor((shares[index]?.refunded ?? 0) * payment.amountCents);
            if (amountCents === 0) continue;
            await staff
              .post(`/api/admin/invoices/${invoice.id}/refunds`)
              .send({ paymentId: payment.id, amountCents, reason: 'Goodwill' })
              .expect(201);
            refunded.push(amountCents);
          }
          const after = await repository(InvoiceEntity).findOneByOrFail({ id: invoice.id });
          const refunds = await repository(InvoiceRefundEntity).findBy({
            paymentId: In(payments.map((payment) => payment.id)),
          });
          expect(refunds.every((refund) => refund.status === 'succeeded')).toBe(true);
          expect(sum(refunds.map((refund) => refund.amountCents))).toBe(after.refundedCents);
          expect(after.paidCents - after.refundedCents).toBe(sum(paid) - sum(refunded));
          expect(after.paidCents - after.refundedCents).toBeGreaterThanOrEqual(0);
          const kept = after.paidCents - after.refundedCents;
          const fullyPaid = sum(paid) === after.amountCents;
          const expected = !fullyPaid
            ? 'sent'
            : kept >= after.amountCents
              ? 'paid'
              : after.refundedCents >= after.paidCents
                ? 'refunded'
                : 'partially_refunded';
          expect(after.status).toBe(expected);
        }),
        { numRuns: 6 },
      );
    });
  });
});

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
