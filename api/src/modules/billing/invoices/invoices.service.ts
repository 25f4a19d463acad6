import { ConflictException, Injectable, NotFoundException, StreamableFile } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import { EntityManager, In, Not, Repository } from 'typeorm';
import type { SessionUser } from '../../../common/access/access.decorators';
import { AdminTable } from '../../../common/admin-table';
import { ofAccount } from '../../../common/account-rows';
import { Clock } from '../../../common/clock';
import { ExportColumn } from '../../../common/export-columns';
import { errorWithCode } from '../../../common/http-exception.filter';
import { Page, PageQueryDto, toPage } from '../../../common/pagination';
import { RequestValidationException } from '../../../common/validation';
import { AppConfig } from '../../../config/app.config';
import { EventBus } from '../../../infrastructure/events/event-bus';
import { cardAmountLimitBroken } from '../../../infrastructure/payments/payment-driver';
import { personOf, UserDirectory, UserEntity } from '../../auth';
import { MailService, OutboxService, OutgoingMessage } from '../../notifications';
import {
  AdminInvoiceCreditDto,
  AdminInvoiceDetailDto,
  AdminInvoiceDto,
  AdminInvoiceFilterDto,
  AdminInvoicePaymentDto,
  AdminInvoiceRefundDto,
  InvoiceEventDto,
  ListAdminInvoicesQueryDto,
} from '../admin/admin-invoices.dto';
import {
  BILLING_CURRENCY,
  INVOICE_LIMITS,
  OPEN_INVOICE_STATUSES,
  PAYABLE_INVOICE_STATUSES,
} from '../billing.constants';
import { InvoiceCancelled, InvoiceIssued } from '../billing.events';
import { InvoicePdf, receivedPayments } from '../documents/invoice-pdf';
import { AccountCreditEntity } from '../entities/account-credit.entity';
import { InvoicePaymentEntity } from '../entities/invoice-payment.entity';
import { InvoiceRefundEntity } from '../entities/invoice-refund.entity';
import { DunningService } from '../dunning/dunning.service';
import { InvoiceEntity } from '../entities/invoice.entity';
import { formatCents, longDate } from '../formatting';
import { OpenCheckouts } from '../payments/open-checkouts';
import { CreateInvoiceDto, InvoiceTotalsDto, UpdateInvoiceDto } from './invoice.dto';
import { invoiceFacts } from './invoice-facts';
import { invoiceSentMail, payInvoiceUrl } from './invoice.mails';
import { InvoiceNumbers } from './invoice-numbers';
import { InvoiceEventDetails, InvoiceTimeline } from './invoice-timeline';
import { amountDueCents, invoiceDiscount, InvoicePricing, priceInvoice, PricedInvoice } from './invoice-totals';

/** Who changes an invoice, as its timeline records them. */
export type InvoiceActor = Required<Pick<InvoiceEventDetails, 'actor' | 'actorUserId'>>;

/** A staff member acting from the back office. */
export const staffActor = (user: Pick<SessionUser, 'id'>): InvoiceActor => ({ actor: 'staff', actorUserId: user.id });

/** The application itself (e.g. the invoice of a paid consultation). */
export const SYSTEM_ACTOR: InvoiceActor = { actor: 'system', actorUserId: null };

/** A pay link's id: 16 random bytes, base64url (22 characters). */
export const PUBLIC_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
const newPublicId = () => randomBytes(16).toString('base64url');

/** A `viewed` event is recorded at most this often per invoice. */
const VIEW_EVENT_INTERVAL = '1 hour';

/**
 * The fields a sent or overdue invoice may still change: its client has the rest in hand. Partial payment
 * terms change how it may be paid, not what it says.
 */
const SENT_INVOICE_EDITABLE_FIELDS: readonly (keyof UpdateInvoiceDto)[] = [
  'dueDate',
  'notes',
  'allowPartialPayment',
  'minimumPaymentCents',
];

/** The record links an invoice may have: its field, and the record it names in words. */
const LINKS = [
  { field: 'consultationId', what: 'consultation' },
  { field: 'serviceInquiryId', what: 'service inquiry' },
  { field: 'projectId', what: 'project' },
] as const;

