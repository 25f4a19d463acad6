import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Clock } from '../../common/clock';
import { PaymentsModule } from '../../infrastructure/payments/payments.module';
import { AdminPaymentsController } from './admin/admin-payments.controller';
import { AccountCreditsService } from './credits/account-credits.service';
import { CreditExpiry } from './credits/credit-expiry';
import { AuthModule } from '../auth';
import { NotificationsModule } from '../notifications';
import { AdminInvoicesController } from './admin/admin-invoices.controller';
import { InvoicePdf } from './documents/invoice-pdf';
import { DunningService } from './dunning/dunning.service';
import { AccountCreditEntity } from './entities/account-credit.entity';
import { InvoiceDunningLogEntity } from './entities/invoice-dunning-log.entity';
import { InvoiceEventEntity } from './entities/invoice-event.entity';
import { InvoicePaymentEntity } from './entities/invoice-payment.entity';
import { InvoiceRefundEntity } from './entities/invoice-refund.entity';
import { InvoiceEntity } from './entities/invoice.entity';
import { ReminderJobEntity } from './entities/reminder-job.entity';
import { InvoiceNumbers } from './invoices/invoice-numbers';
import { InvoiceTimeline } from './invoices/invoice-timeline';
import { InvoicesService } from './invoices/invoices.service';
import { LinkedInvoices } from './invoices/linked-invoices.service';
import { OpenCheckouts } from './payments/open-checkouts';
import { PayInvoiceCheckoutController } from './payments/pay-invoice-checkout.controller';
import { PaymentCards } from './payments/payment-cards';
import { PaymentEventsService } from './payments/payment-events.service';
import { PaymentLedger } from './payments/payment-ledger';
import { PaymentNotices } from './payments/payment-notices';
import { PaymentsService } from './payments/payments.service';
import { RefundRules } from './payments/refund-rules';
import { RefundsService } from './payments/refunds.service';
import { SimulatedCheckout } from './payments/simulated-checkout';
import { SimulatedCheckoutController } from './payments/simulated-checkout.controller';
import { StripeWebhookController } from './payments/stripe-webhook.controller';
import { PortalBillingController } from './portal/portal-billing.controller';
import { PortalBillingService } from './portal/portal-billing.service';
import { PortalInvoicesController } from './portal/portal-invoices.controller';
import { PayInvoiceController } from './public/pay-invoice.controller';

/** Invoices, payments, account credits, dunning and reminders (docs/modules/billing.md). */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      AccountCreditEntity,
      InvoiceDunningLogEntity,
      InvoiceEntity,
      InvoiceEventEntity,
      InvoicePaymentEntity,
      InvoiceRefundEntity,
      ReminderJobEntity,
    ]),
    AuthModule,
    NotificationsModule,
    PaymentsModule,
  ],
  controllers: [
    AdminInvoicesController,
    AdminPaymentsController,
    PortalInvoicesController,
    PortalBillingController,
    PayInvoiceController,
    PayInvoiceCheckoutController,
    StripeWebhookController,
    SimulatedCheckoutController,
  ],
  providers: [
    AccountCreditsService,
    Clock,
    CreditExpiry,
    DunningService,
    InvoiceNumbers,
    InvoicePdf,
    InvoicesService,
    InvoiceTimeline,
    LinkedInvoices,
    OpenCheckouts,
    PaymentCards,
    PaymentEventsService,
    PaymentLedger,
    PaymentNotices,
    PaymentsService,
    PortalBillingService,
    RefundRules,
    RefundsService,
    SimulatedCheckout,
  ],
  exports: [
    AccountCreditsService,
    DunningService,
    InvoiceNumbers,
    InvoicePdf,
    InvoicesService,
    InvoiceTimeline,
    LinkedInvoices,
    PaymentCards,
    RefundRules,
    RefundsService,
  ],
})
export class BillingModule {}
