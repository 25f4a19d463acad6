import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  Query,
  StreamableFile,
} from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentUser, SessionUser } from '../../../common/access/access.decorators';
import { TableExport } from '../../../common/admin-table';
import { ApiErrorResponses } from '../../../common/api-error-responses.decorator';
import { ApiUuidParam } from '../../../common/id-param.pipe';
import { ApiPdfDownload, invoicePdfFile } from '../documents/pdf-download';
import { CreateInvoiceDto, UpdateInvoiceDto } from '../invoices/invoice.dto';
import { InvoicesService, staffActor } from '../invoices/invoices.service';
import {
  AdminInvoiceDetailDto,
  AdminInvoiceFilterDto,
  AdminInvoicePageDto,
  ListAdminInvoicesQueryDto,
} from './admin-invoices.dto';

const SENT_MAIL =
  "The client is e-mailed (through the outbox: delivered even while the mail provider is down, retried, never twice) the pay link /pay-invoice/{publicId}, the amount due, the due date and the PDF attached; the PDF's SHA-256 is kept as issuedPdfSha256.";

/** Staff's invoices: create, list, export, read, edit, send, cancel, PDF. */
@ApiTags('admin-invoices')
@AdminOnly()
@Controller('admin/invoices')
export class AdminInvoicesController {
  constructor(private readonly invoices: InvoicesService) {}

  @Post()
  @ApiOperation({
    summary: 'Create an invoice (a draft, or sent at once with send: true)',
    description:
      'Numbers it (INV-<year>-<n>, consecutive per year in America/New_York, allocated in the creating transaction) and computes every total from the items, the tax rates and the discount (docs/modules/billing.md: each line and its tax rounded half up, the discount before tax spread over the lines). 400 for a discount given both in cents and in percent, a fixed discount over the subtotal, a total over the limit, or a minimum partial payment not under the total. The client is an account (userId; the client picker reads GET /api/admin/users?search=) or free client fields. Linked consultation, service inquiry and project must exist. Records `created` (and `sent`) in its timeline. With send: true: ' +
      SENT_MAIL +
      ' Not idempotent: each call creates an invoice.',
  })
  @ApiCreatedResponse({ type: AdminInvoiceDetailDto })
  @ApiErrorResponses(400)
  async createInvoice(@Body() dto: CreateInvoiceDto, @CurrentUser() user: SessionUser): Promise<AdminInvoiceDetailDto> {
    const invoice = await this.invoices.create(dto, staffActor(user));
    return this.invoices.adminGet(invoice.id);
  }

  @Get()
  @ApiOperation({
    summary: 'Invoices: filter by status, overdue, client and dates, search, sort, paginate',
    description: 'One page of the invoices table. Changes nothing.',
  })
  @ApiOkResponse({ type: AdminInvoicePageDto })
  @ApiErrorResponses(400)
  listAdminInvoices(@Query() query: ListAdminInvoicesQueryDto): Promise<AdminInvoicePageDto> {
    return this.invoices.adminList(query);
  }

  @Get('export')
  @TableExport('invoices')
  exportAdminInvoices(@Query() filter: AdminInvoiceFilterDto): Promise<StreamableFile> {
    return this.invoices.adminExport(filter);
  }

  @Get(':id')
  @ApiUuidParam("The invoice's id")
  @ApiOperation({
    summary: 'One invoice: items, payments, refunds, credits and timeline',
    description:
      'Everything the invoice drawer shows; the timeline says who did what and when, oldest first. Changes nothing.',
  })
  @ApiOkResponse({ type: AdminInvoiceDetailDto })
  @ApiErrorResponses(400, 404)
  getAdminInvoice(@Param('id', ParseUUIDPipe) id: string): Promise<AdminInvoiceDetailDto> {
    return this.invoices.adminGet(id);
  }

  @Patch(':id')
  @ApiUuidParam("The invoice's id")
  @ApiOperation({
    summary: 'Change an invoice: a draft entirely, a sent one only its due date, notes and partial payment terms',
    description:
      'Only the fields sent change (null clears an optional one; sending discountCents or discountBasisPoints replaces the discount); totals are computed again from the items, tax rates and discount. A sent or overdue invoice takes only dueDate, notes, allowPartialPayment and minimumPaymentCents (409 INVOICE_NOT_EDITABLE for anything else, and for paid, refunded or cancelled invoices); its PDF is issued again (issuedPdfSha256 changes) without a new e-mail. Records `updated` in the timeline. Sending the same change twice leaves the same invoice.',
  })
  @ApiOkResponse({ type: AdminInvoiceDetailDto })
  @ApiErrorResponses(400, 404, 409)
  async updateInvoice(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: UpdateInvoiceDto,
    @CurrentUser() user: SessionUser,
  ): Promise<AdminInvoiceDetailDto> {
    await this.invoices.update(id, dto, staffActor(user));
    return this.invoices.adminGet(id);
  }

  @Post(':id/send')
  @HttpCode(200)
  @ApiUuidParam("The invoice's id")
  @ApiOperation({
    summary: 'Send an invoice to its client (a draft, or again a sent or overdue one)',
    description:
      'A draft becomes sent (sentAt set). ' +
      SENT_MAIL +
      ' Each call sends another e-mail and records `sent` in the timeline. 409 STATUS_TRANSITION_INVALID for paid, refunded or cancelled invoices.',
  })
  @ApiOkResponse({ type: AdminInvoiceDetailDto })
  @ApiErrorResponses(400, 404, 409)
  async sendInvoice(
    @Param('id', ParseUUIDPipe) id: string,
    @CurrentUser() user: SessionUser,
  ): Promise<AdminInvoiceDetailDto> {
    await this.invoices.send(id, staffActor(user));
    return this.invoices.adminGet(id);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @ApiUuidParam("The invoice's id")
  @ApiOperation({
    summary: 'Cancel a draft, sent or overdue invoice',
    description:
      'Sets cancelledAt and records `cancelled` in the timeline; its pay page then says it is cancelled and it can no longer be paid (an open checkout is refused when it completes). No e-mail. 409 STATUS_TRANSITION_INVALID once it is paid, refunded or already cancelled, or when it has received money or credits (refund instead).',
  })
  @ApiOkResponse({ type: AdminInvoiceDetailDto })
  @ApiErrorResponses(400, 404, 409)
  async cancelInvoice(
    @Param('id', ParseUUIDPipe) id: string,
    @CurrentUser() user: SessionUser,
  ): Promise<AdminInvoiceDetailDto> {
    await this.invoices.cancel(id, staffActor(user));
    return this.invoices.adminGet(id);
  }

  @Get(':id/pdf')
  @ApiUuidParam("The invoice's id")
  @ApiOperation({
    summary: 'The PDF of an invoice (drafts included, marked DRAFT)',
    description:
      'Rendered from the invoice as it is now, with the payments received and the amount due, stamped PAID once paid. Changes nothing.',
  })
  @ApiPdfDownload()
  @ApiErrorResponses(400, 404)
  async getAdminInvoicePdf(@Param('id', ParseUUIDPipe) id: string): Promise<StreamableFile> {
    const invoice = await this.invoices.findById(id);
    return invoicePdfFile(invoice, await this.invoices.pdfOf(invoice));
  }
}
