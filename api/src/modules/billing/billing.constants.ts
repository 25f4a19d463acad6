import { CARD_AMOUNT_LIMITS } from '../../infrastructure/payments/payment-driver';

/**
 * Invoice statuses (initial draft; docs/modules/billing.md). A sent invoice becomes overdue after
 * the last reminder stage; a paid one partially_refunded or refunded as money goes back.
 */
export const INVOICE_STATUSES = [
  'draft',
  'sent',
  'overdue',
  'paid',
  'partially_refunded',
  'refunded',
  'cancelled',
] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** Statuses in which a client can still pay. */
export const PAYABLE_INVOICE_STATUSES: readonly InvoiceStatus[] = ['sent', 'overdue'];

/** Statuses of an invoice that was paid in full (some money may have gone back since): its PDF is stamped PAID. */
export const PAID_INVOICE_STATUSES: readonly InvoiceStatus[] = ['paid', 'partially_refunded', 'refunded'];

/** Statuses staff may still send (again) or cancel. */
export const OPEN_INVOICE_STATUSES: readonly InvoiceStatus[] = ['draft', 'sent', 'overdue'];

/** What happened to an invoice, in its timeline. */
export const INVOICE_EVENT_KINDS = [
  'created',
  'updated',
  'sent',
  'viewed',
  'reminded',
  'checkout_started',
  'checkout_expired',
  'payment_failed',
  'payment_unmatched',
  'paid',
  'refunded',
  'refund_failed',
  'overdue',
  'cancelled',
] as const;
export type InvoiceEventKind = (typeof INVOICE_EVENT_KINDS)[number];

/** Who caused a timeline event. */
export const INVOICE_EVENT_ACTORS = ['staff', 'client', 'system', 'provider'] as const;
export type InvoiceEventActor = (typeof INVOICE_EVENT_ACTORS)[number];

/** How money reached an invoice: a card checkout, account credits only, or recorded by staff (offline). */
export const PAYMENT_METHODS = ['card', 'credit', 'cheque', 'wire', 'cash', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Offline methods staff may record with "mark paid". */
export const OFFLINE_PAYMENT_METHODS = ['cheque', 'wire', 'cash', 'other'] as const satisfies readonly PaymentMethod[];
export type OfflinePaymentMethod = (typeof OFFLINE_PAYMENT_METHODS)[number];

/**
 * A payment attempt: `pending` while its checkout is open (credits reserved; a declined card leaves it open for
 * another card, its failureMessage saying why), then `succeeded`, or `expired` (closed unpaid: credits
 * released). `unmatched`: money arrived in another currency than the invoice's, so it counts for nothing on the
 * invoice and staff refund it.
 */
export const PAYMENT_STATUSES = ['pending', 'succeeded', 'expired', 'unmatched'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The payment drivers (docs/infrastructure.md): Stripe when configured, else the simulated test-mode checkout. */
export const PAYMENT_PROVIDERS = ['stripe', 'simulated'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/**
 * How a refund goes back: to the card through the payment driver, as an account credit, or returned by staff
 * outside the site (an offline payment).
 */
export const REFUND_WAYS = ['card', 'credit', 'offline'] as const;
export type RefundWay = (typeof REFUND_WAYS)[number];

/**
 * A refund's status: a card refund is `pending` from the transaction that decides it until the provider has
 * made it (`succeeded`) or refused it, or failed too often (`failed`: its amount counts again as received and
 * staff are alerted); credit and offline refunds are `succeeded` at once.
 */
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * Carrying out a card refund: tried right after the commit that decides it, then by the scheduled sweep
 * after 1, 2, 4 ... minutes (doubling), and given up (failed, staff alerted) after `attempts` tries (about
 * four hours of provider outage).
 */
export const REFUND_RETRY = { attempts: 9, firstDelayMinutes: 1 } as const;

/** Where an account credit came from (default referral). */
export const ACCOUNT_CREDIT_SOURCES = ['referral', 'adjustment', 'refund'] as const;
export type AccountCreditSource = (typeof ACCOUNT_CREDIT_SOURCES)[number];

/**
 * Account credit statuses (initial available; docs/modules/billing.md). `reserved` while a
 * checkout that uses it is open; `applied` once that payment succeeded.
 */
export const ACCOUNT_CREDIT_STATUSES = ['available', 'reserved', 'applied', 'expired', 'revoked'] as const;
export type AccountCreditStatus = (typeof ACCOUNT_CREDIT_STATUSES)[number];

/**
 * The client is e-mailed once about an available credit this many days before it expires (credits/credit-expiry.ts,
 * each hour); the same run marks the credits whose date passed `expired`.
 */
export const EXPIRY_REMINDER_DAYS = 14;

/**
 * Dunning stages, in days relative to the due date: 3 days before, on it, then 3, 7 and 14 days after (the
 * last one marks the invoice overdue and alerts staff). Each is sent once, at 10:00 in the client's zone.
 */
export const DUNNING_STAGES = [
  { stage: 'before_3', offsetDays: -3 },
  { stage: 'due', offsetDays: 0 },
  { stage: 'after_3', offsetDays: 3 },
  { stage: 'after_7', offsetDays: 7 },
  { stage: 'after_14', offsetDays: 14 },
] as const;
export type DunningStage = (typeof DUNNING_STAGES)[number]['stage'];
export const DUNNING_SEND_HOUR = 10;

/** Invoice limits: items per invoice, text lengths, amounts (cents) and quantities (hundredths). */
export const INVOICE_LIMITS = {
  itemsMin: 1,
  itemsMax: 100,
  itemTitle: 255,
  itemDescription: 1000,
  /** Hundredths of a unit: 1 = 0.01, 100 = 1 unit; at most 100,000 units. */
  quantityMax: 10_000_000,
  /** $1,000,000.00 per unit (cents). */
  unitPriceCentsMax: 100_000_000,
  /** $999,999.99 per invoice (cents): the most one card payment can be (CARD_AMOUNT_LIMITS). */
  totalCentsMax: CARD_AMOUNT_LIMITS.USD.maxCents,
  /** The least a partial payment's minimum may be: the card minimum, $0.50 (cents). */
  minimumPaymentCentsMin: CARD_AMOUNT_LIMITS.USD.minCents,
  description: 2000,
  notes: 5000,
  clientName: 255,
  clientEmail: 320,
  clientPhone: 50,
  clientCountry: 100,
  paymentNote: 500,
  refundReason: 500,
} as const;

/** Invoices are numbered INV-<year>-<4+ digits>, consecutive per year. */
export const INVOICE_NUMBER_PREFIX = 'INV';

/** The currency of every amount: US dollars (docs/modules/billing.md). */
export const BILLING_CURRENCY = 'USD';

/**
 * Which rule of the refund policy (docs/modules/billing.md) applies to an invoice: a project deposit before work starts (all of it
 * less an administrative fee) or after (nothing), a project balance (nothing), or none. The rules themselves
 * belong to the modules whose records are invoiced (payments/refund-rules.ts).
 */
export const REFUND_POLICY_RULES = [
  'project_deposit_before_work',
  'project_deposit_after_work',
  'project_balance',
  'none',
] as const;
export type RefundPolicyRule = (typeof REFUND_POLICY_RULES)[number];

/** What a "Pay" click ended in: a checkout page to go to, or paid at once by account credits. */
export const CHECKOUT_OUTCOMES = ['checkout', 'paid'] as const;
export type CheckoutOutcome = (typeof CHECKOUT_OUTCOMES)[number];
