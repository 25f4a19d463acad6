import { loadConfig } from '../../config/app.config';
import { SimulatedPaymentDriver } from './drivers/simulated-payment.driver';
import { StripePaymentDriver } from './drivers/stripe-payment.driver';
import { createPaymentDriver } from './payments.factory';

const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_key', STRIPE_WEBHOOK_SECRET: 'whsec_secret' };

describe('the payment driver factory', () => {
  it('takes Stripe when STRIPE_SECRET_KEY is set, else the simulated checkout', () => {
    expect(createPaymentDriver(loadConfig(STRIPE))).toBeInstanceOf(StripePaymentDriver);
    expect(createPaymentDriver(loadConfig({}))).toBeInstanceOf(SimulatedPaymentDriver);
  });

  it('takes the driver PAYMENTS_DRIVER names', () => {
    expect(createPaymentDriver(loadConfig({ ...STRIPE, PAYMENTS_DRIVER: 'simulated' }))).toBeInstanceOf(
      SimulatedPaymentDriver,
    );
    expect(createPaymentDriver(loadConfig({ ...STRIPE, PAYMENTS_DRIVER: 'stripe' }))).toBeInstanceOf(
      StripePaymentDriver,
    );
  });

  it('refuses to start with PAYMENTS_DRIVER=stripe and no Stripe key', () => {
    expect(() => loadConfig({ PAYMENTS_DRIVER: 'stripe' })).toThrow(
      'Invalid configuration: PAYMENTS_DRIVER is stripe, but STRIPE_SECRET_KEY is not set: set it, ' +
        'or leave PAYMENTS_DRIVER unset to use the driver that is configured. See .env.example.',
    );
  });
});
