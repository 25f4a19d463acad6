/** The billing module's public API: all other modules may import of it (docs/modules/billing.md). */
export { BillingModule } from './billing.module';
export { DunningService } from './dunning/dunning.service';
export type { DeadlineReminder } from './dunning/dunning.service';
export { InvoiceEntity } from './entities/invoice.entity';
export { formatCents, longDate } from './formatting';
export { SYSTEM_ACTOR } from './invoices/invoices.service';
export { LinkedInvoices } from './invoices/linked-invoices.service';
export type { LinkedInvoice } from './invoices/linked-invoices.service';
export { RefundRules } from './payments/refund-rules';
export type { RefundProposal, RefundRuleInvoice } from './payments/refund-rules';
export { RefundsService } from './payments/refunds.service';
export * from './billing.events';
export { STRIPE_WEBHOOK_PATH } from './payments/stripe-webhook.controller';
