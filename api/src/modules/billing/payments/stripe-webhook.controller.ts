import { BadRequestException, Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../../../common/access/access.decorators';
import { ApiErrorResponses } from '../../../common/api-error-responses.decorator';
import { PaymentDriver, WebhookSignatureError } from '../../../infrastructure/payments/payment-driver';
import { PaymentEventsService } from './payment-events.service';

/** Where Stripe posts its events (under the api prefix); its body is kept raw for the signature. */
export const STRIPE_WEBHOOK_PATH = 'billing/stripe/webhook';

class WebhookReceivedDto {
  @ApiProperty({ example: true })
  received: boolean;
}

/** Stripe's webhook endpoint. */
@ApiTags('payments-webhook')
@Public()
@Controller()
export class StripeWebhookController {
  constructor(
    private readonly driver: PaymentDriver,
    private readonly events: PaymentEventsService,
  ) {}

  @Post(STRIPE_WEBHOOK_PATH)
  @HttpCode(200)
  @ApiOperation({
    summary: "Stripe's webhook (signed with Stripe-Signature): checkout completed or expired, payment failed, refunds",
    description:
      "Stripe calls this; the Stripe-Signature header must sign the raw body with STRIPE_WEBHOOK_SECRET (400 otherwise, and with the simulated driver, which takes no webhooks: nothing changes). Acts on checkout.session.completed (payment recorded, credits spent, invoice paid, receipt e-mailed to the client with the PDF, staff alerted), checkout.session.expired and payment_intent.payment_failed (credits released, the invoice stays payable) and charge.refunded (refunds recorded by their Stripe ids); other events are acknowledged and ignored. Each event id is acted on once, in one transaction with its effects: redeliveries change nothing, and a delivery that failed half-way (5xx) is completed by Stripe's retry. Events may come in any order.",
  })
  @ApiBody({
    description: 'A Stripe event, as Stripe sends it (read raw: every byte is signed)',
    schema: {
      type: 'object',
      example: {
        id: 'evt_1PkQ2x2eZvKYlo2C',
        object: 'event',
        type: 'checkout.session.completed',
        data: { object: { id: 'cs_test_a1b2c3', object: 'checkout.session', payment_status: 'paid' } },
      },
    },
  })
  @ApiOkResponse({ type: WebhookReceivedDto, description: 'Received (acted on, or already handled, or ignored)' })
  @ApiErrorResponses(400)
  async receiveStripeWebhook(
    @Req() request: Request,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<WebhookReceivedDto> {
    const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    let event;
    try {
      event = this.driver.constructEvent(rawBody, signature);
    } catch (error) {
      if (error instanceof WebhookSignatureError) throw new BadRequestException(error.message);
      throw error;
    }
    await this.events.handle(event);
    return { received: true };
  }
}
