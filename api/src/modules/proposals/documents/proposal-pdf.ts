import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app.config';
import { type ProposalDocumentView, proposalFigures } from './proposal-document';
import { documentLabel, drawProposal, numberPages, startDocument } from './proposal-layout';

/**
 * A proposal's PDF (pdfkit, standard fonts): what the client reads and signs. Its bytes depend on the view
 * alone (its date and file ID come from `issuedAt`, never from the clock), so the same version renders to
 * the same file and the SHA-256 the evidence records (documentSha256) can be checked again at any time.
 * Its figures are priceDocument's (proposalFigures), as the stored proposal's and its invoices' are.
 */
@Injectable()
export class ProposalPdf {
  constructor(private readonly config: AppConfig) {}

  async render(view: ProposalDocumentView): Promise<Buffer> {
    const { document, bytes } = await startDocument({
      Title: view.title,
      Subject: `Proposal to ${view.clientName}, version ${view.version}`,
      CreationDate: new Date(view.issuedAt),
    });
    drawProposal(document, view, proposalFigures(view), this.config.BUSINESS_TIME_ZONE);
    numberPages(document, documentLabel(view));
    document.end();
    return bytes;
  }
}
