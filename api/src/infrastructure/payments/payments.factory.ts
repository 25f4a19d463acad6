import type { AppConfig } from '../../config/app.config';
import { PaymentDriver } from './payment-driver';
import { SimulatedPaymentDriver } from './drivers/simulated-payment.driver';

/** The driver's module, required only when it is selected: it loads its provider's SDK. */
type StripeDriverModule = typeof import('./drivers/stripe-payment.driver');

/** The payment driver PAYMENTS_DRIVER names (AppConfig.paymentsDriver: stripe when STRIPE_SECRET_KEY is set). */
export function createPaymentDriver(config: AppConfig): PaymentDriver {
  switch (config.paymentsDriver) {
    case 'stripe': {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the SDK loads only when selected (docs/performance.md)
      const { StripePaymentDriver } = require('./drivers/stripe-payment.driver') as StripeDriverModule;
      return new StripePaymentDriver(config.STRIPE_SECRET_KEY!, config.STRIPE_WEBHOOK_SECRET!, config.STRIPE_API_URL);
    }
    case 'simulated':
      return new SimulatedPaymentDriver(config.PUBLIC_URL, config.NODE_ENV);
  }
}
