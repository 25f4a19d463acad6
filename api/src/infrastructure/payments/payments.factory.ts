import type { AppConfig } from '../../config/app.config';
import { PaymentDriver } from './payment-driver';
import { SimulatedPaymentDriver } from './drivers/simulated-payment.driver';
import { StripePaymentDriver } from './drivers/stripe-payment.driver';

/** The payment driver PAYMENTS_DRIVER names (AppConfig.paymentsDriver: stripe when STRIPE_SECRET_KEY is set). */
export function createPaymentDriver(config: AppConfig): PaymentDriver {
  switch (config.paymentsDriver) {
    case 'stripe':
      return new StripePaymentDriver(config.STRIPE_SECRET_KEY!, config.STRIPE_WEBHOOK_SECRET!, config.STRIPE_API_URL);
    case 'simulated':
      return new SimulatedPaymentDriver(config.PUBLIC_URL, config.NODE_ENV);
  }
}
