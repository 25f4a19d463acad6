import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Request } from 'express';
import { Repository } from 'typeorm';
import { Clock } from '../../../common/clock';
import { isCrossSite } from '../../../common/csrf.middleware';
import { AppSecret } from '../../../config/app-secret';
import { AppConfig } from '../../../config/app.config';
import { InvoicePaymentEntity } from '../entities/invoice-payment.entity';
import { formatCents } from '../formatting';
import { payInvoiceUrl } from '../invoices/invoice.mails';
import {
  SIMULATED_CHECKOUT_PATH,
  SimulatedPaymentDriver,
} from '../../../infrastructure/payments/drivers/simulated-payment.driver';
import { PaymentDriver } from '../../../infrastructure/payments/payment-driver';
import { PaymentEventsService } from './payment-events.service';
import { checkoutReturnUrls } from './payments.service';
import { closedCheckoutPage, SIMULATED_TEST_CARD, simulatedCheckoutPage } from './simulated-checkout.page';

const TOKEN_PURPOSE = 'simulated-checkout';
const CARD_PURPOSE = 'simulated-card';

/** A number a card could have: 12 to 19 digits passing the Luhn check, as Stripe's test numbers do. */
export function plausibleCardNumber(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

export type SimulatedCheckoutAction = 'pay' | 'decline' | 'cancel';

/**
 * The simulated driver's checkout page and its form. The form is a plain HTML post (no script), so it is
 * exempt from the CSRF middleware's script check and proves itself instead: its token is a keyed hash of
 * the session id that only the page gives out, and a post from another site is refused.
 */
@Injectable()
export class SimulatedCheckout {
  constructor(
    @InjectRepository(InvoicePaymentEntity) private readonly payments: Repository<InvoicePaymentEntity>,
    private readonly driver: PaymentDriver,
    private readonly events: PaymentEventsService,
    private readonly secret: AppSecret,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** The page of an open checkout, or the closed page (also once its time is up, as Stripe's). */
  async page(sessionId: string): Promise<string> {
    const payment = await this.payment(sessionId);
    if (!payment || !this.open(payment)) return this.closedPage(payment);
    const invoice = payment.invoice!;
    return simulatedCheckoutPage({
      sessionId,
      token: this.secret.hash(TOKEN_PURPOSE, sessionId),
      invoiceNumber: invoice.invoiceNumber,
      clientName: invoice.clientName,
      amount: formatCents(payment.amountCents),
      credits: payment.creditsCents > 0 ? formatCents(payment.creditsCents) : null,
      declined: payment.failureMessage,
    });
  }

  /**
   * A button of the page: "Pay" and "Decline card" make the events Stripe would send and hand them to the
   * same handler; a declined card comes back to the page to try another, and "Cancel" leaves the checkout open,
   * as Stripe's do. Returns where to send the browser.
   */
  async submit(
    request: Request,
    sessionId: string,
    token: string,
    action: SimulatedCheckoutAction,
    cardNumber = SIMULATED_TEST_CARD,
  ): Promise<string> {
    const driver = this.simulatedDriver();
    if (
      isCrossSite(request, new URL(this.config.PUBLIC_URL).origin) ||
      !this.secret.matches(TOKEN_PURPOSE, sessionId, token)
    ) {
      throw new ForbiddenException('This form did not come from the checkout page');
    }
    const payment = await this.payment(sessionId);
    if (!payment) throw new NotFoundException('No such checkout');
    const { successUrl, cancelUrl } = checkoutReturnUrls(this.config.PUBLIC_URL, payment.invoice!.publicId);
    if (!this.open(payment) || action === 'cancel') {
      return payment.status === 'succeeded' ? successUrl : cancelUrl;
    }
    const pageUrl = `${this.config.PUBLIC_URL}/api/${SIMULATED_CHECKOUT_PATH}/${sessionId}`;
    if (action === 'pay') {
      const digits = cardNumber.replace(/[\s-]/g, '');
      if (!plausibleCardNumber(digits)) {
        await this.events.handle(driver.declinedEvent(sessionId, payment.id, 'Your card number is incorrect.'));
        return pageUrl;
      }
      const amount = { cents: payment.amountCents, currency: payment.invoice!.currency };
      await this.events.handle(driver.completedEvent(sessionId, payment.id, amount, this.cardFingerprint(digits)));
      return successUrl;
    }
    await this.events.handle(driver.declinedEvent(sessionId, payment.id));
    return pageUrl;
  }

  /**
   * The test card's fingerprint, as Stripe's `card.fingerprint` stands for one card number: a keyed hash of the
   * digits (APP_SECRET), so the same number gives the same value on this installation and the number is never
   * kept (docs/modules/billing.md#card-fingerprints).
   */
  private cardFingerprint(digits: string): string {
    return `sim_${this.secret.hash(CARD_PURPOSE, digits).slice(0, 32)}`;
  }

  /** Open: pending and within its time (the sweep closes it at the provider's end soon after). */
  private open(payment: InvoicePaymentEntity): boolean {
    return payment.status === 'pending' && (!payment.expiresAt || payment.expiresAt > this.clock.now());
  }

  /** The page exists only while payments go through the simulated driver. */
  simulatedDriver(): SimulatedPaymentDriver {
    if (!(this.driver instanceof SimulatedPaymentDriver)) throw new NotFoundException('No such checkout');
    return this.driver;
  }

  private payment(sessionId: string): Promise<InvoicePaymentEntity | null> {
    return this.payments.findOne({ where: { checkoutSessionId: sessionId }, relations: { invoice: true } });
  }

  private closedPage(payment: InvoicePaymentEntity | null): string {
    return closedCheckoutPage(payment ? payInvoiceUrl(this.config.PUBLIC_URL, payment.invoice!.publicId) : null);
  }
}
