import request from 'supertest';
import { Browser, signInStaff, signUpVerified } from '../../../../test/auth-helpers';
import { pdfText } from '../../../../test/pdf-text';
import { mailAttachment, readableMail } from '../../../../test/readable-mail';
import { createTestApp, TestApp } from '../../../../test/test-app';
import { loadConfig } from '../../../config/app.config';
import { InvoicePaymentEntity } from '../entities/invoice-payment.entity';
import { InvoiceEntity } from '../entities/invoice.entity';
import { SimulatedPaymentDriver } from '../../../infrastructure/payments/drivers/simulated-payment.driver';
import { TEST_MODE_LABEL } from './simulated-checkout.page';

const STAFF = 'staff@example.com';
const ANA = 'ana@example.com';

/** The hidden fields of the page's form. */
const formFields = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map(([, n, v]) => [n, v]),
  );

describe('the simulated payment driver (no Stripe configured)', () => {
  let app: TestApp;
  let staff: Browser;
  let ana: Browser;

  const sendInvoice = async () => {
    const { body } = await staff
      .post('/api/admin/invoices')
      .send({
        clientName: 'Ana Lopez',
        clientEmail: ANA,
        dueDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        items: [{ title: 'Brand identity', quantity: 100, unitPriceCents: 120000 }],
        send: true,
      })
      .expect(201);
    return body as { id: string; publicId: string; invoiceNumber: string };
  };
  /** Opens the checkout as the pay page does and loads its page as a browser would. */
  const openCheckout = async (invoice: { publicId: string }) => {
    const { body } = await ana.post(`/api/pay-invoice/${invoice.publicId}/checkout`).expect(200);
    const path = new URL(body.checkoutUrl).pathname;
    const page = await request(app.app.getHttpServer()).get(path).expect(200);
    return { checkout: body, page };
  };
  /** Submits the page's form as a browser does: form-encoded, no script header, from the page itself. */
  const submit = (fields: Record<string, string>, action: string, origin = 'http://localhost:3000') =>
    request(app.app.getHttpServer())
      .post('/api/billing/simulated-checkout')
      .set('Origin', origin)
      .type('form')
      .send({ ...fields, action });

  beforeAll(async () => {
    app = await createTestApp({ env: { ADMIN_EMAILS: STAFF, AUTH_RATE_LIMIT_PER_IP: '1000' } });
    staff = await signInStaff(app, STAFF, 'Sam');
    ana = await signUpVerified(app, ANA, 'Ana');
  });
  afterAll(() => app.close());

  it('pays through its labelled test page: the same handling as Stripe, a receipt with the PDF', async () => {
    const invoice = await sendInvoice();
    const { checkout, page } = await openCheckout(invoice);
    expect(checkout).toMatchObject({ outcome: 'checkout', amountCents: 120000 });
    expect(checkout.checkoutUrl).toMatch(/^http:\/\/localhost:3000\/api\/billing\/simulated-checkout\/cs_sim_/);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.text).toContain(TEST_MODE_LABEL);
    expect(page.text).toContain(invoice.invoiceNumber);
    expect(page.text).toContain('$1,200.00');
    for (const label of ['Pay $1,200.00', 'Decline card', 'Cancel']) expect(page.text).toContain(`>${label}</button>`);
    expect(page.text).not.toMatch(/<script|style=|onclick/i);

    const fields = formFields(page.text);
    await submit({ ...fields, token: `${fields.token}x` }, 'pay').expect(403);
    await submit(fields, 'pay', 'https://evil.example').expect(403);
    const paid = await submit(fields, 'pay').expect(303);
    expect(paid.headers.location).toBe(`http://localhost:3000/pay-invoice/${invoice.publicId}?checkout=success`);

    const stored = await app.dataSource.getRepository(InvoiceEntity).findOneByOrFail({ id: invoice.id });
    expect(stored).toMatchObject({ status: 'paid', paidCents: 120000 });
    const [payment] = await app.dataSource.getRepository(InvoicePaymentEntity).findBy({ invoiceId: invoice.id });
    expect(payment).toMatchObject({
      provider: 'simulated',
      status: 'succeeded',
      paymentIntentId: expect.stringMatching(/^pi_sim_/),
    });
    expect(payment.receiptUrl).toBe(`http://localhost:3000/api/pay-invoice/${invoice.publicId}/pdf`);
    // The receipt is InvoicePaid's subscriber's: the events first, then the mail they wrote.
    await app.queueIdle('domain-events');
    await app.queueIdle('outbox');
    const receipt = (await app.mails()).find((eml) =>
      readableMail(eml).includes(`Subject: Receipt for invoice ${invoice.invoiceNumber}`),
    )!;
    expect(readableMail(receipt)).toContain(payment.receiptUrl);
    expect(pdfText(mailAttachment(receipt, `${invoice.invoiceNumber}.pdf`))).toContain('PAID');

    // A second submit of the same page (back button) pays nothing more; the page now says it is closed.
    await submit(fields, 'pay').expect(303);
    expect(await app.dataSource.getRepository(InvoicePaymentEntity).countBy({ invoiceId: invoice.id })).toBe(1);
    const closed = await request(app.app.getHttpServer()).get(new URL(checkout.checkoutUrl).pathname).expect(200);
    expect(closed.text).toContain('This checkout is closed');
  });

  it('declines the card: back on the page to try another, as Stripe does; cancel leaves the checkout open', async () => {
    const invoice = await sendInvoice();
    const { checkout, page } = await openCheckout(invoice);
    const cancelled = await submit(formFields(page.text), 'cancel').expect(303);
    expect(cancelled.headers.location).toBe(`http://localhost:3000/pay-invoice/${invoice.publicId}?checkout=cancelled`);
    const { page: same } = await openCheckout(invoice);
    expect(formFields(same.text)).toEqual(formFields(page.text));

    const declined = await submit(formFields(page.text), 'decline').expect(303);
    expect(declined.headers.location).toBe(checkout.checkoutUrl);
    const again = await request(app.app.getHttpServer()).get(new URL(checkout.checkoutUrl).pathname).expect(200);
    expect(again.text).toContain('<p role="alert">Your card was declined');
    expect(again.text).toContain('>Pay $1,200.00</button>');
    const [payment] = await app.dataSource.getRepository(InvoicePaymentEntity).findBy({ invoiceId: invoice.id });
    expect(payment).toMatchObject({ status: 'pending', failureMessage: expect.stringContaining('declined') });

    await submit(formFields(again.text), 'pay').expect(303);
    expect(await app.dataSource.getRepository(InvoiceEntity).findOneByOrFail({ id: invoice.id })).toMatchObject({
      status: 'paid',
    });
  });

  it('closes its page when the invoice is cancelled or the checkout has expired: nothing more can be paid', async () => {
    const cancelledInvoice = await sendInvoice();
    const { checkout, page } = await openCheckout(cancelledInvoice);
    await staff.post(`/api/admin/invoices/${cancelledInvoice.id}/cancel`).expect(200);
    const closed = await request(app.app.getHttpServer()).get(new URL(checkout.checkoutUrl).pathname).expect(200);
    expect(closed.text).toContain('This checkout is closed');
    expect(closed.text).not.toContain('Pay $1,200.00');
    await submit(formFields(page.text), 'pay').expect(303);
    expect(
      await app.dataSource.getRepository(InvoiceEntity).findOneByOrFail({ id: cancelledInvoice.id }),
    ).toMatchObject({ status: 'cancelled', paidCents: 0 });

    const expiring = await sendInvoice();
    const open = await openCheckout(expiring);
    await app.dataSource
      .getRepository(InvoicePaymentEntity)
      .update({ invoiceId: expiring.id }, { expiresAt: new Date(Date.now() - 1000) });
    const expired = await request(app.app.getHttpServer()).get(new URL(open.checkout.checkoutUrl).pathname).expect(200);
    expect(expired.text).toContain('This checkout is closed');
    await submit(formFields(open.page.text), 'pay').expect(303);
    expect(await app.dataSource.getRepository(InvoiceEntity).findOneByOrFail({ id: expiring.id })).toMatchObject({
      status: 'sent',
      paidCents: 0,
    });
  });

  it('takes no Stripe webhook', async () => {
    await app.http
      .post('/api/billing/stripe/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', 't=1,v1=abc')
      .send('{"id":"evt_1","type":"checkout.session.completed"}')
      .expect(400);
  });

  it('refuses to run in production', () => {
    expect(() => new SimulatedPaymentDriver('https://www.inspivision.com', 'production')).toThrow(/STRIPE_SECRET_KEY/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        APP_SECRET: 'kY8vQ2mX9pL4nR7tW1zB6cF3hJ5dG0sA',
        DATABASE_URL: 'postgres://app:secret@db:5432/app',
        PUBLIC_URL: 'https://www.inspivision.com',
        SENDGRID_API_KEY: 'SG.key',
      }),
    ).toThrow(/STRIPE_SECRET_KEY is not set, so invoices would be paid through the simulated payment driver/);
  });
});
