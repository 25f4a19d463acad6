import { defineEvent } from '../../infrastructure/events/domain-event';
import type { InvoiceStatus, PaymentMethod } from './billing.constants';

/** The invoice an event is about, with the record it bills (at most one of the three; none for a plain invoice). */
export type InvoiceFacts = {
  invoiceId: string;
  invoiceNumber: string;
  /** The client's account, if the invoice has one. */
  userId: string | null;
  consultationId: string | null;
  serviceInquiryId: string | null;
  projectId: string | null;
};

/** A draft was sent to its client for the first time: from now on it can be paid. */
export type InvoiceIssuedPayload = InvoiceFacts & {
  amountCents: number;
  currency: string;
  /** ISO 8601. */
  dueDate: string | null;
};
export const InvoiceIssued = defineEvent<InvoiceIssuedPayload>('billing.invoice-issued');

/**
 * A payment of the invoice succeeded (by card, account credits or recorded by staff), once per payment:
 * `invoiceStatus` is `paid` once nothing is left to pay. Money that reached a cancelled or already paid
 * invoice, or more than was due, is recorded all the same (`previousStatus`, `excessCents`) and goes back to
 * the card on its own (`refundingCents`).
 */
export type InvoicePaidPayload = InvoiceFacts & {
  paymentId: string;
  method: PaymentMethod;
  /** Money received, and the account credits the payment spent, in cents of `currency`. */
  amountCents: number;
  creditsCents: number;
  currency: string;
  invoiceStatus: InvoiceStatus;
  previousStatus: InvoiceStatus;
  /** What came in beyond what was due (0 for a payable invoice paid as asked). */
  excessCents: number;
  /** What the checkout asked and did not get (a card payment of less than its checkout's amount). */
  shortCents: number;
  /** The money of this payment being refunded automatically: all of it on an invoice that was not payable, else the excess. */
  refundingCents: number;
};
export const InvoicePaid = defineEvent<InvoicePaidPayload>('billing.invoice-paid');

/** Money (or credits) of a payment went back to the client: by staff, or at the payment provider. */
export type InvoiceRefundedPayload = InvoiceFacts & {
  paymentId: string;
  /** This refund, and everything refunded on the invoice so far, in cents. */
  amountCents: number;
  refundedCents: number;
  invoiceStatus: InvoiceStatus;
};
export const InvoiceRefunded = defineEvent<InvoiceRefundedPayload>('billing.invoice-refunded');

/** An unpaid invoice was cancelled (by staff, or with the record it billed): it can no longer be paid. */
export type InvoiceCancelledPayload = InvoiceFacts;
export const InvoiceCancelled = defineEvent<InvoiceCancelledPayload>('billing.invoice-cancelled');
