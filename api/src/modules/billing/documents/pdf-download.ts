import { applyDecorators, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiProduces } from '@nestjs/swagger';

/** Documents an operation that answers an invoice PDF. */
export const ApiPdfDownload = () =>
  applyDecorators(
    ApiProduces('application/pdf'),
    ApiOkResponse({
      description: 'The invoice as a PDF (inline, named after its number, e.g. INV-2026-0001.pdf)',
      schema: { type: 'string', format: 'binary' },
    }),
  );

/** The PDF of an invoice as a response: shown in the browser, saved under the invoice's number. */
export const invoicePdfFile = (invoice: { invoiceNumber: string }, pdf: Buffer) =>
  new StreamableFile(pdf, {
    type: 'application/pdf',
    disposition: `inline; filename="${invoice.invoiceNumber}.pdf"`,
    length: pdf.length,
  });
