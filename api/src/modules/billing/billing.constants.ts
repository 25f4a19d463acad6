/** Invoice statuses (initial draft, SPEC.md section 4; the rest is ours). */
export const INVOICE_STATUSES = ['draft', 'sent', 'paid', 'overdue', 'cancelled', 'refunded'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** Where an account credit came from (default referral). */
export const ACCOUNT_CREDIT_SOURCES = ['referral', 'adjustment'] as const;
export type AccountCreditSource = (typeof ACCOUNT_CREDIT_SOURCES)[number];

/** Account credit statuses (initial available, SPEC.md section 4; the rest is ours). */
export const ACCOUNT_CREDIT_STATUSES = ['available', 'applied', 'expired', 'revoked'] as const;
export type AccountCreditStatus = (typeof ACCOUNT_CREDIT_STATUSES)[number];
