import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, IsNull, Not, Repository } from 'typeorm';
import { AppConfig } from '../../../config/app.config';
import {
  type InvoiceStatus,
  OPEN_INVOICE_STATUSES,
  PAID_INVOICE_STATUSES,
  PAYABLE_INVOICE_STATUSES,
} from '../billing.constants';
import { InvoiceEntity } from '../entities/invoice.entity';
import { CreateInvoiceDto } from './invoice.dto';
import { payInvoiceUrl } from './invoice.mails';
import { InvoiceTimeline } from './invoice-timeline';
import { amountDueCents } from './invoice-totals';
import { InvoiceActor, InvoicesService } from './invoices.service';

/** The record an invoice bills, by the column that names it. */
export type InvoiceLinkField = 'consultationId' | 'serviceInquiryId' | 'projectId';

/** An invoice as the module of the record it bills sees it: amounts in cents, states as answers. */
export interface LinkedInvoice {
  id: string;
  invoiceNumber: string;
  description: string | null;
  clientName: string;
  clientEmail: string;
  status: InvoiceStatus;
  amountCents: number;
  /** Money and account credits received; what went back of them. */
  receivedCents: number;
  refundedCents: number;
  amountDueCents: number;
  /** Paid in full (some money may have gone back since). */
  paid: boolean;
  /** Sent or overdue: the client can pay it. */
  payable: boolean;
  /** Draft, sent or overdue: it may still be cancelled (when nothing was received). */
  open: boolean;
  dueDate: Date | null;
  /** Its pay page. */
  payUrl: string;
}

type Send = Parameters<InvoicesService['createIn']>[1];

/**
 * Invoices by the record they bill, for the module that owns that record (e.g. bookings' consultation fees):
 * created, read, cancelled and moved in that module's transaction, without it reading billing's tables.
 */
@Injectable()
export class LinkedInvoices {
  constructor(
    @InjectRepository(InvoiceEntity) private readonly invoices: Repository<InvoiceEntity>,
    private readonly invoicesService: InvoicesService,
    private readonly timeline: InvoiceTimeline,
    private readonly config: AppConfig,
  ) {}

  /** A new invoice (InvoicesService.createIn), in the caller's transaction. */
  async createIn(manager: EntityManager, send: Send, input: CreateInvoiceDto, actor: InvoiceActor) {
    return this.view(await this.invoicesService.createIn(manager, send, input, actor));
  }

  /** Cancels an open invoice that received nothing (InvoicesService.cancelIn), in the caller's transaction. */
  async cancelIn(manager: EntityManager, invoiceId: string, actor: InvoiceActor): Promise<void> {
    await this.invoicesService.cancelIn(manager, invoiceId, actor);
  }

  /** The newest invoice of a record that is not cancelled, locked until the caller's transaction ends. */
  async newestLiveIn(manager: EntityManager, field: InvoiceLinkField, id: string): Promise<LinkedInvoice | null> {
    const invoice = await manager.findOne(InvoiceEntity, {
      where: { [field]: id, status: Not('cancelled') },
      order: { createdAt: 'DESC' },
      lock: { mode: 'pessimistic_write' },
    });
    return invoice && this.view(invoice);
  }

  /** The invoices of the records `ids` that are not cancelled, oldest first, locked. */
  async liveIn(manager: EntityManager, field: InvoiceLinkField, ids: string[]): Promise<LinkedInvoice[]> {
    if (ids.length === 0) return [];
    const invoices = await manager.find(InvoiceEntity, {
      where: { [field]: In(ids), status: Not('cancelled') },
      order: { createdAt: 'ASC', id: 'ASC' },
      lock: { mode: 'pessimistic_write' },
    });
    return invoices.map((invoice) => this.view(invoice));
  }

  /** One invoice as it stands, read in the caller's transaction (no lock); null when there is none. */
  async findIn(manager: EntityManager, invoiceId: string): Promise<LinkedInvoice | null> {
    const invoice = await manager.findOneBy(InvoiceEntity, { id: invoiceId });
    return invoice && this.view(invoice);
  }

  /** The records (by `field`) that have an invoice the client can pay and has paid nothing of yet. */
  async withNothingReceived(field: InvoiceLinkField): Promise<string[]> {
    const rows = await this.invoices.find({
      select: { [field]: true },
      where: {
        [field]: Not(IsNull()),
        status: In([...PAYABLE_INVOICE_STATUSES]),
        paidCents: 0,
        creditsAppliedCents: 0,
      },
    });
    return [...new Set(rows.map((row) => row[field]!))];
  }

  /** Moves an invoice to another record (e.g. a paid fee follows its booking), noted in its timeline. */
  async relinkIn(
    manager: EntityManager,
    invoiceId: string,
    link: Partial<Record<InvoiceLinkField, string>>,
    actor: InvoiceActor,
    note: string,
  ): Promise<void> {
    await manager.update(InvoiceEntity, { id: invoiceId }, link);
    await this.timeline.record(manager, invoiceId, 'updated', { ...actor, note });
  }

  private view(invoice: InvoiceEntity): LinkedInvoice {
    return {
      id: invoice.id,
      invoiceNumber: invoice.invoiceNumber,
      description: invoice.description,
      clientName: invoice.clientName,
      clientEmail: invoice.clientEmail,
      status: invoice.status,
      amountCents: invoice.amountCents,
      receivedCents: invoice.paidCents + invoice.creditsAppliedCents,
      refundedCents: invoice.refundedCents,
      amountDueCents: amountDueCents(invoice),
      paid: PAID_INVOICE_STATUSES.includes(invoice.status),
      payable: PAYABLE_INVOICE_STATUSES.includes(invoice.status),
      open: OPEN_INVOICE_STATUSES.includes(invoice.status),
      dueDate: invoice.dueDate,
      payUrl: payInvoiceUrl(this.config.PUBLIC_URL, invoice.publicId),
    };
  }
}
