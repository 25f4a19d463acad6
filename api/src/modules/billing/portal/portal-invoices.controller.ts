import { Controller, Get, Param, ParseUUIDPipe, Query, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, SessionUser } from '../../../common/access/access.decorators';
import { ApiErrorResponses } from '../../../common/api-error-responses.decorator';
import { ApiUuidParam } from '../../../common/id-param.pipe';
import { PageQueryDto } from '../../../common/pagination';
import { ApiPdfDownload, invoicePdfFile } from '../documents/pdf-download';
import { PortalAmountOwedDto, PortalInvoiceDto, PortalInvoicePageDto } from '../invoices/invoice.dto';
import { InvoicesService } from '../invoices/invoices.service';

const OWN_ONLY = "Only the signed-in client's own invoices: another's id, or a draft, is 404 like an unknown one.";

/** The signed-in client's invoices. */
@ApiTags('portal-invoices')
@Controller('portal/invoices')
export class PortalInvoicesController {
  constructor(private readonly invoices: InvoicesService) {}

  @Get()
  @ApiOperation({
    summary: "The signed-in client's invoices, newest first, with status, totals, payments and amount due",
    description:
      'Every invoice staff sent to this account, or to its verified e-mail address before it was created (a ' +
      'consultation fee booked signed out), drafts not shown, paginated. Changes nothing.',
  })
  @ApiOkResponse({ type: PortalInvoicePageDto })
  @ApiErrorResponses(400)
  async listPortalInvoices(
    @CurrentUser() user: SessionUser,
    @Query() query: PageQueryDto,
  ): Promise<PortalInvoicePageDto> {
    const page = await this.invoices.listForCustomer(user.id, query);
    const payments = await this.invoices.paymentsOf(page.items.map((invoice) => invoice.id));
    return { ...page, items: page.items.map((invoice) => PortalInvoiceDto.from(invoice, payments.get(invoice.id)!)) };
  }

  @Get('owed')
  @ApiOperation({
    summary: 'What the signed-in client owes: the total still to pay, the soonest due date and the invoices to pay',
    description:
      'Their sent and overdue invoices with money due, soonest due first, and the total of what is due on them ' +
      '(integer cents, added up here). For the portal dashboard. Changes nothing.',
  })
  @ApiOkResponse({ type: PortalAmountOwedDto })
  async getPortalAmountOwed(@CurrentUser() user: SessionUser): Promise<PortalAmountOwedDto> {
    const { invoices, hasInvoices } = await this.invoices.owedBy(user.id);
    return PortalAmountOwedDto.of(invoices, hasInvoices);
  }

  @Get(':id')
  @ApiUuidParam("The invoice's id")
  @ApiOperation({
    summary: 'One of the signed-in client’s invoices',
    description: `${OWN_ONLY} Records \`viewed\` in the invoice's timeline (at most once an hour).`,
  })
  @ApiOkResponse({ type: PortalInvoiceDto })
  @ApiErrorResponses(400, 404)
  async getPortalInvoice(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseUUIDPipe) id: string,
  ): Promise<PortalInvoiceDto> {
    const invoice = await this.invoices.findForCustomer(user.id, id);
    await this.invoices.recordView(invoice.publicId, user.id);
    const payments = await this.invoices.paymentsOf([invoice.id]);
    return PortalInvoiceDto.from(invoice, payments.get(invoice.id)!);
  }

  @Get(':id/pdf')
  @ApiUuidParam("The invoice's id")
  @ApiOperation({
    summary: 'The PDF of one of the signed-in client’s invoices',
    description: `${OWN_ONLY} Lists the payments received and the amount due; stamped PAID once paid. Changes nothing.`,
  })
  @ApiPdfDownload()
  @ApiErrorResponses(400, 404)
  async getPortalInvoicePdf(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseUUIDPipe) id: string,
  ): Promise<StreamableFile> {
    const invoice = await this.invoices.findForCustomer(user.id, id);
    return invoicePdfFile(invoice, await this.invoices.pdfOf(invoice));
  }
}
