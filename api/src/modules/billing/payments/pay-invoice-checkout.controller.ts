import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../common/access/access.decorators';
import { ApiErrorResponses } from '../../../common/api-error-responses.decorator';
import { RateLimit } from '../../../throttling/rate-limits';
import { ApiPublicIdParam, ParsePublicIdPipe } from '../public/pay-invoice.controller';
import { PayInvoiceCheckoutDto } from './payments.dto';
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
      "Anyone with the pay link may call it. The client's available account credits are reserved first (soonest-expiring first); if they cover the amount due the invoice is paid at once (no card, outcome `paid`, receipt e-mailed with the PDF), otherwise a card checkout (Stripe Checkout, or the simulated test-mode page when Stripe is not configured) is opened for the rest and its URL returned. Idempotent while a checkout is open: every click gets the same one (one open checkout per invoice, credits reserved once); an expired one is replaced. Records `checkout_started` in the timeline. 404 for an unknown link or a draft; 409 INVOICE_NOT_PAYABLE (cancelled, paid, refunded), INVOICE_NOTHING_DUE, PAYMENT_IN_PROGRESS (a payment is being recorded: reload); 503 when the payment provider does not answer (nothing changed).",
  })
  @ApiOkResponse({ type: PayInvoiceCheckoutDto })
  @ApiErrorResponses(400, 404, 409)
  startInvoiceCheckout(@Param('publicId', ParsePublicIdPipe) publicId: string): Promise<PayInvoiceCheckoutDto> {
    return this.payments.startCheckout(publicId);
  }
}
