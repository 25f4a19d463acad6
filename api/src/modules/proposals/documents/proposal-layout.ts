import { formatBasisPoints } from '../../../common/money/document-pricing';
import { loadPdfkit } from '../../../common/pdfkit';
import { formatMoney, formatQuantity, longDate } from '../../billing';
import { MAIL_BRAND } from '../../notifications';
import type { ProposalDocumentView, ProposalFigures } from './proposal-document';

// The pdfkit layout of a proposal, shared by its PDF (ProposalPdf) and by the sealed PDF that repeats its
// pages before the signature and the certificate (ProposalSeal). Standard fonts only, nothing embedded.

export const PAGE = { width: 612, height: 792, margin: 50 } as const; // US Letter, points
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** Room kept at the foot of each page for its page number. */
const FOOTER_HEIGHT = 30;
/** Where a page's content must end. */
export const BOTTOM = PAGE.height - PAGE.margin - FOOTER_HEIGHT;
const COLUMNS = {
  item: { x: PAGE.margin, width: 250 },
  quantity: { x: PAGE.margin + 260, width: 60 },
  unitPrice: { x: PAGE.margin + 330, width: 85 },
  lineTotal: { x: PAGE.margin + 425, width: CONTENT_WIDTH - 425 },
} as const;
const ROW_PADDING = 6;
export const COLORS = { text: '#1f2937', muted: '#6b7280', rule: '#e5e7eb', brand: '#1e3a8a' } as const;
export const FONTS = {
  regular: 'Helvetica',
  bold: 'Helvetica-Bold',
  /** Hashes, so that 64 hex digits line up and read unambiguously. */
  mono: 'Courier',
  /** The typed name as a signature. */
  signature: 'Times-Italic',
} as const;

export interface StartedDocument {
  document: PDFKit.PDFDocument;
  /** The file's bytes, once `document.end()` has been called. */
  bytes: Promise<Buffer>;
}

/**
 * A buffered US Letter document. Its bytes depend only on what is drawn and on `info`: the CreationDate is
 * given (pdfkit would take the clock's) and the file ID is derived from the info, so drawing the same again
 * gives the same file.
 */
export async function startDocument(info: {
  Title: string;
  Subject: string;
  CreationDate: Date;
}): Promise<StartedDocument> {
  const { default: PDFDocument } = await loadPdfkit();
  const document = new PDFDocument({
    size: 'LETTER',
    // Text that flows past BOTTOM (a long summary or terms) continues on a new page, clear of the page number.
    margins: { top: PAGE.margin, left: PAGE.margin, right: PAGE.margin, bottom: PAGE.height - BOTTOM },
    bufferPages: true,
    info: { ...info, Author: MAIL_BRAND.name },
  });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
  return { document, bytes };
}

/** "Proposal 6b1f2c9e · version 2": what every page's foot names. */
export const documentLabel = (view: Pick<ProposalDocumentView, 'proposalId' | 'version'>) =>
  `Proposal ${view.proposalId.slice(0, 8)} · version ${view.version}`;

/** An instant as the audit trail prints it: "2026-03-05 15:00:00 UTC". */
export const utcTime = (iso: string) => `${new Date(iso).toISOString().slice(0, 19).replace('T', ' ')} UTC`;

/** Starts a new page when `height` more points would cross the foot of this one; says whether it did. */
export function ensureRoom(document: PDFKit.PDFDocument, height: number): boolean {
  if (document.y + height <= BOTTOM) return false;
  document.addPage();
  return true;
}

export function rule(document: PDFKit.PDFDocument, y: number, from: number = PAGE.margin) {
  document
    .lineWidth(0.5)
    .strokeColor(COLORS.rule)
    .moveTo(from, y)
    .lineTo(PAGE.width - PAGE.margin, y)
    .stroke();
}

/** A small grey capitalised heading ("PAYMENT") at the left margin. */
export function sectionHeading(document: PDFKit.PDFDocument, text: string) {
  document.fillColor(COLORS.muted).font(FONTS.bold).fontSize(9).text(text, PAGE.margin, document.y);
  document.moveDown(0.3);
}

/** "<label> · Page 1 of 3" at the foot of every page (pages are buffered until the end). */
export function numberPages(document: PDFKit.PDFDocument, label: string) {
  const { start, count } = document.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    document.switchToPage(index);
    // The number sits below the bottom margin, where pdfkit would otherwise start a new page.
    document.page.margins.bottom = 0;
    document
      .fillColor(COLORS.muted)
      .font(FONTS.regular)
      .fontSize(8)
      .text(`${label} · Page ${index - start + 1} of ${count}`, PAGE.margin, BOTTOM + 12, {
        width: CONTENT_WIDTH,
        align: 'center',
        lineBreak: false,
      });
  }
}

