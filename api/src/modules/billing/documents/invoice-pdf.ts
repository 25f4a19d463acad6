import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { formatBasisPoints } from '../../../common/money/document-pricing';
import { loadPdfkit } from '../../../common/pdfkit';
import { AppConfig } from '../../../config/app.config';
import { MAIL_BRAND } from '../../notifications';
import { PAID_INVOICE_STATUSES } from '../billing.constants';
import { InvoicePaymentEntity } from '../entities/invoice-payment.entity';
import type { InvoiceEntity, InvoiceLineItem } from '../entities/invoice.entity';
import { amountDueCents, taxesByRate } from '../invoices/invoice-totals';
import { formatCents, formatQuantity, longDate } from '../formatting';
import { PAYMENT_METHOD_WORDS } from '../payments/payment-ledger';

/** What the document shows of an invoice: the row's own fields, nothing looked up elsewhere. */
export type InvoiceDocumentFields = Pick<
  InvoiceEntity,
  | 'invoiceNumber'
  | 'status'
  | 'clientName'
  | 'clientEmail'
  | 'clientPhone'
  | 'clientCountry'
  | 'description'
  | 'items'
  | 'subtotalCents'
  | 'discountCents'
  | 'discountBasisPoints'
  | 'taxRateBasisPoints'
  | 'taxCents'
  | 'amountCents'
  | 'dueDate'
  | 'notes'
  | 'sentAt'
  | 'createdAt'
>;

/** A payment the document lists: when, how, how much (money and credits) and what went back of it. */
export type ReceivedPayment = Pick<
  InvoicePaymentEntity,
  'method' | 'amountCents' | 'creditsCents' | 'refundedCents' | 'succeededAt'
>;

/** The payments an invoice's PDF lists: its succeeded ones, in the order they were paid. */
export const receivedPayments = (manager: EntityManager, invoiceId: string): Promise<InvoicePaymentEntity[]> =>
  manager.find(InvoicePaymentEntity, {
    where: { invoiceId, status: 'succeeded' },
    order: { succeededAt: 'ASC', createdAt: 'ASC', id: 'ASC' },
  });

/** What was received across payments, and what is left to pay after them. */
export function receivedTotals(amountCents: number, payments: readonly ReceivedPayment[]) {
  const sum = (pick: (payment: ReceivedPayment) => number) =>
    payments.reduce((total, payment) => total + pick(payment), 0);
  const paidCents = sum((payment) => payment.amountCents);
  const creditsAppliedCents = sum((payment) => payment.creditsCents);
  return {
    paidCents,
    creditsAppliedCents,
    refundedCents: sum((payment) => payment.refundedCents),
    amountDueCents: amountDueCents({ amountCents, paidCents, creditsAppliedCents }),
  };
}

export interface InvoicePdfOptions {
  /** Stamp it PAID; by default when the invoice's status is a paid one (paid, partially or wholly refunded). */
  paid?: boolean;
}

const PAGE = { width: 612, height: 792, margin: 50 } as const; // US Letter, points
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** Room kept at the foot of each page for its page number. */
const FOOTER_HEIGHT = 30;
const BOTTOM = PAGE.height - PAGE.margin - FOOTER_HEIGHT;
const COLUMNS = {
  item: { x: PAGE.margin, width: 250 },
  quantity: { x: PAGE.margin + 260, width: 60 },
  unitPrice: { x: PAGE.margin + 330, width: 85 },
  lineTotal: { x: PAGE.margin + 425, width: CONTENT_WIDTH - 425 },
} as const;
const ROW_PADDING = 6;
const COLORS = { text: '#1f2937', muted: '#6b7280', rule: '#e5e7eb', brand: '#1e3a8a', paid: '#15803d' } as const;
const FONTS = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;

/**
 * Invoice PDFs (pdfkit, the standard Helvetica fonts, nothing embedded). The bytes depend on the invoice row
 * and the payments given alone: the document's dates and its file ID come from the invoice (issue date), never
 * from the clock, so rendering the same rows again gives the same file and its SHA-256
 * (invoices.issuedPdfSha256) reproduces. What was paid and what is left to pay come from the payments listed,
 * so a receipt can show the invoice as it stood after its payment.
 */
@Injectable()
export class InvoicePdf {
  constructor(private readonly config: AppConfig) {}

  async render(
    invoice: InvoiceDocumentFields,
    payments: readonly ReceivedPayment[],
    options: InvoicePdfOptions = {},
  ): Promise<Buffer> {
    const { default: PDFDocument } = await loadPdfkit();
    const issuedAt = invoice.sentAt ?? invoice.createdAt;
    const document = new PDFDocument({
      size: 'LETTER',
      margin: PAGE.margin,
      bufferPages: true,
      info: {
        Title: `Invoice ${invoice.invoiceNumber}`,
        Author: MAIL_BRAND.name,
        Subject: `Invoice ${invoice.invoiceNumber} to ${invoice.clientName}`,
        CreationDate: issuedAt,
      },
    });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise<Buffer>((resolve, reject) => {
      document.on('end', () => resolve(Buffer.concat(chunks)));
      document.on('error', reject);
    });

    const paid = options.paid ?? PAID_INVOICE_STATUSES.includes(invoice.status);
    this.header(document, invoice, issuedAt);
    if (paid) this.paidStamp(document);
    this.client(document, invoice);
    this.items(document, invoice.items);
    this.totals(document, invoice, payments);
    this.payments(document, payments);
    this.notes(document, invoice.notes);
    this.pageNumbers(document, invoice.invoiceNumber);
    document.end();
    return done;
  }

