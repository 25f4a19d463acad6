import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, SessionUser } from '../../../common/access/access.decorators';
import { ApiErrorResponses } from '../../../common/api-error-responses.decorator';
import { PageQueryDto } from '../../../common/pagination';
import { PortalCreditPageDto, PortalPaymentPageDto } from '../payments/payments.dto';
import { PortalBillingService } from './portal-billing.service';

/** The signed-in client's payment history and account credits. */
@ApiTags('portal-billing')
@Controller('portal/billing')
export class PortalBillingController {
  constructor(private readonly billing: PortalBillingService) {}

  @Get('payments')
  @ApiOperation({
    summary: "The signed-in client's payments, newest first, with their receipts",
    description:
      "Succeeded payments (card, account credits, offline) on the client's own invoices, with what was refunded since, the receipt link and the invoice PDF, paginated. Changes nothing.",
  })
  @ApiOkResponse({ type: PortalPaymentPageDto })
  @ApiErrorResponses(400)
  listPortalPayments(@CurrentUser() user: SessionUser, @Query() query: PageQueryDto): Promise<PortalPaymentPageDto> {
    return this.billing.payments(user.id, query);
  }

  @Get('credits')
  @ApiOperation({
    summary: "The signed-in client's available account credits, soonest-expiring first, and their total",
    description:
      'Credits the next payment can use (not expired, not reserved by an open checkout), with their expiry dates, paginated; totalAvailableCents counts them all. Changes nothing.',
  })
  @ApiOkResponse({ type: PortalCreditPageDto })
  @ApiErrorResponses(400)
  listPortalCredits(@CurrentUser() user: SessionUser, @Query() query: PageQueryDto): Promise<PortalCreditPageDto> {
    return this.billing.credits(user.id, query);
  }
}
