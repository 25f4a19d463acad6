import { Module } from '@nestjs/common';
import { AppConfig } from '../../config/app.config';
import { PaymentDriver } from './payment-driver';
import { createPaymentDriver } from './payments.factory';

/** Provides the configured PaymentDriver. */
@Module({
  providers: [{ provide: PaymentDriver, inject: [AppConfig], useFactory: createPaymentDriver }],
  exports: [PaymentDriver],
})
export class PaymentsModule {}