  private date(value: Date): string {
    return longDate(value, this.config.BUSINESS_TIME_ZONE);
  }

  private header(document: PDFKit.PDFDocument, invoice: InvoiceDocumentFields, issuedAt: Date) {
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
      .text(invoice.status === 'draft' ? 'DRAFT INVOICE' : 'INVOICE', right.x, top, { ...right, align: 'right' });
    document.font(FONTS.regular).fontSize(10);
    const detail = (label: string, value: string) =>
      document.text(`${label}: ${value}`, right.x, document.y + 2, { ...right, align: 'right' });
    detail('Number', invoice.invoiceNumber);
    detail('Issued', this.date(issuedAt));
    if (invoice.dueDate) detail('Due', this.date(invoice.dueDate));
    document.y = Math.max(brandBottom, document.y) + 20;
  }

  /** A green "PAID" in a frame, turned a little, at the top right of the first page. */
  private paidStamp(document: PDFKit.PDFDocument) {
    const y = document.y;
    const [x, top, width, height] = [PAGE.width - PAGE.margin - 130, PAGE.margin + 85, 120, 44];
    document.save().rotate(-12, { origin: [x + width / 2, top + height / 2] });
    document.lineWidth(3).strokeColor(COLORS.paid).rect(x, top, width, height).stroke();
    document
      .fillColor(COLORS.paid)
      .font(FONTS.bold)
      .fontSize(28)
      .text('PAID', x, top + 9, { width, align: 'center', lineBreak: false });
    document.restore();
    document.y = y;
  }

  private client(document: PDFKit.PDFDocument, invoice: InvoiceDocumentFields) {
    document.fillColor(COLORS.muted).font(FONTS.bold).fontSize(9).text('BILL TO', PAGE.margin, document.y);
    document.fillColor(COLORS.text).font(FONTS.bold).fontSize(11).text(invoice.clientName, { width: 300 });
    document.font(FONTS.regular).fontSize(10);
    for (const line of [invoice.clientEmail, invoice.clientPhone, invoice.clientCountry]) {
      if (line) document.text(line, { width: 300 });
    }
    if (invoice.description) {
      document.moveDown(1).text(invoice.description, PAGE.margin, document.y, { width: CONTENT_WIDTH });
    }
    document.moveDown(1.5);
  }

  private tableHeader(document: PDFKit.PDFDocument) {
    const y = document.y;
    document.fillColor(COLORS.muted).font(FONTS.bold).fontSize(9);
    document.text('ITEM', COLUMNS.item.x, y, { width: COLUMNS.item.width });
    document.text('QTY', COLUMNS.quantity.x, y, { width: COLUMNS.quantity.width, align: 'right' });
    document.text('UNIT PRICE', COLUMNS.unitPrice.x, y, { width: COLUMNS.unitPrice.width, align: 'right' });
    document.text('AMOUNT', COLUMNS.lineTotal.x, y, { width: COLUMNS.lineTotal.width, align: 'right' });
    this.rule(document, y + 14);
    document.y = y + 14 + ROW_PADDING;
  }

  /** One row per item; a row that would cross the foot of the page starts a new page under a repeated header. */
  private items(document: PDFKit.PDFDocument, items: readonly InvoiceLineItem[]) {
    this.tableHeader(document);
    for (const item of items) {
      // A line with its own tax rate says so under its description; the others take the invoice's.
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
      const descriptionHeight = details ? document.heightOfString(details, { width: COLUMNS.item.width }) + 2 : 0;
      const height = titleHeight + descriptionHeight + ROW_PADDING;
      if (document.y + height > BOTTOM) {
        document.addPage();
        this.tableHeader(document);
      }
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
      cell(formatCents(item.unitPriceCents), COLUMNS.unitPrice);
      cell(formatCents(item.lineTotalCents), COLUMNS.lineTotal);
      this.rule(document, y + height - ROW_PADDING / 2);
      document.y = y + height + ROW_PADDING / 2;
    }
  }