/**
 * The proposal's pages: the header (version, issued, valid until), the client, the title and summary, the
 * items, the totals with the deposit and the balance, and the payment terms. Dates are days in `timeZone`.
 */
export function drawProposal(
  document: PDFKit.PDFDocument,
  view: ProposalDocumentView,
  figures: ProposalFigures,
  timeZone: string,
) {
  const money = (cents: number) => formatMoney(cents, view.currency);
  const date = (iso: string) => longDate(new Date(iso), timeZone);
  header(document, view, date);
  client(document, view);
  items(document, view, figures, money);
  totals(document, view, figures, money);
  payment(document, view, figures, money, date);
}

function header(document: PDFKit.PDFDocument, view: ProposalDocumentView, date: (iso: string) => string) {
  const top = PAGE.margin;
  document.fillColor(COLORS.brand).font(FONTS.bold).fontSize(20).text(MAIL_BRAND.name, PAGE.margin, top);
  document
    .fillColor(COLORS.muted)
    .font(FONTS.regular)
    .fontSize(9)
    .text(MAIL_BRAND.tagline)
    .text(MAIL_BRAND.email)
    .text(MAIL_BRAND.address, { width: 240 });
  const brandBottom = document.y;

  const right = { x: PAGE.margin + 280, width: CONTENT_WIDTH - 280 };
  document
    .fillColor(COLORS.text)
    .font(FONTS.bold)
    .fontSize(18)
    .text('PROPOSAL', right.x, top, { ...right, align: 'right' });
  document.font(FONTS.regular).fontSize(10);
  const detail = (label: string, value: string) =>
    document.text(`${label}: ${value}`, right.x, document.y + 2, { ...right, align: 'right' });
  detail('Version', String(view.version));
  detail('Issued', date(view.issuedAt));
  detail('Valid until', date(view.validUntil));
  document.y = Math.max(brandBottom, document.y) + 20;
}

function client(document: PDFKit.PDFDocument, view: ProposalDocumentView) {
  document.fillColor(COLORS.muted).font(FONTS.bold).fontSize(9).text('PREPARED FOR', PAGE.margin, document.y);
  document.fillColor(COLORS.text).font(FONTS.bold).fontSize(11).text(view.clientName, { width: 300 });
  document.font(FONTS.regular).fontSize(10).text(view.clientEmail, { width: 300 });
  document.moveDown(1.2);
  document.font(FONTS.bold).fontSize(15).text(view.title, PAGE.margin, document.y, { width: CONTENT_WIDTH });
  if (view.summary) {
    document.moveDown(0.4);
    document.font(FONTS.regular).fontSize(10).text(view.summary, { width: CONTENT_WIDTH });
  }
  document.moveDown(1.5);
}

function tableHeader(document: PDFKit.PDFDocument) {
  const y = document.y;
  document.fillColor(COLORS.muted).font(FONTS.bold).fontSize(9);
  document.text('ITEM', COLUMNS.item.x, y, { width: COLUMNS.item.width });
  document.text('QTY', COLUMNS.quantity.x, y, { width: COLUMNS.quantity.width, align: 'right' });
  document.text('UNIT PRICE', COLUMNS.unitPrice.x, y, { width: COLUMNS.unitPrice.width, align: 'right' });
  document.text('AMOUNT', COLUMNS.lineTotal.x, y, { width: COLUMNS.lineTotal.width, align: 'right' });
  rule(document, y + 14);
  document.y = y + 14 + ROW_PADDING;
}

/** One row per item; a row that would cross the foot of the page starts a new page under a repeated header. */
function items(
  document: PDFKit.PDFDocument,
  view: ProposalDocumentView,
  figures: ProposalFigures,
  money: (cents: number) => string,
) {
  tableHeader(document);
  view.items.forEach((item, index) => {
    // A line with its own tax rate says so under its description; the others take the proposal's.
    const taxNote =
      item.taxRateBasisPoints === null
        ? null
        : item.taxRateBasisPoints === 0
          ? 'No tax'
          : `Tax ${formatBasisPoints(item.taxRateBasisPoints)}`;
    const details = [item.description, taxNote].filter(Boolean).join('\n');
    document.font(FONTS.bold).fontSize(10);
    const titleHeight = document.heightOfString(item.title, { width: COLUMNS.item.width });
    document.font(FONTS.regular).fontSize(9);
    const detailsHeight = details ? document.heightOfString(details, { width: COLUMNS.item.width }) + 2 : 0;
    const height = titleHeight + detailsHeight + ROW_PADDING;
    if (ensureRoom(document, height)) tableHeader(document);
    const y = document.y;
    document.fillColor(COLORS.text).font(FONTS.bold).fontSize(10);
    document.text(item.title, COLUMNS.item.x, y, { width: COLUMNS.item.width });
    if (details) {
      document.fillColor(COLORS.muted).font(FONTS.regular).fontSize(9);
      document.text(details, COLUMNS.item.x, y + titleHeight + 2, { width: COLUMNS.item.width });
    }
    document.fillColor(COLORS.text).font(FONTS.regular).fontSize(10);
    const cell = (text: string, column: { x: number; width: number }) =>
      document.text(text, column.x, y, { width: column.width, align: 'right' });
    cell(formatQuantity(item.quantity), COLUMNS.quantity);
    cell(money(item.unitPriceCents), COLUMNS.unitPrice);
    cell(money(figures.lines[index].lineTotalCents), COLUMNS.lineTotal);
    rule(document, y + height - ROW_PADDING / 2);
    document.y = y + height + ROW_PADDING / 2;
  });
}

