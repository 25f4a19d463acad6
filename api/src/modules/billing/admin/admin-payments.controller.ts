import { Body, Controller, Get, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentUser, SessionUser } from '../../../common/access/access.decorators';
import { ApiErrorResponses } from '../../../common/api-error-responses.decorator';
import { ApiUuidParam } from '../../../common/id-param.pipe';
import { InvoicesService, staffActor } from '../invoices/invoices.service';
import { CreateRefundDto, RecordOfflinePaymentDto, RefundPolicyDto } from '../payments/payments.dto';
import { PaymentsService } from '../payments/payments.service';
import { RefundsService } from '../payments/refunds.service';
import { AdminInvoiceDetailDto } from './admin-invoices.dto';

/** Staff's money operations on an invoice: offline payments, refunds and the refund policy. */
@ApiTags('admin-invoices')
@AdminOnly()
@Controller('admin/invoices/:id')
export class AdminPaymentsController {
  constructor(
    private readonly invoices: InvoicesService,
    private readonly payments: PaymentsService,
    private readonly refunds: RefundsService,
  ) {}

  @Post('payments')
  @ApiUuidParam("The invoice's id")
  @ApiOperation({
    summary: 'Mark an invoice paid offline (cheque, wire, cash): record money received outside the site',
    description:
      'Records a succeeded payment of the method, amount, note and date given, with who recorded it, and `paid` in the timeline; the invoice becomes paid once nothing is due (a smaller amount is a partial payment). An open card checkout is closed first (its credits released), so the card cannot pay it again. The client is e-mailed a receipt with the PDF and staff are alerted. Not idempotent: each call records a payment (the amount due caps them). 409 INVOICE_NOT_PAYABLE (not sent or overdue), INVOICE_NOTHING_DUE, PAYMENT_EXCEEDS_DUE.',
  })
  @ApiCreatedResponse({ type: AdminInvoiceDetailDto })
  @ApiErrorResponses(400, 404, 409)
  async recordOfflinePayment(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: RecordOfflinePaymentDto,
    @CurrentUser() user: SessionUser,
  ): Promise<AdminInvoiceDetailDto> {
    await this.payments.recordOffline(id, dto, staffActor(user));
    return this.invoices.adminGet(id);
  }

  @Post('refunds')
  @ApiUuidParam("The invoice's id")
  @ApiOperation({
    summary: 'Refund all or part of a payment of the invoice',
    description:
      "Gives money back the way it came: a card payment through the payment provider (Stripe refund with an idempotency key, recorded by its id; the client gets Stripe's refund notice), an offline payment recorded as returned by staff; the part of a payment made in account credits goes back as a new account credit of the client (after the card part). Records `refunded` in the timeline with the reason; the invoice becomes partially refunded, or refunded once everything went back. Not idempotent: each call refunds (what is left to refund caps them). 404 for a payment of another invoice; 409 PAYMENT_NOT_REFUNDABLE (not succeeded), REFUND_EXCEEDS_REFUNDABLE, PAYMENT_PROVIDER_REFUSED; 503 when the provider does not answer (nothing changed).",
  })
  @ApiCreatedResponse({ type: AdminInvoiceDetailDto })
  @ApiErrorResponses(400, 404, 409)
  async refundInvoicePayment(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: CreateRefundDto,
    @CurrentUser() user: SessionUser,
  ): Promise<AdminInvoiceDetailDto> {
    await this.refunds.refund(id, dto, staffActor(user));
    return this.invoices.adminGet(id);
  }

  @Get('refund-policy')
  @ApiUuidParam("The invoice's id")
  @ApiOperation({
    summary: 'The refund the policy proposes for an invoice, for the refund dialog',
    description:
      "The refund policy: a project's deposit invoice cancelled before work starts (the project's onboarding not started) gets 100% back minus the $100 administrative fee, nothing once work started; a balance invoice nothing; any other invoice everything left to refund. Lists the payments that can still be refunded. Changes nothing.",
  })
  @ApiOkResponse({ type: RefundPolicyDto })
  @ApiErrorResponses(400, 404)
  getRefundPolicy(@Param('id', ParseUUIDPipe) id: string): Promise<RefundPolicyDto> {
    return this.refunds.policy(id);
  }
}
