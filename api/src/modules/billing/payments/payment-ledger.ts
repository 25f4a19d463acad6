import { Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AppConfig } from '../../../config/app.config';
import { MailService } from '../../notifications/mail/mail.service';
import { OutgoingMessage } from '../../notifications/outbox/outbox.service';
import { StaffAlerts } from '../../notifications/staff-alerts.service';
import { PAID_INVOICE_STATUSES, PAYABLE_INVOICE_STATUSES, type PaymentMethod } from '../billing.constants';
import { InvoicePdf } from '../documents/invoice-pdf';
import { DunningService } from '../dunning/dunning.service';
import { InvoicePaymentEntity } from '../entities/invoice-payment.entity';
import { InvoiceEntity } from '../entities/invoice.entity';
import { formatCents } from '../formatting';
import { InvoiceEventDetails, InvoiceTimeline } from '../invoices/invoice-timeline';
import { amountDueCents } from '../invoices/invoice-totals';
import { paymentAlertMail, paymentReceiptMail } from './payment.mails';

export type SendMail = (message: OutgoingMessage) => Promise<string>;

/** Who recorded a payment or refund, for the timeline. */
export type LedgerActor = Pick<InvoiceEventDetails, 'actor' | 'actorUserId'>;

/** The payment provider (webhooks and the simulated checkout). */
export const PROVIDER_ACTOR: LedgerActor = { actor: 'provider', actorUserId: null };

/** How each method reads in e-mails and the timeline. */
export const PAYMENT_METHOD_WORDS: Record<PaymentMethod, string> = {
  card: 'card',
  credit: 'account credits',
  cheque: 'cheque',
  wire: 'wire transfer',
  cash: 'cash',
  other: 'another method',
};

/** The PDF of an invoice by its pay link: the receipt of payments the provider gives none for. */
export const invoicePdfUrl = (publicUrl: string, publicId: string) => `${publicUrl}/api/pay-invoice/${publicId}/pdf`;

/**
 * Writes what money did to an invoice, in the caller's transaction (the invoice row locked by it): a
 * succeeded payment (totals, paid status, timeline, receipt, staff alert) and refunds (refunded total and
 * status). Card, credits-only and offline payments all go through here.
 */
@Injectable()
export class PaymentLedger {
  constructor(
    private readonly timeline: InvoiceTimeline,
    private readonly pdf: InvoicePdf,
    private readonly mail: MailService,
    private readonly staffAlerts: StaffAlerts,
    private readonly config: AppConfig,
    private readonly dunning: DunningService,
  ) {}

  /** The invoice row, locked until the transaction ends. Every payment change takes it first. */
  async lockInvoice(manager: EntityManager, where: { id: string } | { publicId: string }): Promise<InvoiceEntity> {
    const invoice = await manager.findOne(InvoiceEntity, { where, lock: { mode: 'pessimistic_write' } });
    if (!invoice) throw new NotFoundException('No such invoice');
    return invoice;
  }

  /**
   * Adds a payment that just succeeded (its money and the credits it spent) to its invoice, which becomes
   * paid once nothing is due. Money that came where it should not (a cancelled or already paid invoice, or
   * more than was due) is recorded all the same and flagged to staff, who refund it. The client gets a
   * receipt with the PDF (stamped PAID when paid), unless the invoice was cancelled.
   */
  async recordSucceeded(
    manager: EntityManager,
    send: SendMail,
    invoice: InvoiceEntity,
    payment: InvoicePaymentEntity,
    actor: LedgerActor,
  ): Promise<void> {
    const payable = PAYABLE_INVOICE_STATUSES.includes(invoice.status);
    const dueBefore = amountDueCents(invoice);
    const received = payment.amountCents + payment.creditsCents;
    invoice.paidCents += payment.amountCents;
    invoice.creditsAppliedCents += payment.creditsCents;
    let attention: string | null = null;
    if (!payable) {
      attention =
        invoice.status === 'cancelled'
          ? 'This invoice was cancelled before the payment completed: refund it (or reopen the matter with the client).'
          : `This invoice was already ${invoice.status.replace('_', ' ')}: the client paid twice; refund this payment.`;
    } else if (received > dueBefore) {
      attention = `This is ${formatCents(received - dueBefore)} more than was due: refund the difference.`;
    }
    if (payable && amountDueCents(invoice) === 0) {
      invoice.status = 'paid';
      invoice.paymentDate = payment.succeededAt;
      await this.dunning.stopIn(manager, invoice.id);
    }
    if (payment.paymentIntentId) {
      invoice.paymentIntentId = payment.paymentIntentId;
      invoice.paymentStatus = 'succeeded';
    }
    if (payment.receiptUrl) invoice.receiptUrl = payment.receiptUrl;
    await manager.save(invoice);

    const method = PAYMENT_METHOD_WORDS[payment.method];
    const credits = payment.creditsCents > 0 ? ` and ${formatCents(payment.creditsCents)} of account credits` : '';
    await this.timeline.record(manager, invoice.id, 'paid', {
      ...actor,
      amountCents: received,
      note: [`${formatCents(payment.amountCents)} by ${method}${credits}`, payment.note, attention]
        .filter(Boolean)
        .join('. '),
    });
    if (invoice.status !== 'cancelled') {
      const pdf = await this.pdf.render(invoice);
      await send(
        this.mail.compose(
          paymentReceiptMail,
          {
            clientName: invoice.clientName,
            invoiceNumber: invoice.invoiceNumber,
            publicId: invoice.publicId,
            amountPaid: formatCents(received),
            creditsApplied: payment.creditsCents > 0 ? formatCents(payment.creditsCents) : null,
            method,
            receiptUrl: payment.receiptUrl ?? invoicePdfUrl(this.config.PUBLIC_URL, invoice.publicId),
            pdfBase64: pdf.toString('base64'),
          },
          { email: invoice.clientEmail, userId: invoice.userId },
        ),
      );
    }
    const alert = {
      invoiceNumber: invoice.invoiceNumber,
      clientName: invoice.clientName,
      clientEmail: invoice.clientEmail,
      amount: formatCents(received),
      method,
      attention,
    };
    for (const message of this.staffAlerts.messages(paymentAlertMail, alert)) await send(message);
  }

  /**
   * The invoice's refunded total from its payments' refunds, and its status: refunded once everything
   * received went back, partially refunded before (a paid invoice only; others keep their status).
   */
  async recordRefundTotals(manager: EntityManager, invoice: InvoiceEntity): Promise<void> {
    const [{ total }] = await manager.query<{ total: number }[]>(
      `SELECT COALESCE(SUM(refunded_cents), 0)::int AS total FROM invoice_payments
       WHERE invoice_id = $1 AND status = 'succeeded'`,
      [invoice.id],
    );
    invoice.refundedCents = total;
    if (PAID_INVOICE_STATUSES.includes(invoice.status)) {
      const received = invoice.paidCents + invoice.creditsAppliedCents;
      invoice.status = total === 0 ? 'paid' : total >= received ? 'refunded' : 'partially_refunded';
    }
    await manager.save(invoice);
  }
}