/** Subtotal, discount, tax per rate, the total, then the deposit due at acceptance and the balance. */
function totals(
  document: PDFKit.PDFDocument,
  view: ProposalDocumentView,
  figures: ProposalFigures,
  money: (cents: number) => string,
) {
  const lines: [string, string][] = [['Subtotal', money(figures.subtotalCents)]];
  if (figures.discountCents > 0) {
    const percent =
      view.discount && 'basisPoints' in view.discount ? ` (${formatBasisPoints(view.discount.basisPoints)})` : '';
    lines.push([`Discount${percent}`, `-${money(figures.discountCents)}`]);
  }
  for (const tax of figures.taxes) lines.push([`Tax ${formatBasisPoints(tax.rateBasisPoints)}`, money(tax.taxCents)]);
  const after: [string, string][] = [
    [`Deposit at acceptance (${formatBasisPoints(view.depositBasisPoints)})`, money(figures.depositCents)],
    ['Balance on completion', money(figures.balanceCents)],
  ];
  const lineHeight = 16;
  ensureRoom(document, (lines.length + after.length + 2) * lineHeight);
  const label = { x: COLUMNS.unitPrice.x - 120, width: COLUMNS.unitPrice.width + 120 };
  let y = document.y + 6;
  const row = (name: string, value: string) => {
    document.text(name, label.x, y, { width: label.width, align: 'right' });
    document.text(value, COLUMNS.lineTotal.x, y, { width: COLUMNS.lineTotal.width, align: 'right' });
    y += lineHeight;
  };
  document.fillColor(COLORS.text).font(FONTS.regular).fontSize(10);
  for (const [name, value] of lines) row(name, value);
  rule(document, y, label.x);
  y += 6;
  document.font(FONTS.bold).fontSize(12);
  row('Total', money(figures.totalCents));
  y += 4;
  document.font(FONTS.regular).fontSize(10);
  for (const [name, value] of after) row(name, value);
  document.y = y + 10;
}

/** How the total is invoiced, the staff's payment terms, and until when the proposal stands. */
function payment(
  document: PDFKit.PDFDocument,
  view: ProposalDocumentView,
  figures: ProposalFigures,
  money: (cents: number) => string,
  date: (iso: string) => string,
) {
  const total = money(figures.totalCents);
  const schedule =
    figures.depositCents === 0
      ? `The total of ${total} is invoiced when the project is complete.`
      : figures.balanceCents === 0
        ? `The total of ${total} is invoiced when you accept this proposal.`
        : `A deposit of ${money(figures.depositCents)} (${formatBasisPoints(view.depositBasisPoints)} of the total) ` +
          `is invoiced when you accept this proposal, and the balance of ${money(figures.balanceCents)} when the ` +
          `project is complete.` +
          (view.allowFullPayment ? ` You may instead pay the whole ${total} at acceptance.` : '');
  const paragraphs = [schedule, view.paymentTerms, `This proposal is valid until ${date(view.validUntil)}.`].filter(
    (paragraph): paragraph is string => Boolean(paragraph),
  );
  document.font(FONTS.regular).fontSize(10);
  const height = paragraphs.reduce(
    (sum, paragraph) => sum + document.heightOfString(paragraph, { width: CONTENT_WIDTH }) + 6,
    14,
  );
  ensureRoom(document, Math.min(height, BOTTOM - PAGE.margin));
  sectionHeading(document, 'PAYMENT');
  document.fillColor(COLORS.text).font(FONTS.regular).fontSize(10);
  for (const paragraph of paragraphs) {
    document.text(paragraph, PAGE.margin, document.y, { width: CONTENT_WIDTH });
    document.moveDown(0.5);
  }
}
