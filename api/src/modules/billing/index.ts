/** The billing module's public API: all other modules may import of it (docs/modules/billing.md). */
export { BillingModule } from './billing.module';
export { INVOICE_STATUSES, PAYABLE_INVOICE_STATUSES } from './billing.constants';
export type { InvoiceStatus } from './billing.constants';
export { DunningService } from './dunning/dunning.service';
export type { DeadlineReminder } from './dunning/dunning.service';
export { InvoiceEntity } from './entities/invoice.entity';
export { formatCents, formatMoney, formatQuantity, longDate } from './formatting';
export { InvoicesService, SYSTEM_ACTOR } from './invoices/invoices.service';
export { InvoiceItemDto, InvoiceItemInputDto, InvoiceTaxDto } from './invoices/invoice.dto';
export type { CreateInvoiceDto } from './invoices/invoice.dto';
export { payInvoiceUrl } from './invoices/invoice.mails';
export { LinkedInvoices } from './invoices/linked-invoices.service';
export type { LinkedInvoice } from './invoices/linked-invoices.service';
export { RefundRules } from './payments/refund-rules';
export type { RefundProposal, RefundRuleInvoice } from './payments/refund-rules';
export { RefundsService } from './payments/refunds.service';
export * from './billing.events';
export { STRIPE_WEBHOOK_PATH } from './payments/stripe-webhook.controller';