  /**
   * Subtotal, discount, tax per rate and total (only the subtotal when there is neither discount nor tax),
   * then what the payments listed brought, and the amount due after them.
   */
  private totals(document: PDFKit.PDFDocument, invoice: InvoiceDocumentFields, payments: readonly ReceivedPayment[]) {
    const received = receivedTotals(invoice.amountCents, payments);
    const lines: [string, string][] = [['Subtotal', formatCents(invoice.subtotalCents)]];
    if (invoice.discountCents > 0) {
      const percent =
        invoice.discountBasisPoints === null ? '' : ` (${formatBasisPoints(invoice.discountBasisPoints)})`;
      lines.push([`Discount${percent}`, `-${formatCents(invoice.discountCents)}`]);
    }
    for (const tax of taxesByRate(invoice)) {
      lines.push([`Tax ${formatBasisPoints(tax.rateBasisPoints)}`, formatCents(tax.taxCents)]);
    }
    if (invoice.discountCents > 0 || invoice.taxCents > 0) lines.push(['Total', formatCents(invoice.amountCents)]);
    if (received.creditsAppliedCents > 0) {
      lines.push(['Credits applied', `-${formatCents(received.creditsAppliedCents)}`]);
    }
    if (received.paidCents > 0) lines.push(['Amount paid', `-${formatCents(received.paidCents)}`]);
    if (received.refundedCents > 0) lines.push(['Refunded', formatCents(received.refundedCents)]);
    const lineHeight = 16;
    if (document.y + (lines.length + 2) * lineHeight > BOTTOM) document.addPage();
    const label = { x: COLUMNS.unitPrice.x - 80, width: COLUMNS.unitPrice.width + 80 };
    let y = document.y + 6;
    document.fillColor(COLORS.text).font(FONTS.regular).fontSize(10);
    for (const [name, value] of lines) {
      document.text(name, label.x, y, { width: label.width, align: 'right' });
      document.text(value, COLUMNS.lineTotal.x, y, { width: COLUMNS.lineTotal.width, align: 'right' });
      y += lineHeight;
    }
    this.rule(document, y, label.x);
    y += 6;
    document.font(FONTS.bold).fontSize(12);
    document.text('Amount due', label.x, y, { width: label.width, align: 'right' });
    document.text(formatCents(received.amountDueCents), COLUMNS.lineTotal.x, y, {
      width: COLUMNS.lineTotal.width,
      align: 'right',
    });
    document.y = y + lineHeight + 10;
  }

  /** "PAYMENTS RECEIVED": one row per payment, its date, how it was paid and how much. */
  private payments(document: PDFKit.PDFDocument, payments: readonly ReceivedPayment[]) {
    if (payments.length === 0) return;
    const rowHeight = 16;
    if (document.y + 14 + 2 * rowHeight > BOTTOM) document.addPage();
    document.fillColor(COLORS.muted).font(FONTS.bold).fontSize(9).text('PAYMENTS RECEIVED', PAGE.margin, document.y);
    let y = document.y + 4;
    document.fillColor(COLORS.text).font(FONTS.regular).fontSize(10);
    for (const payment of payments) {
      if (y + rowHeight > BOTTOM) {
        document.addPage();
        y = document.y;
      }
      const words = PAYMENT_METHOD_WORDS[payment.method];
      const method =
        words.charAt(0).toUpperCase() +
        words.slice(1) +
        (payment.creditsCents > 0 && payment.method !== 'credit' ? ' and account credits' : '');
      const date = payment.succeededAt ? this.date(payment.succeededAt) : '';
      document.text(date, COLUMNS.item.x, y, { width: 150 });
      document.text(method, COLUMNS.item.x + 160, y, { width: 200 });
      document.text(formatCents(payment.amountCents + payment.creditsCents), COLUMNS.lineTotal.x, y, {
        width: COLUMNS.lineTotal.width,
        align: 'right',
      });
      y += rowHeight;
    }
    document.y = y + 10;
  }

  private notes(document: PDFKit.PDFDocument, notes: string | null) {
    if (!notes) return;
    document.font(FONTS.regular).fontSize(10);
    if (document.y + 14 + document.heightOfString(notes, { width: CONTENT_WIDTH }) > BOTTOM) document.addPage();
    document.fillColor(COLORS.muted).font(FONTS.bold).fontSize(9).text('NOTES', PAGE.margin, document.y);
    document.fillColor(COLORS.text).font(FONTS.regular).fontSize(10).text(notes, { width: CONTENT_WIDTH });
  }

  /** "INV-2026-0001 · Page 1 of 2" at the foot of every page (pages are buffered until the end). */
  private pageNumbers(document: PDFKit.PDFDocument, invoiceNumber: string) {
    const { start, count } = document.bufferedPageRange();
    for (let index = start; index < start + count; index++) {
      document.switchToPage(index);
      document
        .fillColor(COLORS.muted)
        .font(FONTS.regular)
        .fontSize(8)
        .text(`${invoiceNumber} · Page ${index - start + 1} of ${count}`, PAGE.margin, BOTTOM + 12, {
          width: CONTENT_WIDTH,
          align: 'center',
          lineBreak: false,
        });
    }
  }

  private rule(document: PDFKit.PDFDocument, y: number, from: number = PAGE.margin) {
    document
      .lineWidth(0.5)
      .strokeColor(COLORS.rule)
      .moveTo(from, y)
      .lineTo(PAGE.width - PAGE.margin, y)
      .stroke();
  }
}
