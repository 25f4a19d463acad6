import { Injectable } from '@nestjs/common';
import { Clock } from '../../../common/clock';
import { AppConfig } from '../../../config/app.config';
import { MAIL_BRAND } from '../../notifications';
import { drawnSignatureProblem } from './drawn-signature';
import {
  documentSha256,
  type ProposalDocumentView,
  proposalFigures,
  type SignatureEvidence,
} from './proposal-document';
import { ProposalPdf } from './proposal-pdf';
import {
  COLORS,
  CONTENT_WIDTH,
  documentLabel,
  drawProposal,
  ensureRoom,
  FONTS,
  numberPages,
  PAGE,
  rule,
  sectionHeading,
  startDocument,
  utcTime,
} from './proposal-layout';
import { type SealingIdentity, SealingCertificate } from './sealing-certificate';

/** The evidence names another document than the view renders: sealing it would bind the signature to the wrong one. */
export class SignedDocumentMismatchError extends Error {
  constructor(recorded: string, rendered: string) {
    super(`The signature was recorded for the document ${recorded}, but this proposal renders as ${rendered}`);
  }
}

const DRAWN_SIGNATURE_BOX = { width: 240, height: 90 } as const;

let signpdfModules:
  | Promise<
      [typeof import('@signpdf/placeholder-pdfkit'), typeof import('@signpdf/signpdf'), typeof import('@signpdf/utils')]
    >
  | undefined;
/** @signpdf is loaded by the first seal rather than at start: only sealing a signed proposal uses it. */
const loadSignpdf = () =>
  (signpdfModules ??= Promise.all([
    import('@signpdf/placeholder-pdfkit'),
    import('@signpdf/signpdf'),
    import('@signpdf/utils'),
  ]));

/**
 * The final PDF of a signed proposal: its pages, a signature page (the typed name, the drawn signature, the
 * consent and intent the signer agreed to, when) and a certificate of completion (the audit trail and the
 * document's SHA-256), sealed with a PKCS#7 digital signature (@signpdf, SubFilter adbe.pkcs7.detached) over
 * every byte, so any later change is detectable (verifySealedPdf, or any PDF reader's signature panel).
 * The evidence's documentSha256 must be the SHA-256 of ProposalPdf's render of this view: the signature is
 * bound to the exact document the signer was shown, and sealing refuses anything else.
 * Seal outside any database transaction: a process's first seal loads or generates the certificate under an
 * advisory lock on a connection of its own, which the embedded database would queue behind the open transaction.
 */
