import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../common/access/access.decorators';
import { ApiErrorResponses } from '../../../common/api-error-responses.decorator';
import { RateLimit } from '../../../throttling/rate-limits';
import { ApiPublicIdParam, ParsePublicIdPipe } from '../public/pay-invoice.controller';
import { PayInvoiceCheckoutDto, StartInvoiceCheckoutDto } from './payments.dto';
import { PaymentsService } from './payments.service';

/** The pay page's "Pay" button. */
@ApiTags('pay-invoice')
@Public()
@Controller('pay-invoice/:publicId/checkout')
export class PayInvoiceCheckoutController {
  constructor(private readonly payments: PaymentsService) {}

  @Post()
  @HttpCode(200)
  @RateLimit('checkout')
  @ApiPublicIdParam()
  @ApiOperation({
    summary: 'Pay an invoice: the checkout to send the browser to, or paid at once by account credits',
    description:
      "Anyone with the pay link may call it. The client's available account credits are reserved first (soonest-expiring first); if they cover the amount paid the invoice is paid at once (no card, outcome `paid`, receipt e-mailed with the PDF), otherwise a card checkout (Stripe Checkout, or the simulated test-mode page when Stripe is not configured) is opened for the rest and its URL returned. The amount paid is amountCents, default the whole amount due; less only when staff allow partial payment, within the invoice's partialPaymentRange (at least its minimum, leaving at least $0.50). Idempotent while a checkout is open for the same amount: every click gets the same one (one open checkout per invoice, credits reserved once); an expired one, or one for another amount, is replaced. Records `checkout_started` in the timeline. 404 for an unknown link or a draft; 409 INVOICE_NOT_PAYABLE (cancelled, paid, refunded), INVOICE_NOTHING_DUE, PAYMENT_EXCEEDS_DUE (more than is due), PARTIAL_PAYMENT_NOT_ALLOWED (part of an invoice to be paid in full), PAYMENT_AMOUNT_OUT_OF_RANGE (a part outside partialPaymentRange), PAYMENT_IN_PROGRESS (a payment is being recorded: reload); 503 when the payment provider does not answer (nothing changed).",
  })
  @ApiOkResponse({ type: PayInvoiceCheckoutDto })
  @ApiErrorResponses(400, 404, 409)
  startInvoiceCheckout(
    @Param('publicId', ParsePublicIdPipe) publicId: string,
    @Body() body: StartInvoiceCheckoutDto,
  ): Promise<PayInvoiceCheckoutDto> {
    return this.payments.startCheckout(publicId, body);
  }
}
