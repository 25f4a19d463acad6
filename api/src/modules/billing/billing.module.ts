import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Clock } from '../../common/clock';
import { AppConfig } from '../../config/app.config';
import { AdminPaymentsController } from './admin/admin-payments.controller';
import { AccountCreditsService } from './credits/account-credits.service';
import { NotificationsModule } from '../notifications/notifications.module';
import { AdminInvoicesController } from './admin/admin-invoices.controller';
import { ConsultationFees } from './consultations/consultation-fees.service';
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
import { PayInvoiceCheckoutController } from './payments/pay-invoice-checkout.controller';
import { PaymentDriver } from './payments/payment-driver';
import { PaymentEventsService } from './payments/payment-events.service';
import { PaymentLedger } from './payments/payment-ledger';
import { PaymentsService } from './payments/payments.service';
import { RefundsService } from './payments/refunds.service';
import { SimulatedCheckout } from './payments/simulated-checkout';
import { SimulatedCheckoutController } from './payments/simulated-checkout.controller';
import { SimulatedPaymentDriver } from './payments/simulated-payment.driver';
import { StripePaymentDriver } from './payments/stripe-payment.driver';
import { StripeWebhookController } from './payments/stripe-webhook.controller';
import { PortalBillingController } from './portal/portal-billing.controller';
import { PortalBillingService } from './portal/portal-billing.service';
import { PortalInvoicesController } from './portal/portal-invoices.controller';
import { PayInvoiceController } from './public/pay-invoice.controller';

/** Invoices, payments, account credits, dunning and reminders (DESIGN.md). */
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
    NotificationsModule,
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
    {
      // The payment driver factory (DESIGN.md): Stripe when configured, else the simulated test-mode checkout
      // (which the configuration, and the driver itself, refuse in production).
      provide: PaymentDriver,
      inject: [AppConfig],
      useFactory: (config: AppConfig) =>
        config.STRIPE_SECRET_KEY
          ? new StripePaymentDriver(config.STRIPE_SECRET_KEY, config.STRIPE_WEBHOOK_SECRET!, config.STRIPE_API_URL)
          : new SimulatedPaymentDriver(config.PUBLIC_URL, config.NODE_ENV),
    },
    AccountCreditsService,
    Clock,
    ConsultationFees,
    DunningService,
    InvoiceNumbers,
    InvoicePdf,
    InvoicesService,
    InvoiceTimeline,
    PaymentEventsService,
    PaymentLedger,
    PaymentsService,
    PortalBillingService,
    RefundsService,
    SimulatedCheckout,
  ],
  exports: [ConsultationFees, DunningService, InvoiceNumbers, InvoicePdf, InvoicesService, InvoiceTimeline],
})
export class BillingModule {}