/** What a row of the invoices table reads (AdminInvoiceDto.from). */
const TABLE_COLUMNS = [
  'id',
  'invoiceNumber',
  'publicId',
  'status',
  'userId',
  'clientName',
  'clientEmail',
  'clientPhone',
  'clientCountry',
  'consultationId',
  'serviceInquiryId',
  'projectId',
  'amountCents',
  'creditsAppliedCents',
  'paidCents',
  'refundedCents',
  'currency',
  'dueDate',
  'sentAt',
  'paymentDate',
  'cancelledAt',
  'createdAt',
] as const satisfies readonly (keyof InvoiceEntity)[];

const INVOICE_COLUMNS: ExportColumn<AdminInvoiceDto>[] = [
  { header: 'Number', value: (row) => row.invoiceNumber },
  { header: 'Status', value: (row) => row.status },
  { header: 'Overdue', value: (row) => row.overdue },
  { header: 'Client', value: (row) => row.clientName },
  { header: 'Email', value: (row) => row.clientEmail },
  { header: 'Total (USD)', value: (row) => row.amountCents / 100, type: 'money' },
  { header: 'Credits applied (USD)', value: (row) => row.creditsAppliedCents / 100, type: 'money' },
  { header: 'Paid (USD)', value: (row) => row.paidCents / 100, type: 'money' },
  { header: 'Refunded (USD)', value: (row) => row.refundedCents / 100, type: 'money' },
  { header: 'Amount due (USD)', value: (row) => row.amountDueCents / 100, type: 'money' },
  { header: 'Due', value: (row) => row.dueDate, type: 'instant' },
  { header: 'Sent', value: (row) => row.sentAt, type: 'instant' },
  { header: 'Paid on', value: (row) => row.paymentDate, type: 'instant' },
  { header: 'Created', value: (row) => row.createdAt, type: 'instant' },
];

/** A 409 when a card cannot pay `dueCents` (Stripe's limits): sending such an invoice would ask for the impossible. */
function assertPayableByCard(dueCents: number, currency: string): void {
  const broken = cardAmountLimitBroken(dueCents, currency);
  if (!broken) return;
  const limit = formatCents(broken.cents);
  throw new ConflictException(
    errorWithCode(
      `${broken.limit === 'minimum' ? `Card payments start at ${limit}` : `Card payments go up to ${limit}`}: ` +
        `this invoice's ${formatCents(dueCents)} cannot be paid online`,
      'INVOICE_AMOUNT_NOT_PAYABLE',
    ),
  );
}

/** A 400 naming the field, in the one error shape. */
const invalid = (field: string, message: string) => new RequestValidationException([{ field, message }], message);

const notFound = () => new NotFoundException('No such invoice');

/**
 * Invoices: creating (numbered in the creating transaction), editing, sending with their PDF, cancelling, and
 * reading them for staff, for their client and on their pay page. Payments, credits and dunning act on the
 * same rows from their own services.
 */
@Injectable()
export class InvoicesService {
  constructor(
    @InjectRepository(InvoiceEntity) private readonly invoices: Repository<InvoiceEntity>,
    private readonly numbers: InvoiceNumbers,
    private readonly timeline: InvoiceTimeline,
    private readonly pdf: InvoicePdf,
    private readonly outbox: OutboxService,
    private readonly mail: MailService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly dunning: DunningService,
    private readonly events: EventBus,
    private readonly users: UserDirectory,
    private readonly checkouts: OpenCheckouts,
  ) {}

