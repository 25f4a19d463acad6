import { applyDecorators, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiProduces } from '@nestjs/swagger';

/** Documents an operation that answers a proposal PDF. */
export const ApiProposalPdf = () =>
  applyDecorators(
    ApiProduces('application/pdf'),
    ApiOkResponse({ description: 'The proposal as a PDF (inline)', schema: { type: 'string', format: 'binary' } }),
  );

/** A proposal PDF as a response, shown in the browser. */
export const proposalPdfFile = (pdf: Buffer, name: 'proposal' | 'proposal-signed') =>
  new StreamableFile(pdf, {
    type: 'application/pdf',
    disposition: `inline; filename="${name}.pdf"`,
    length: pdf.length,
  });