@Injectable()
export class ProposalSeal {
  constructor(
    private readonly pdf: ProposalPdf,
    private readonly certificate: SealingCertificate,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async seal(view: ProposalDocumentView, evidence: SignatureEvidence): Promise<{ pdf: Buffer; sha256: string }> {
    const renderedSha256 = documentSha256(await this.pdf.render(view));
    if (renderedSha256 !== evidence.documentSha256) {
      throw new SignedDocumentMismatchError(evidence.documentSha256, renderedSha256);
    }
    const drawnProblem = evidence.drawnSignaturePng && drawnSignatureProblem(evidence.drawnSignaturePng);
    if (drawnProblem) throw new Error(drawnProblem);
    const identity = await this.certificate.identity();
    const [{ pdfkitAddPlaceholder }, { SignPdf }, { SUBFILTER_ADOBE_PKCS7_DETACHED }] = await loadSignpdf();

    const { document, bytes } = await startDocument({
      Title: `${view.title} (signed)`,
      Subject: `Proposal to ${view.clientName}, version ${view.version}, signed by ${evidence.signerName}`,
      CreationDate: new Date(evidence.signedAt),
    });
    drawProposal(document, view, proposalFigures(view), this.config.BUSINESS_TIME_ZONE);
    document.addPage();
    this.signaturePage(document, evidence);
    document.addPage();
    this.certificatePage(document, view, evidence, identity);
    numberPages(document, `${documentLabel(view)} · signed`);

    const sealedAt = this.clock.now();
    // An invisible signature field on the last page (the certificate's); its value is the placeholder signed below.
    pdfkitAddPlaceholder({
      pdf: document,
      pdfBuffer: Buffer.alloc(0), // required by the type, unused with pdfkit
      reason: `Signed proposal sealed by ${MAIL_BRAND.name}`,
      contactInfo: MAIL_BRAND.email,
      name: identity.commonName,
      location: MAIL_BRAND.address,
      signingTime: sealedAt,
      subFilter: SUBFILTER_ADOBE_PKCS7_DETACHED,
    });
    document.end();
    const sealed = await new SignPdf().sign(await bytes, identity.signer(), sealedAt);
    return { pdf: sealed, sha256: documentSha256(sealed) };
  }

  private signaturePage(document: PDFKit.PDFDocument, evidence: SignatureEvidence) {
    document.fillColor(COLORS.text).font(FONTS.bold).fontSize(18).text('Signature', PAGE.margin, PAGE.margin);
    document.moveDown(1);

    const y = document.y;
    if (evidence.drawnSignaturePng) {
      document.image(evidence.drawnSignaturePng, PAGE.margin, y, {
        fit: [DRAWN_SIGNATURE_BOX.width, DRAWN_SIGNATURE_BOX.height],
        valign: 'bottom',
      });
      document.y = y + DRAWN_SIGNATURE_BOX.height + 4;
    } else {
      // No drawing (the keyboard way): the typed name is the signature.
      document
        .fillColor(COLORS.text)
        .font(FONTS.signature)
        .fontSize(26)
        .text(evidence.signerName, PAGE.margin, y + 40, { width: DRAWN_SIGNATURE_BOX.width + 100 });
    }
    rule(document, document.y + 2);
    document.y += 8;
    const detail = (label: string, value: string) => {
      document.fillColor(COLORS.muted).font(FONTS.bold).fontSize(9).text(`${label}: `, PAGE.margin, document.y, {
        continued: true,
      });
      document.fillColor(COLORS.text).font(FONTS.regular).fontSize(10).text(value, { width: CONTENT_WIDTH });
    };
    detail('Signed by (typed name)', evidence.signerName);
    detail('E-mail', evidence.signerEmail);
    detail('Signed at', utcTime(evidence.signedAt));
    detail('Drawn signature', evidence.drawnSignaturePng ? 'yes, shown above' : 'none (typed name only)');
    document.moveDown(1.2);

    for (const [heading, text] of [
      ['CONSENT TO ELECTRONIC RECORDS AND SIGNATURES', evidence.consentText],
      ['STATEMENT OF INTENT', evidence.intentText],
    ]) {
      document.font(FONTS.regular).fontSize(10);
      ensureRoom(document, 20 + document.heightOfString(text, { width: CONTENT_WIDTH }));
      sectionHeading(document, heading);
      document.fillColor(COLORS.text).font(FONTS.regular).fontSize(10).text(text, PAGE.margin, document.y, {
        width: CONTENT_WIDTH,
      });
      document.moveDown(1);
    }
    this.hash(document, 'Document signed (SHA-256)', evidence.documentSha256);
  }

  /** The certificate of completion: the document, its signer, the seal, and every event of the audit trail. */
  private certificatePage(
    document: PDFKit.PDFDocument,
    view: ProposalDocumentView,
    evidence: SignatureEvidence,
    identity: SealingIdentity,
  ) {
    document
      .fillColor(COLORS.text)
      .font(FONTS.bold)
      .fontSize(18)
      .text('Certificate of completion', PAGE.margin, PAGE.margin);
    document.moveDown(0.8);
    const detail = (label: string, value: string) => {
      document.fillColor(COLORS.muted).font(FONTS.bold).fontSize(9).text(`${label}: `, PAGE.margin, document.y, {
        continued: true,
      });
      document.fillColor(COLORS.text).font(FONTS.regular).fontSize(10).text(value, { width: CONTENT_WIDTH });
    };
    detail('Document', `${view.title} (proposal ${view.proposalId}, version ${view.version})`);
    detail('Signer', `${evidence.signerName} <${evidence.signerEmail}>`);
    detail('Signed at', utcTime(evidence.signedAt));
    detail('IP address', evidence.ip ?? 'not recorded');
    detail('User agent', evidence.userAgent ?? 'not recorded');
    document.moveDown(0.5);
    this.hash(document, 'Document SHA-256', evidence.documentSha256);
    document.moveDown(1);

    const trailHeading = (continued: boolean) => {
      sectionHeading(document, continued ? 'AUDIT TRAIL (CONTINUED)' : 'AUDIT TRAIL');
      rule(document, document.y);
      document.y += 6;
    };
    trailHeading(false);
    for (const event of evidence.events) {
      const userAgent = `User agent: ${event.userAgent ?? 'not recorded'}`;
      const hash = `Document SHA-256: ${event.documentSha256 ?? 'none'}`;
      document.font(FONTS.regular).fontSize(8.5);
      const height =
        14 +
        document.heightOfString(userAgent, { width: CONTENT_WIDTH }) +
        document.font(FONTS.mono).fontSize(8).heightOfString(hash, { width: CONTENT_WIDTH }) +
        10;
      if (ensureRoom(document, height)) trailHeading(true);
      const y = document.y;
      document.fillColor(COLORS.text).font(FONTS.bold).fontSize(10).text(event.kind, PAGE.margin, y, { width: 120 });
      document.font(FONTS.regular).text(utcTime(event.at), PAGE.margin + 130, y, { width: 170 });
      document.text(`IP ${event.ip ?? 'not recorded'}`, PAGE.margin + 310, y, {
        width: CONTENT_WIDTH - 310,
        align: 'right',
      });
      document.fillColor(COLORS.muted).font(FONTS.regular).fontSize(8.5);
      document.text(userAgent, PAGE.margin, y + 14, { width: CONTENT_WIDTH });
      document.font(FONTS.mono).fontSize(8).text(hash, { width: CONTENT_WIDTH });
      rule(document, document.y + 4);
      document.y += 10;
    }

    const seal =
      `This file is sealed with a digital signature by "${identity.commonName}" (certificate SHA-256 ` +
      `${identity.fingerprintSha256}). Any change to it after sealing invalidates that signature.`;
    document.font(FONTS.regular).fontSize(9);
    ensureRoom(document, 10 + document.heightOfString(seal, { width: CONTENT_WIDTH }));
    document.moveDown(0.5);
    document.fillColor(COLORS.muted).text(seal, PAGE.margin, document.y, { width: CONTENT_WIDTH });
  }

  private hash(document: PDFKit.PDFDocument, label: string, sha256: string) {
    document.font(FONTS.mono).fontSize(9);
    ensureRoom(document, 30);
    sectionHeading(document, label.toUpperCase());
    document.fillColor(COLORS.text).font(FONTS.mono).fontSize(9).text(sha256, PAGE.margin, document.y, {
      width: CONTENT_WIDTH,
    });
  }
}
