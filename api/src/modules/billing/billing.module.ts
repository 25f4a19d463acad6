import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Clock } from '../../common/clock';
import { NotificationsModule } from '../notifications/notifications.module';
import { AdminInvoicesController } from './admin/admin-invoices.controller';
import { InvoicePdf } from './documents/invoice-pdf';
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
  controllers: [AdminInvoicesController, PortalInvoicesController, PayInvoiceController],
  providers: [Clock, InvoiceNumbers, InvoicePdf, InvoicesService, InvoiceTimeline],
  exports: [InvoiceNumbers, InvoicePdf, InvoicesService, InvoiceTimeline],
})
export class BillingModule {}
