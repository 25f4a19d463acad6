/**
 * The stable reasons an error can give beside its human `message` (`code` of ErrorResponseDto), in one
 * casing, for clients that act on them (say an account is suspended, offer a new link...). Published as the
 * `ErrorCode` enum of the OpenAPI document.
 */
export const ERROR_CODES = [
  /** Sign-in to a suspended account, or a request of a session its suspension ended (403). */
  'ACCOUNT_SUSPENDED',
  /** Suspending the last active staff account: someone must be left to run the back office (409). */
  'LAST_ACTIVE_ADMIN',
  /** The session has not passed its second factor yet (403): GET /api/auth/user says whether to enrol or verify. */
  'SECOND_FACTOR_REQUIRED',
  /** An article's slug is taken by another (409). */
  'SLUG_TAKEN',
  'FEEDBACK_LINK_INVALID',
  'FEEDBACK_LINK_USED',
  'FEEDBACK_LINK_EXPIRED',
  'NEWSLETTER_LINK_INVALID',
  'NEWSLETTER_LINK_EXPIRED',
  /** The confirmed sign-up ended since (the address unsubscribed) (409). */
  'NEWSLETTER_NOT_PENDING',
  'BOOKING_LINK_INVALID',
  'BOOKING_LINK_EXPIRED',
  /** A status change the current status of the lead or invoice does not allow (409). */
  'STATUS_TRANSITION_INVALID',
  /** Cancelling or moving a consultation that is no longer pending or confirmed (409). */
  'CONSULTATION_NOT_ACTIVE',
  'RESCHEDULE_EMAIL_CHANGED',
  'RESCHEDULE_REFUSED',
  /** The anti-robot check of a protected form is missing, wrong, expired or already used (400). */
  'BOT_CHECK_FAILED',
  /** Booking past the cap of pending bookings for one e-mail address (409). */
  'PENDING_BOOKINGS_PER_EMAIL',
  /** Booking past the cap of pending bookings from one client address (409). */
  'PENDING_BOOKINGS_PER_CLIENT_ADDRESS',
  /** Changing an invoice in a way its status no longer allows: a sent one keeps all but its due date and notes (409). */
  'INVOICE_NOT_EDITABLE',
  /** Paying an invoice that is not sent or overdue (a cancelled, paid or refunded one) (409). */
  'INVOICE_NOT_PAYABLE',
  /** Sending an invoice whose amount due a card cannot pay: under the card minimum ($0.50) or over its maximum (409). */
  'INVOICE_AMOUNT_NOT_PAYABLE',
  /** Paying an invoice with nothing left to pay (409). */
  'INVOICE_NOTHING_DUE',
  /** The invoice's open checkout was paid a moment ago and is being recorded: reload (409). */
  'PAYMENT_IN_PROGRESS',
  /** Recording an offline payment, or paying by card, more than the amount due (409). */
  'PAYMENT_EXCEEDS_DUE',
  /** Paying part of an invoice whose staff did not allow partial payment (409). */
  'PARTIAL_PAYMENT_NOT_ALLOWED',
  /** Paying part of an invoice outside the range allowed now: under its minimum, or leaving under $0.50 (409). */
  'PAYMENT_AMOUNT_OUT_OF_RANGE',
  /** Refunding a payment that did not succeed (409). */
  'PAYMENT_NOT_REFUNDABLE',
  /** Refunding more than what is left to refund on the payment (409). */
  'REFUND_EXCEEDS_REFUNDABLE',
  /** The payment provider refused the request (e.g. a refund of a disputed charge) (409). */
  'PAYMENT_PROVIDER_REFUSED',
  /** Changing a proposal that is no longer a draft: revise it instead (409). */
  'PROPOSAL_NOT_EDITABLE',
  /** Accepting or declining a proposal that is superseded, expired, declined or already accepted (409). */
  'PROPOSAL_NOT_SIGNABLE',
  /** Accepting a version of a proposal other than its current one (its documentSha256 differs) (409). */
  'PROPOSAL_DOCUMENT_CHANGED',
  /** Taking back more account credit than the client has available (409; docs/modules/referrals.md#staff). */
  'NOT_ENOUGH_CREDIT',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