  private readonly table = new AdminTable<InvoiceEntity, AdminInvoiceDto, AdminInvoiceFilterDto>({
    query: (filter) => {
      // Only the row's columns: sorting 20,000 rows stays in memory without the items, notes and description.
      const builder = this.invoices
        .createQueryBuilder('invoice')
        .select(TABLE_COLUMNS.map((column) => `invoice.${column}`));
      if (filter.status) builder.andWhere('invoice.status = :status', { status: filter.status });
      if (filter.overdue !== undefined) {
        const overdue = `(invoice.status = 'overdue' OR (invoice.status = 'sent' AND invoice.dueDate < :now))`;
        builder.andWhere(filter.overdue ? overdue : `NOT ${overdue}`, { now: this.clock.now() });
      }
      if (filter.userId) builder.andWhere('invoice.userId = :userId', { userId: filter.userId });
      if (filter.createdFrom)
        builder.andWhere('invoice.createdAt >= :createdFrom', { createdFrom: filter.createdFrom });
      if (filter.createdTo) builder.andWhere('invoice.createdAt <= :createdTo', { createdTo: filter.createdTo });
      if (filter.dueFrom) builder.andWhere('invoice.dueDate >= :dueFrom', { dueFrom: filter.dueFrom });
      if (filter.dueTo) builder.andWhere('invoice.dueDate <= :dueTo', { dueTo: filter.dueTo });
      return builder;
    },
    // One match per row rather than three: a search scans every row (no index serves "contains").
    searchIn: ["CONCAT_WS(' ', invoice.invoiceNumber, invoice.clientName, invoice.clientEmail)"],
    sortColumns: {
      createdAt: 'invoice.createdAt',
      dueDate: 'invoice.dueDate',
      invoiceNumber: 'invoice.invoiceNumber',
      clientName: 'invoice.clientName',
      amountCents: 'invoice.amountCents',
      status: 'invoice.status',
    },
    tieBreaker: 'invoice.id',
    toRow: (invoice) => AdminInvoiceDto.from(invoice, this.clock.now()),
    exportColumns: INVOICE_COLUMNS,
    exportName: 'invoices',
  });

  /**
   * A new invoice, numbered in the same transaction (the year is the creation's in BUSINESS_TIME_ZONE, by
   * default America/New_York), as a draft or, with `send: true`, sent at once.
   */
  create(input: CreateInvoiceDto, actor: InvoiceActor): Promise<InvoiceEntity> {
    return this.outbox.transaction((manager, sendMail) => this.createIn(manager, sendMail, input, actor));
  }

  /** `create` in the caller's transaction (e.g. the invoice of a consultation confirmed in it). */
  async createIn(
    manager: EntityManager,
    sendMail: (message: OutgoingMessage) => Promise<string>,
    input: CreateInvoiceDto,
    actor: InvoiceActor,
  ): Promise<InvoiceEntity> {
    const now = this.clock.now();
    const dueDate = this.dueDate(input.dueDate, now);
    const priced = this.priced(input.items, input, null);
    const client = await this.client(manager, input);
    await this.checkLinks(manager, input);
    const invoice = manager.create(InvoiceEntity, {
      ...client,
      invoiceNumber: await this.numbers.next(manager, this.businessYear(now)),
      publicId: newPublicId(),
      consultationId: input.consultationId ?? null,
      serviceInquiryId: input.serviceInquiryId ?? null,
      projectId: input.projectId ?? null,
      ...priced,
      ...this.partialPayment(input, null, priced.amountCents),
      currency: BILLING_CURRENCY,
      description: input.description || null,
      notes: input.notes || null,
      dueDate,
      status: 'draft',
    });
    await manager.save(invoice);
    await this.timeline.record(manager, invoice.id, 'created', actor);
    if (input.send) await this.issue(manager, sendMail, invoice, actor);
    return invoice;
  }

