import { Injectable, OnModuleInit } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AppConfig } from '../../../config/app.config';
import type { DomainEvent } from '../../../infrastructure/events/domain-event';
import { EventBus } from '../../../infrastructure/events/event-bus';
import { MailService, OutboxService, StaffAlerts } from '../../notifications';
import { PAID_INVOICE_STATUSES, PAYABLE_INVOICE_STATUSES } from '../billing.constants';
import { InvoicePaid, type InvoicePaidPayload } from '../billing.events';
import { InvoicePdf, receivedPayments, receivedTotals } from '../documents/invoice-pdf';
import { InvoicePaymentEntity } from '../entities/invoice-payment.entity';
import { InvoiceEntity } from '../entities/invoice.entity';
import { formatCents } from '../formatting';
import { invoicePdfUrl, PAYMENT_METHOD_WORDS, paymentAttention } from './payment-ledger';
import { paymentAlertMail, paymentReceiptMail } from './payment.mails';

type PaidEvent = DomainEvent<InvoicePaidPayload>;

/**
 * What follows a payment for its people, once it has committed (subscribers of InvoicePaid): the client's
 * receipt with the invoice's PDF (stamped PAID when the payment settled it), unless the invoice was cancelled
 * or paid already (the payment goes back, and the client is told so when it is decided), and the staff alert,
 * which says what happened when the money did not come as asked.
 */
@Injectable()
export class PaymentNotices implements OnModuleInit {
  constructor(
    private readonly events: EventBus,
    private readonly outbox: OutboxService,
    private readonly mail: MailService,
    private readonly staffAlerts: StaffAlerts,
    private readonly pdf: InvoicePdf,
    private readonly config: AppConfig,
  ) {}

  onModuleInit() {
    this.events.subscribe(InvoicePaid, 'billing.payment-receipt', (event, manager) => this.receipt(event, manager));
    this.events.subscribe(InvoicePaid, 'billing.payment-staff-alert', (event, manager) => this.alert(event, manager));
  }

  private async receipt({ payload: paid }: PaidEvent, manager: EntityManager): Promise<void> {
    // A payment the invoice did not need goes back whole: the client hears of that refund instead.
    if (!PAYABLE_INVOICE_STATUSES.includes(paid.previousStatus)) return;
    const invoice = await manager.findOneByOrFail(InvoiceEntity, { id: paid.invoiceId });
    const payment = await manager.findOneByOrFail(InvoicePaymentEntity, { id: paid.paymentId });
    // The invoice as it stood after this payment, however late the receipt goes: a later payment is not in it.
    const payments = await receivedPayments(manager, invoice.id);
    const index = payments.findIndex((received) => received.id === payment.id);
    const asOf = index === -1 ? payments : payments.slice(0, index + 1);
    const balance = receivedTotals(invoice.amountCents, asOf).amountDueCents;
    const pdf = await this.pdf.render(invoice, asOf, {
      paid: PAID_INVOICE_STATUSES.includes(paid.invoiceStatus),
    });
    await this.outbox.sendIn(
      manager,
      this.mail.compose(
        paymentReceiptMail,
        {
          clientName: invoice.clientName,
          invoiceNumber: invoice.invoiceNumber,
          publicId: invoice.publicId,
          amountPaid: formatCents(paid.amountCents + paid.creditsCents),
          creditsApplied: paid.creditsCents > 0 ? formatCents(paid.creditsCents) : null,
          balanceLeft: balance > 0 ? formatCents(balance) : null,
          method: PAYMENT_METHOD_WORDS[paid.method],
          receiptUrl: payment.receiptUrl ?? invoicePdfUrl(this.config.PUBLIC_URL, invoice.publicId),
          pdfBase64: pdf.toString('base64'),
        },
        { email: invoice.clientEmail, userId: invoice.userId },
      ),
    );
  }

  private async alert({ payload: paid }: PaidEvent, manager: EntityManager): Promise<void> {
    const invoice = await manager.findOneByOrFail(InvoiceEntity, { id: paid.invoiceId });
    const alert = {
      invoiceNumber: invoice.invoiceNumber,
      clientName: invoice.clientName,
      clientEmail: invoice.clientEmail,
      amount: formatCents(paid.amountCents + paid.creditsCents),
      method: PAYMENT_METHOD_WORDS[paid.method],
      attention: paymentAttention(paid),
    };
    for (const message of this.staffAlerts.messages(paymentAlertMail, alert))
      await this.outbox.sendIn(manager, message);
  }
}
