import { Browser, browser, signInStaff, waitForMail } from '../../../../test/auth-helpers';
import { readableMail } from '../../../../test/readable-mail';
import { createTestApp, TestApp } from '../../../../test/test-app';
import { SimulatedPaymentDriver } from '../../../infrastructure/payments/drivers/simulated-payment.driver';
import { CheckoutRequest, PaymentProviderRefusal } from '../../../infrastructure/payments/payment-driver';
import { InvoiceEntity } from '../entities/invoice.entity';
import { ReminderJobEntity } from '../entities/reminder-job.entity';

const STAFF = 'staff@example.com';

/** An invoice of one line at `unitPriceCents`, for a client without an account. */
const oneLine = (email: string, unitPriceCents: number, send: boolean) => ({
  clientName: 'Ana Lopez',
  clientEmail: email,
  dueDate: new Date(Date.now() + 14 * 86_400_000).toISOString(),
  items: [{ title: 'Photocopies', quantity: 100, unitPriceCents }],
  send,
});

describe('invoices a card cannot pay (Stripe: $0.50 to $999,999.99)', () => {
  let app: TestApp;
  let staff: Browser;
  const invoices = () => app.dataSource.getRepository(InvoiceEntity);

  beforeAll(async () => {
    app = await createTestApp({ env: { ADMIN_EMAILS: STAFF, AUTH_RATE_LIMIT_PER_IP: '1000' } });
    staff = await signInStaff(app, STAFF, 'Sam');
  });
  afterAll(() => app.close());

  it('refuses to send $0.30 (under the card minimum) with the reason, keeping nothing of a create-and-send', async () => {
    const refused = await staff
      .post('/api/admin/invoices')
      .send(oneLine('small@example.com', 30, true))
      .expect(409);
    expect(refused.body).toEqual({
      statusCode: 409,
      code: 'INVOICE_AMOUNT_NOT_PAYABLE',
      message: "Card payments start at $0.50: this invoice's $0.30 cannot be paid online",
    });
    expect(await invoices().countBy({ clientEmail: 'small@example.com' })).toBe(0);

    // A draft may be anything within the invoice limits; only sending asks whether a card can pay it.
    const { body: draft } = await staff.post('/api/admin/invoices').send(oneLine('small@example.com', 30, false));
    expect(draft).toMatchObject({ status: 'draft', amountCents: 30 });
    const send = await staff.post(`/api/admin/invoices/${draft.id}/send`).expect(409);
    expect(send.body).toMatchObject({ code: 'INVOICE_AMOUNT_NOT_PAYABLE', message: expect.stringContaining('$0.50') });
    expect(await invoices().findOneByOrFail({ id: draft.id })).toMatchObject({ status: 'draft', sentAt: null });

    // At the minimum it goes out as any other.
    await staff
      .patch(`/api/admin/invoices/${draft.id}`)
      .send({ items: oneLine('', 50, false).items })
      .expect(200);
    await staff.post(`/api/admin/invoices/${draft.id}/send`).expect(200);
    expect(await invoices().findOneByOrFail({ id: draft.id })).toMatchObject({ status: 'sent' });
  });

  it('marks a $0.00 invoice paid as it is sent: no reminders, and its e-mail asks for nothing', async () => {
    const { body } = await staff
      .post('/api/admin/invoices')
      .send(oneLine('free@example.com', 0, true))
      .expect(201);
    expect(body).toMatchObject({ status: 'paid', amountCents: 0, amountDueCents: 0, paymentDate: expect.any(String) });
    expect(body.timeline.map((event: { kind: string }) => event.kind)).toEqual(['created', 'sent', 'paid']);
    expect(body.timeline[2]).toMatchObject({ actor: 'staff', note: 'Nothing to pay: marked paid when sent' });
    expect(await app.dataSource.getRepository(ReminderJobEntity).countBy({ invoiceId: body.id })).toBe(0);

    const mail = readableMail(await waitForMail(app, 'free@example.com'));
    expect(mail).toContain(`Subject: Invoice ${body.invoiceNumber} from Inspivision: nothing to pay`);
    expect(mail).toContain('Nothing is due on it, so there is nothing to pay: it is marked paid.');
    expect(mail).not.toContain('Pay it online');

    const pay = await browser(app).post(`/api/pay-invoice/${body.publicId}/checkout`).expect(409);
    expect(pay.body).toMatchObject({ code: 'INVOICE_NOT_PAYABLE' });
  });

  it('refuses at create an invoice over the card maximum, naming the limit; the maximum itself is sent', async () => {
    const over = await staff.post('/api/admin/invoices').send(oneLine('big@example.com', 100_000_000, false));
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({
      message: 'An invoice totals at most $999,999.99',
      errors: [{ field: 'items', message: 'An invoice totals at most $999,999.99' }],
    });
    const { body } = await staff.post('/api/admin/invoices').send(oneLine('big@example.com', 99_999_999, true));
    expect(body).toMatchObject({ status: 'sent', amountDueCents: 99_999_999 });
  });
});

describe('the simulated driver refuses what Stripe refuses', () => {
  const driver = new SimulatedPaymentDriver('http://localhost:3000', 'test');
  const checkout = (amountCents: number): CheckoutRequest => ({
    invoice: { id: 'inv', invoiceNumber: 'INV-2026-0001', publicId: 'p'.repeat(22), description: null },
    paymentId: 'pay',
    amountCents,
    currency: 'USD',
    customer: { email: 'ana@example.com' },
    successUrl: 'http://localhost:3000/ok',
    cancelUrl: 'http://localhost:3000/cancel',
    metadata: { invoiceId: 'inv', paymentId: 'pay' },
  });

  it('under $0.50 and over $999,999.99, in Stripe’s words', async () => {
    await expect(driver.createCheckout(checkout(30))).rejects.toThrow(
      new PaymentProviderRefusal('Amount must be at least $0.50 usd'),
    );
    await expect(driver.createCheckout(checkout(100_000_000))).rejects.toThrow(
      new PaymentProviderRefusal('Amount must be no more than $999,999.99'),
    );
    await expect(driver.createCheckout(checkout(30))).rejects.toBeInstanceOf(PaymentProviderRefusal);
    await expect(driver.createCheckout(checkout(50))).resolves.toMatchObject({ sessionId: expect.any(String) });
    await expect(driver.createCheckout(checkout(99_999_999))).resolves.toMatchObject({ url: expect.any(String) });
  });
});