  /**
   * Changes a draft (anything) or a sent or overdue invoice (its due date and notes; the PDF is issued again,
   * so issuedPdfSha256 follows, without a new e-mail). 409 for other statuses or other fields.
   */
  async update(id: string, input: UpdateInvoiceDto, actor: InvoiceActor): Promise<InvoiceEntity> {
    const now = this.clock.now();
    return this.outbox.transaction(async (manager) => {
      const invoice = await this.lockedInvoice(manager, id);
      const changed = (Object.keys(input) as (keyof UpdateInvoiceDto)[]).filter((key) => input[key] !== undefined);
      if (invoice.status !== 'draft') {
        const locked = changed.filter((field) => !SENT_INVOICE_EDITABLE_FIELDS.includes(field));
        if (!OPEN_INVOICE_STATUSES.includes(invoice.status) || locked.length > 0) {
          throw new ConflictException(
            errorWithCode(
              invoice.status === 'sent' || invoice.status === 'overdue'
                ? `A sent invoice can only change its due date, notes and partial payment terms (not ${locked.join(', ')})`
                : `A ${invoice.status} invoice can no longer be changed`,
              'INVOICE_NOT_EDITABLE',
            ),
          );
        }
      }
      if (changed.length === 0) return invoice;
      for (const field of ['dueDate', 'items', 'clientName', 'clientEmail'] as const) {
        if (input[field] === null) throw invalid(field, `${field} cannot be cleared`);
      }
      if (input.dueDate) {
        invoice.dueDate = this.dueDate(input.dueDate, now);
        // A due date is never in the past (see dueDate), so an overdue invoice given more time is due again.
        if (invoice.status === 'overdue') invoice.status = 'sent';
      }
      if (input.notes !== undefined) invoice.notes = input.notes || null;
      if (input.description !== undefined) invoice.description = input.description || null;
      const pricingFields = ['items', 'taxRateBasisPoints', 'discountCents', 'discountBasisPoints'] as const;
      if (pricingFields.some((field) => input[field] !== undefined)) {
        Object.assign(invoice, this.priced(input.items ?? invoice.items, input, invoice));
      }
      Object.assign(invoice, this.partialPayment(input, invoice, invoice.amountCents));
      if (input.userId !== undefined) {
        // Another account, or none: the client fields come from it, or from what was sent.
        Object.assign(invoice, await this.client(manager, input));
      } else {
        if (input.clientName) invoice.clientName = input.clientName;
        if (input.clientEmail) invoice.clientEmail = input.clientEmail;
        if (input.clientPhone !== undefined) invoice.clientPhone = input.clientPhone || null;
        if (input.clientCountry !== undefined) invoice.clientCountry = input.clientCountry || null;
      }
      await this.checkLinks(manager, input);
      for (const { field } of LINKS) if (input[field] !== undefined) invoice[field] = input[field];

      if (invoice.status !== 'draft') invoice.issuedPdfSha256 = await this.sha256(manager, invoice);
      await manager.save(invoice);
      if (input.dueDate) await this.dunning.replanIn(manager, invoice);
      await this.timeline.record(manager, invoice.id, 'updated', { ...actor, note: `Changed ${changed.join(', ')}` });
      return invoice;
    });
  }

  /**
   * Sends a draft, or sends a sent or overdue invoice again: its PDF is rendered and its hash kept, and the
   * client is e-mailed the pay link with the PDF attached (through the outbox). 409 for other statuses.
   */
  async send(id: string, actor: InvoiceActor): Promise<InvoiceEntity> {
    return this.outbox.transaction(async (manager, sendMail) => {
      const invoice = await this.lockedInvoice(manager, id);
      if (!OPEN_INVOICE_STATUSES.includes(invoice.status)) {
        throw new ConflictException(
          errorWithCode(`A ${invoice.status} invoice cannot be sent`, 'STATUS_TRANSITION_INVALID'),
        );
      }
      await this.issue(manager, sendMail, invoice, actor);
      return invoice;
    });
  }

  /**
   * Cancels a draft, sent or overdue invoice (409 otherwise, and for one that already received money or
   * credits: refund it instead). An open checkout is closed at the provider first and its reserved credits
   * released, so nothing can be paid once this commits (409 PAYMENT_IN_PROGRESS when it was paid a moment
   * ago). Its pay page then says it is cancelled.
   */
  cancel(id: string, actor: InvoiceActor): Promise<InvoiceEntity> {
    return this.outbox.transaction((manager) => this.cancelIn(manager, id, actor));
  }

