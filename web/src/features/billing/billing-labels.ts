/** How the billing screens name statuses, methods and timeline events (antd-free data, one place). */
import type {
  RefundWay,
  InvoiceEventKind,
  InvoiceStatus,
  PaymentMethod,
  PaymentStatus,
  AccountCreditStatus,
} from '../../api/generated/model';

/** `tone` styles the portal's badge; `color` is the admin tag's. */
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, { label: string; tone: string; color?: string }> = {
  draft: { label: 'Draft', tone: 'muted' },
  sent: { label: 'Awaiting payment', tone: 'info', color: 'blue' },
  overdue: { label: 'Overdue', tone: 'danger', color: 'red' },
  paid: { label: 'Paid', tone: 'success', color: 'green' },
  partially_refunded: { label: 'Partially refunded', tone: 'warning', color: 'gold' },
  refunded: { label: 'Refunded', tone: 'muted', color: 'purple' },
  cancelled: { label: 'Cancelled', tone: 'muted' },
};

/** Statuses of an invoice paid in full (money may have gone back since). */
export const PAID_STATUSES: readonly InvoiceStatus[] = ['paid', 'partially_refunded', 'refunded'];
/** Statuses in which the client can still pay. */
export const PAYABLE_STATUSES: readonly InvoiceStatus[] = ['sent', 'overdue'];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  card: 'Card',
  credit: 'Account credit',
  cheque: 'Cheque',
  wire: 'Wire transfer',
  cash: 'Cash',
  other: 'Other',
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, { label: string; color?: string }> = {
  pending: { label: 'Checkout open', color: 'gold' },
  succeeded: { label: 'Succeeded', color: 'green' },
  expired: { label: 'Expired' },
  unmatched: { label: 'Other currency: refunded', color: 'red' },
};

export const CREDIT_STATUS_LABELS: Record<AccountCreditStatus, string> = {
  available: 'Available',
  reserved: 'Reserved for a checkout',
  applied: 'Applied',
  expired: 'Expired',
  revoked: 'Revoked',
};

export const INVOICE_EVENT_LABELS: Record<InvoiceEventKind, string> = {
  created: 'Created',
  updated: 'Edited',
  sent: 'Sent to the client',
  viewed: 'Viewed',
  reminded: 'Reminder sent',
  checkout_started: 'Checkout started',
  checkout_expired: 'Checkout expired',
  payment_failed: 'Payment failed',
  payment_unmatched: 'Payment in another currency',
  paid: 'Payment received',
  refunded: 'Refunded',
  refund_failed: 'Refund failed',
  overdue: 'Marked overdue',
  cancelled: 'Cancelled',
};

/** Where a refund goes, as the drawer says it. */
export const REFUND_WAY_WORDS: Record<RefundWay, string> = {
  card: 'to the card',
  credit: 'as account credit',
  offline: 'returned by staff',
};
