import { BadRequestException, Controller, Get, Injectable, Param, PipeTransform, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../common/access/access.decorators';
import { ApiErrorResponses } from '../../../common/api-error-responses.decorator';
import { ApiPdfDownload, invoicePdfFile } from '../documents/pdf-download';
import { InvoiceDocumentDto } from '../invoices/invoice.dto';
import { InvoicesService, PUBLIC_ID_PATTERN } from '../invoices/invoices.service';

/** A pay link's id: 22 base64url characters, else 400 before any look-up. */
@Injectable()
export class ParsePublicIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!PUBLIC_ID_PATTERN.test(value)) throw new BadRequestException('This is not an invoice link');
    return value;
  }
}

export const ApiPublicIdParam = () =>
  ApiParam({
    name: 'publicId',
    description: "The invoice's pay-link id (22 base64url characters), never its number",
    schema: { type: 'string', pattern: PUBLIC_ID_PATTERN.source, minLength: 22, maxLength: 22 },
    example: 'dGhpc2lzYXB1YmxpY2lkMQ',
  });

const WHO =
  'Anyone with the link may call it: the id is 128 random bits. An unknown id and a draft are 404; a cancelled invoice is shown with status cancelled and nothing due.';

/** The pay page of an invoice (/pay-invoice/:publicId), open to whoever holds the link. */
@ApiTags('pay-invoice')
@Public()
@Controller('pay-invoice/:publicId')
export class PayInvoiceController {
  constructor(private readonly invoices: InvoicesService) {}

  @Get()
  @ApiPublicIdParam()
  @ApiOperation({
    summary: 'An invoice by its pay link: items, totals with discount and tax, payments, balance, due date, status',
    description: `${WHO} Records \`viewed\` in the invoice's timeline (at most once an hour).`,
  })
  @ApiOkResponse({ type: InvoiceDocumentDto })
  @ApiErrorResponses(400, 404)
  async getPayInvoice(@Param('publicId', ParsePublicIdPipe) publicId: string): Promise<InvoiceDocumentDto> {
    const invoice = await this.invoices.findByPublicId(publicId);
    await this.invoices.recordView(publicId);
    const payments = await this.invoices.paymentsOf([invoice.id]);
    return InvoiceDocumentDto.from(invoice, payments.get(invoice.id)!);
  }

  @Get('pdf')
  @ApiPublicIdParam()
  @ApiOperation({
    summary: 'The PDF of an invoice by its pay link',
    description: `${WHO} Lists the payments received and the amount due; stamped PAID once paid. Changes nothing.`,
  })
  @ApiPdfDownload()
  @ApiErrorResponses(400, 404)
  async getPayInvoicePdf(@Param('publicId', ParsePublicIdPipe) publicId: string): Promise<StreamableFile> {
    const invoice = await this.invoices.findByPublicId(publicId);
    return invoicePdfFile(invoice, await this.invoices.pdfOf(invoice));
  }
}