  /** `cancel` in the caller's transaction (e.g. the invoice of a consultation cancelled in it). */
  async cancelIn(manager: EntityManager, id: string, actor: InvoiceActor): Promise<InvoiceEntity> {
    const invoice = await this.lockedInvoice(manager, id);
    if (!OPEN_INVOICE_STATUSES.includes(invoice.status)) {
      throw new ConflictException(
        errorWithCode(`A ${invoice.status} invoice cannot be cancelled`, 'STATUS_TRANSITION_INVALID'),
      );
    }
    if (invoice.paidCents > 0 || invoice.creditsAppliedCents > 0) {
      throw new ConflictException(
        errorWithCode(
          'This invoice has received payments or credits: refund them rather than cancelling it',
          'STATUS_TRANSITION_INVALID',
        ),
      );
    }
    await this.checkouts.closeAny(manager, invoice, actor, 'Checkout closed: the invoice was cancelled');
    invoice.status = 'cancelled';
    invoice.cancelledAt = this.clock.now();
    await manager.save(invoice);
    await this.dunning.stopIn(manager, invoice.id);
    await this.timeline.record(manager, invoice.id, 'cancelled', actor);
    await this.events.publish(manager, InvoiceCancelled, invoiceFacts(invoice));
    return invoice;
  }

  /**
   * Records that the client opened the invoice (pay page or portal): at most one `viewed` event per hour per
   * invoice, in one statement.
   */
  async recordView(publicId: string, viewerUserId: string | null = null): Promise<void> {
    await this.invoices.query(
      `INSERT INTO invoice_events (invoice_id, kind, actor, actor_user_id)
       SELECT invoice.id, 'viewed', 'client', $2 FROM invoices invoice
       WHERE invoice.public_id = $1 AND invoice.status <> 'draft'
         AND NOT EXISTS (
           SELECT 1 FROM invoice_events event WHERE event.invoice_id = invoice.id AND event.kind = 'viewed'
             AND event.created_at > now() - interval '${VIEW_EVENT_INTERVAL}')`,
      [publicId, viewerUserId],
    );
  }

  /**
   * The client's invoices (drafts left out): those of their account, and those sent to its verified address
   * before it existed (a consultation's fee booked signed out), as their bookings are (ofAccount).
   */
  private ofCustomer(userId: string) {
    return this.invoices
      .createQueryBuilder('invoice')
      .where(ofAccount('invoice', userId, 'client_email'))
      .andWhere("invoice.status <> 'draft'");
  }

  /** One of the client's invoices; drafts and other clients' invoices are 404 alike. */
  async findForCustomer(userId: string, id: string): Promise<InvoiceEntity> {
    const invoice = await this.ofCustomer(userId).andWhere('invoice.id = :id', { id }).getOne();
    if (!invoice) throw notFound();
    return invoice;
  }

  /** The client's invoices, newest first, drafts left out. */
  async listForCustomer(userId: string, paging: PageQueryDto): Promise<Page<InvoiceEntity>> {
    const [invoices, total] = await this.ofCustomer(userId)
      .orderBy('invoice.createdAt', 'DESC')
      .addOrderBy('invoice.id', 'DESC')
      .skip(paging.skip)
      .take(paging.pageSize)
      .getManyAndCount();
    return toPage(invoices, total, paging);
  }

  /**
   * What the client still has to pay: their invoices they can pay with money due, soonest due first (those
   * without a due date last), and whether they have any invoice at all.
   */
  async owedBy(userId: string): Promise<{ invoices: InvoiceEntity[]; hasInvoices: boolean }> {
    const payable = await this.ofCustomer(userId)
      .andWhere('invoice.status IN (:...payable)', { payable: PAYABLE_INVOICE_STATUSES })
      .orderBy('invoice.dueDate', 'ASC', 'NULLS LAST')
      .addOrderBy('invoice.createdAt', 'ASC')
      .getMany();
    const invoices = payable.filter((invoice) => amountDueCents(invoice) > 0);
    return { invoices, hasInvoices: payable.length > 0 || (await this.ofCustomer(userId).getExists()) };
  }

  /** The invoice of a pay link; a draft is not shown (404), a cancelled one is, with its status. */
  async findByPublicId(publicId: string): Promise<InvoiceEntity> {
    const invoice = await this.invoices.findOneBy({ publicId, status: Not('draft') });
    if (!invoice) throw notFound();
    return invoice;
  }

  /** Any invoice, for staff. */
  async findById(id: string): Promise<InvoiceEntity> {
    const invoice = await this.invoices.findOneBy({ id });
    if (!invoice) throw notFound();
    return invoice;
  }

  adminList(query: ListAdminInvoicesQueryDto): Promise<Page<AdminInvoiceDto>> {
    return this.table.list(query);
  }

  adminExport(filter: AdminInvoiceFilterDto): Promise<StreamableFile> {
    return this.table.export(filter, this.config.BUSINESS_TIME_ZONE);
  }

  /** One invoice with its items, payment attempts, refunds, credits and timeline, for the admin drawer. */
  async adminGet(id: string): Promise<AdminInvoiceDetailDto> {
    const invoice = await this.findById(id);
    const manager = this.invoices.manager;
    const payments = await manager.find(InvoicePaymentEntity, {
      where: { invoiceId: id },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    const paymentIds = payments.map((payment) => payment.id);
    const [refunds, credits, events] = await Promise.all([
      paymentIds.length
        ? manager.find(InvoiceRefundEntity, {
            where: { paymentId: In(paymentIds) },
            order: { createdAt: 'ASC', id: 'ASC' },
          })
        : [],
      manager.find(AccountCreditEntity, {
        where: [{ appliedInvoiceId: id }, ...(paymentIds.length ? [{ paymentId: In(paymentIds) }] : [])],
        order: { createdAt: 'ASC', id: 'ASC' },
      }),
      this.timeline.list(manager, id),
    ]);
    const actors = await this.users.people(
      events.map((event) => event.actorUserId),
      manager,
    );
    return {
      ...AdminInvoiceDto.from(invoice, this.clock.now()),
      ...InvoiceTotalsDto.of(invoice),
      items: invoice.items,
      description: invoice.description,
      notes: invoice.notes,
      payUrl: payInvoiceUrl(this.config.PUBLIC_URL, invoice.publicId),
      receiptUrl: invoice.receiptUrl,
      issuedPdfSha256: invoice.issuedPdfSha256,
      payments: payments.map(AdminInvoicePaymentDto.from),
      refunds: refunds.map(AdminInvoiceRefundDto.from),
      credits: credits.map(AdminInvoiceCreditDto.from),
      timeline: events.map((event) => InvoiceEventDto.from(event, actors)),
    };
  }

  /**
   * Marks the invoice sent (first time: InvoiceIssued), keeps the hash of its PDF and e-mails it to the client.
   * An amount due a card cannot pay (CARD_AMOUNT_LIMITS) is a 409 with the reason; nothing due is paid at once,
   * without reminders, and the e-mail says so.
   */
  private async issue(
    manager: EntityManager,
    sendMail: (message: OutgoingMessage) => Promise<string>,
    invoice: InvoiceEntity,
    actor: InvoiceActor,
  ): Promise<void> {
    const due = amountDueCents(invoice);
    // No checkout can take $0.00: an invoice with nothing due is settled as it goes out.
    const nothingDue = due === 0;
    if (!nothingDue) assertPayableByCard(due, invoice.currency);
    const first = invoice.status === 'draft';
    const now = this.clock.now();
    if (first) {
      invoice.status = 'sent';
      invoice.sentAt = now;
    }
    if (nothingDue) {
      invoice.status = 'paid';
      invoice.paymentDate = now;
    }
    const pdf = await this.pdfOf(invoice, manager);
    invoice.issuedPdfSha256 = createHash('sha256').update(pdf).digest('hex');
    await manager.save(invoice);
    await this.timeline.record(manager, invoice.id, 'sent', { ...actor, note: `To ${invoice.clientEmail}` });
    if (nothingDue) {
      await this.dunning.stopIn(manager, invoice.id);
      await this.timeline.record(manager, invoice.id, 'paid', {
        ...actor,
        amountCents: 0,
        note: 'Nothing to pay: marked paid when sent',
      });
    } else {
      await this.dunning.planIn(manager, invoice);
    }
    if (first) {
      await this.events.publish(manager, InvoiceIssued, {
        ...invoiceFacts(invoice),
        amountCents: invoice.amountCents,
        currency: invoice.currency,
        dueDate: invoice.dueDate?.toISOString() ?? null,
      });
    }
    await sendMail(
      this.mail.compose(
        invoiceSentMail,
        {
          clientName: invoice.clientName,
          invoiceNumber: invoice.invoiceNumber,
          publicId: invoice.publicId,
          amountDue: formatCents(due),
          nothingDue,
          dueDate: invoice.dueDate ? longDate(invoice.dueDate, this.config.BUSINESS_TIME_ZONE) : null,
          pdfBase64: pdf.toString('base64'),
        },
        { email: invoice.clientEmail, userId: invoice.userId },
      ),
    );
  }

  /** The invoice's PDF with the payments it received (as served to staff, to the client and on its pay link). */
  async pdfOf(invoice: InvoiceEntity, manager: EntityManager = this.invoices.manager): Promise<Buffer> {
    return this.pdf.render(invoice, await receivedPayments(manager, invoice.id));
  }

  /** The payment rows of these invoices (any status), oldest first, by invoice id. */
  async paymentsOf(invoiceIds: string[]): Promise<Map<string, InvoicePaymentEntity[]>> {
    const byInvoice = new Map<string, InvoicePaymentEntity[]>(invoiceIds.map((id) => [id, []]));
    if (invoiceIds.length === 0) return byInvoice;
    const payments = await this.invoices.manager.find(InvoicePaymentEntity, {
      where: { invoiceId: In(invoiceIds) },
      order: { succeededAt: 'ASC', createdAt: 'ASC', id: 'ASC' },
    });
    for (const payment of payments) byInvoice.get(payment.invoiceId)!.push(payment);
    return byInvoice;
  }

  private async sha256(manager: EntityManager, invoice: InvoiceEntity): Promise<string> {
    return createHash('sha256')
      .update(await this.pdfOf(invoice, manager))
      .digest('hex');
  }

  private async lockedInvoice(manager: EntityManager, id: string): Promise<InvoiceEntity> {
    const invoice = await manager.findOne(InvoiceEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!invoice) throw notFound();
    return invoice;
  }

  /** The client fields: from the account when `userId` is given (fields sent override it), else as sent. */
  private async client(
    manager: EntityManager,
    input: Pick<CreateInvoiceDto, 'userId' | 'clientName' | 'clientEmail' | 'clientPhone' | 'clientCountry'>,
  ): Promise<Pick<InvoiceEntity, 'userId' | 'clientName' | 'clientEmail' | 'clientPhone' | 'clientCountry'>> {
    if (input.userId) {
      const user = await manager.findOneBy(UserEntity, { id: input.userId });
      if (!user) throw invalid('userId', 'No client account has this userId');
      return {
        userId: user.id,
        clientName: input.clientName || personOf(user).name,
        clientEmail: input.clientEmail || user.email,
        clientPhone: input.clientPhone === undefined ? user.phone : input.clientPhone || null,
        clientCountry: input.clientCountry === undefined ? user.country : input.clientCountry || null,
      };
    }
    if (!input.clientName) throw invalid('clientName', 'Choose a client account (userId) or give clientName');
    if (!input.clientEmail) throw invalid('clientEmail', 'Choose a client account (userId) or give clientEmail');
    return {
      userId: null,
      clientName: input.clientName,
      clientEmail: input.clientEmail,
      clientPhone: input.clientPhone || null,
      clientCountry: input.clientCountry || null,
    };
  }

  /**
   * Each linked consultation, service inquiry or project must exist (a 400 names the one that does not). The
   * link's foreign key says which table it points to, so billing needs none of those modules' entities.
   */
  private async checkLinks(manager: EntityManager, input: Pick<CreateInvoiceDto, (typeof LINKS)[number]['field']>) {
    const { foreignKeys } = manager.connection.getMetadata(InvoiceEntity);
    for (const { field, what } of LINKS) {
      const id = input[field];
      if (!id) continue;
      const link = foreignKeys.find((key) => key.columns.some((column) => column.propertyName === field));
      if (!link) throw new Error(`invoices.${field} has no foreign key`);
      if (!(await manager.existsBy(link.referencedEntityMetadata.target, { id }))) {
        throw invalid(field, `No ${what} has this ${field}`);
      }
    }
  }

  /**
   * The items and totals by the pricing rule, with the tax rate and discount sent, else the invoice's own
   * (`current`, on a change). 400 for a discount in cents and in percent at once, a fixed discount over the
   * subtotal, and a subtotal or total over the limit.
   */
  private priced(
    items: CreateInvoiceDto['items'],
    input: Pick<CreateInvoiceDto, 'taxRateBasisPoints' | 'discountCents' | 'discountBasisPoints'>,
    current: InvoiceEntity | null,
  ): PricedInvoice & Pick<InvoiceEntity, 'taxRateBasisPoints' | 'discountBasisPoints'> {
    if (input.discountCents != null && input.discountBasisPoints != null) {
      throw invalid('discountBasisPoints', 'Give the discount in cents or in percent, not both');
    }
    const discountSent = input.discountCents !== undefined || input.discountBasisPoints !== undefined;
    const pricing: InvoicePricing = {
      taxRateBasisPoints: input.taxRateBasisPoints ?? current?.taxRateBasisPoints ?? 0,
      discount: !discountSent
        ? current && invoiceDiscount(current)
        : input.discountBasisPoints != null
          ? { basisPoints: input.discountBasisPoints }
          : input.discountCents
            ? { amountCents: input.discountCents }
            : null,
    };
    const priced = priceInvoice(items, pricing);
    const limit = formatCents(INVOICE_LIMITS.totalCentsMax);
    if (priced.subtotalCents > INVOICE_LIMITS.totalCentsMax || priced.amountCents > INVOICE_LIMITS.totalCentsMax) {
      throw invalid('items', `An invoice totals at most ${limit}`);
    }
    if (pricing.discount && 'amountCents' in pricing.discount && pricing.discount.amountCents > priced.subtotalCents) {
      throw invalid('discountCents', `The discount is at most the subtotal, ${formatCents(priced.subtotalCents)}`);
    }
    return {
      ...priced,
      taxRateBasisPoints: pricing.taxRateBasisPoints,
      discountBasisPoints: pricing.discount && 'basisPoints' in pricing.discount ? pricing.discount.basisPoints : null,
    };
  }

  /**
   * Whether the client may pay part, and the least they may pay at a time: as sent, else the invoice's own
   * (`current`). 400 for a minimum that is not under the total: no partial payment could then be made.
   */
  private partialPayment(
    input: Pick<CreateInvoiceDto, 'allowPartialPayment' | 'minimumPaymentCents'>,
    current: InvoiceEntity | null,
    totalCents: number,
  ): Pick<InvoiceEntity, 'allowPartialPayment' | 'minimumPaymentCents'> {
    const allowPartialPayment = input.allowPartialPayment ?? current?.allowPartialPayment ?? false;
    const minimumPaymentCents =
      input.minimumPaymentCents ?? current?.minimumPaymentCents ?? INVOICE_LIMITS.minimumPaymentCentsMin;
    if (allowPartialPayment && minimumPaymentCents >= totalCents) {
      throw invalid(
        'minimumPaymentCents',
        `The minimum payment must be less than the total, ${formatCents(totalCents)}, for part of it to be paid`,
      );
    }
    return { allowPartialPayment, minimumPaymentCents };
  }

  private dueDate(value: string, now: Date): Date {
    const dueDate = new Date(value);
    if (dueDate < now) throw invalid('dueDate', 'The due date must not be in the past');
    return dueDate;
  }

  private businessYear(now: Date): number {
    return Number(
      new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: this.config.BUSINESS_TIME_ZONE }).format(now),
    );
  }
}
