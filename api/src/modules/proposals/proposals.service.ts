import { ConflictException, Injectable, NotFoundException, StreamableFile } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import type { SessionUser } from '../../common/access/access.decorators';
import { AdminTable } from '../../common/admin-table';
import { Clock } from '../../common/clock';
import { type Discount, lineTotalCents } from '../../common/money/document-pricing';
import { ExportColumn } from '../../common/export-columns';
import { errorWithCode } from '../../common/http-exception.filter';
import { Page } from '../../common/pagination';
import { RequestValidationException } from '../../common/validation';
import { AppConfig } from '../../config/app.config';
import { EventBus } from '../../infrastructure/events/event-bus';
import { cardAmountLimitBroken } from '../../infrastructure/payments/payment-driver';
import { personOf, UserDirectory, UserEntity } from '../auth';
import { formatCents, InvoiceItemInputDto, longDate } from '../billing';
import { ConsultationEntity, ServiceInquiryEntity } from '../bookings';
import { MailService, OutboxService } from '../notifications';
import { documentSha256, proposalFigures } from './documents/proposal-document';
import { ProposalPdf } from './documents/proposal-pdf';
import { AdminProposalFilterDto, ListAdminProposalsQueryDto } from './dto/admin-proposals-query.dto';
import {
  AdminProposalDetailDto,
  AdminProposalDto,
  CreateProposalDto,
  PROPOSAL_SERVICES,
  UpdateProposalDto,
} from './dto/proposal.dto';
import { ProposalItemEntity } from './entities/proposal-item.entity';
import { ProposalSignerEntity } from './entities/proposal-signer.entity';
import { ProposalEntity } from './entities/proposal.entity';
import { ProposalTimeline } from './proposal-timeline';
import {
  adminRow,
  documentView,
  eventDto,
  portalProposalUrl,
  pricedContent,
  proposalDiscount,
  signatureDto,
} from './proposal-view';
import { OPEN_PROPOSAL_STATUSES, PROPOSAL_LIMITS } from './proposals.constants';
import { ProposalSent } from './proposals.events';
import { proposalSentMail } from './proposals.mails';

/** The invoices' total limit ($999,999.99, the most one card payment can be): the full invoice must fit. */
const TOTAL_CENTS_MAX = 99_999_999;
const DAY_MS = 24 * 3_600_000;

const invalid = (field: string, message: string) => new RequestValidationException([{ field, message }], message);
export const proposalNotFound = () => new NotFoundException('No such proposal');

/** What a proposal's prices depend on, as staff send them (or keep them). */
type PricingInput = Pick<
  CreateProposalDto,
  'taxRateBasisPoints' | 'discountCents' | 'discountBasisPoints' | 'depositBasisPoints'
>;

/** The fields a new version or a duplicate copies. */
const COPIED_FIELDS = [
  'userId',
  'serviceInquiryId',
  'consultationId',
  'clientName',
  'clientEmail',
  'service',
  'title',
  'summary',
  'currency',
  'subtotalCents',
  'discountCents',
  'discountBasisPoints',
  'taxRateBasisPoints',
  'taxCents',
  'totalCents',
  'depositBasisPoints',
  'depositCents',
  'balanceCents',
  'allowFullPayment',
  'paymentTerms',
  'validUntil',
] as const satisfies readonly (keyof ProposalEntity)[];

const PROPOSAL_COLUMNS: ExportColumn<AdminProposalDto>[] = [
  { header: 'Title', value: (row) => row.title },
  { header: 'Version', value: (row) => row.version },
  { header: 'Status', value: (row) => row.status },
  { header: 'Client', value: (row) => row.clientName },
  { header: 'Email', value: (row) => row.clientEmail },
  { header: 'Total (USD)', value: (row) => row.totalCents / 100, type: 'money' },
  { header: 'Deposit (USD)', value: (row) => row.depositCents / 100, type: 'money' },
  { header: 'Sent', value: (row) => row.sentAt, type: 'instant' },
  { header: 'Viewed', value: (row) => row.viewedAt, type: 'instant' },
  { header: 'Signed', value: (row) => row.acceptedAt, type: 'instant' },
  { header: 'Declined', value: (row) => row.declinedAt, type: 'instant' },
  { header: 'Valid until', value: (row) => row.validUntil, type: 'instant' },
  { header: 'Created', value: (row) => row.createdAt, type: 'instant' },
];

const staff = (user: Pick<SessionUser, 'id'>) => ({ actor: 'staff' as const, actorUserId: user.id });

/**
 * Staff's side of proposals (docs/modules/proposals.md): write a draft, send it (its PDF's SHA-256 kept, the
 * client e-mailed), duplicate it, revise a sent one (a new version supersedes it), and read them.
 */
@Injectable()
export class ProposalsService {
  constructor(
    @InjectRepository(ProposalEntity) private readonly proposals: Repository<ProposalEntity>,
    private readonly timeline: ProposalTimeline,
    private readonly pdf: ProposalPdf,
    private readonly outbox: OutboxService,
    private readonly mail: MailService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly events: EventBus,
    private readonly users: UserDirectory,
  ) {}

  private readonly table = new AdminTable<ProposalEntity, AdminProposalDto, AdminProposalFilterDto>({
    query: (filter) => {
      const builder = this.proposals.createQueryBuilder('proposal');
      if (filter.status) builder.andWhere('proposal.status = :status', { status: filter.status });
      if (filter.userId) builder.andWhere('proposal.userId = :userId', { userId: filter.userId });
      if (filter.createdFrom)
        builder.andWhere('proposal.createdAt >= :createdFrom', { createdFrom: filter.createdFrom });
      if (filter.createdTo) builder.andWhere('proposal.createdAt <= :createdTo', { createdTo: filter.createdTo });
      if (filter.validFrom) builder.andWhere('proposal.validUntil >= :validFrom', { validFrom: filter.validFrom });
      if (filter.validTo) builder.andWhere('proposal.validUntil <= :validTo', { validTo: filter.validTo });
      return builder;
    },
    searchIn: ["CONCAT_WS(' ', proposal.title, proposal.clientName, proposal.clientEmail)"],
    sortColumns: {
      createdAt: 'proposal.createdAt',
      sentAt: 'proposal.sentAt',
      validUntil: 'proposal.validUntil',
      title: 'proposal.title',
      clientName: 'proposal.clientName',
      totalCents: 'proposal.totalCents',
      status: 'proposal.status',
    },
    tieBreaker: 'proposal.id',
    toRow: adminRow,
    exportColumns: PROPOSAL_COLUMNS,
    exportName: 'proposals',
  });

  /** A new draft for an account, or for the person of a service inquiry or consultation. */
  create(input: CreateProposalDto, user: SessionUser): Promise<string> {
    return this.proposals.manager.transaction(async (manager) => {
      const client = await this.client(manager, input);
      const priced = this.priced(input.items, input, null);
      const proposal = await manager.save(
        manager.create(ProposalEntity, {
          ...client,
          service: input.service ?? client.service,
          title: input.title,
          summary: input.summary || null,
          paymentTerms: input.paymentTerms || null,
          allowFullPayment: input.allowFullPayment ?? true,
          validUntil: new Date(input.validUntil),
          ...priced.fields,
          status: 'draft',
          version: 1,
        }),
      );
      await this.saveItems(manager, proposal.id, input.items);
      await this.timeline.record(manager, proposal.id, 'created', staff(user));
      return proposal.id;
    });
  }

  /** Changes a draft (409 PROPOSAL_NOT_EDITABLE once sent: revise it instead). */
  update(id: string, input: UpdateProposalDto, user: SessionUser): Promise<void> {
    return this.proposals.manager.transaction(async (manager) => {
      const proposal = await this.locked(manager, id);
      if (proposal.status !== 'draft') {
        throw new ConflictException(
          errorWithCode(
            `A ${proposal.status} proposal can no longer be changed${OPEN_PROPOSAL_STATUSES.includes(proposal.status) ? ': revise it to send a new version' : ''}`,
            'PROPOSAL_NOT_EDITABLE',
          ),
        );
      }
      const changed = (Object.keys(input) as (keyof UpdateProposalDto)[]).filter((key) => input[key] !== undefined);
      if (changed.length === 0) return;
      for (const field of ['title', 'items', 'validUntil', 'clientName', 'clientEmail'] as const) {
        if (input[field] === null) throw invalid(field, `${field} cannot be cleared`);
      }
      if (input.title) proposal.title = input.title;
      if (input.clientName) proposal.clientName = input.clientName;
      if (input.clientEmail) proposal.clientEmail = input.clientEmail;
      if (input.validUntil) proposal.validUntil = new Date(input.validUntil);
      if (input.summary !== undefined) proposal.summary = input.summary || null;
      if (input.paymentTerms !== undefined) proposal.paymentTerms = input.paymentTerms || null;
      if (input.service !== undefined) proposal.service = input.service;
      if (input.allowFullPayment != null) proposal.allowFullPayment = input.allowFullPayment;
      const items = input.items ?? (await this.itemInputs(manager, id));
      Object.assign(proposal, this.priced(items, input, proposal).fields);
      await manager.save(proposal);
      if (input.items) await this.saveItems(manager, id, input.items);
      await this.timeline.record(manager, id, 'updated', { ...staff(user), note: `Changed ${changed.join(', ')}` });
    });
  }

  /**
   * Sends a draft: its PDF is rendered as of now and its SHA-256 kept (documentSha256, what the client signs),
   * and the client is e-mailed the link with the PDF. 409 for other statuses, a validUntil past or too far,
   * a deposit a card cannot take.
   */
  send(id: string, user: SessionUser): Promise<void> {
    return this.outbox.transaction(async (manager, sendMail) => {
      const proposal = await this.locked(manager, id);
      if (proposal.status !== 'draft') {
        throw new ConflictException(
          errorWithCode(`A ${proposal.status} proposal cannot be sent`, 'STATUS_TRANSITION_INVALID'),
        );
      }
      const now = this.clock.now();
      const validUntil = proposal.validUntil!;
      if (validUntil <= now) throw invalid('validUntil', 'validUntil has passed: set a later date before sending');
      if (validUntil.getTime() > now.getTime() + PROPOSAL_LIMITS.validDaysMax * DAY_MS) {
        throw invalid('validUntil', `validUntil is at most ${PROPOSAL_LIMITS.validDaysMax} days ahead`);
      }
      const broken = cardAmountLimitBroken(proposal.depositCents, proposal.currency);
      if (broken) {
        throw new ConflictException(
          errorWithCode(
            `The deposit, ${formatCents(proposal.depositCents)}, cannot be paid by card (${broken.limit} ${formatCents(broken.cents)})`,
            'INVOICE_AMOUNT_NOT_PAYABLE',
          ),
        );
      }
      proposal.userId ??= (await this.accountOf(manager, proposal.clientEmail))?.id ?? null;
      proposal.status = 'sent';
      proposal.sentAt = now;
      const items = await manager.find(ProposalItemEntity, { where: { proposalId: id } });
      const pdf = await this.pdf.render(documentView(proposal, items));
      proposal.documentSha256 = documentSha256(pdf);
      await manager.save(proposal);
      await this.timeline.record(manager, id, 'sent', {
        ...staff(user),
        documentSha256: proposal.documentSha256,
        note: `To ${proposal.clientEmail}`,
      });
      await this.events.publish(manager, ProposalSent, {
        ...proposalFacts(proposal),
        validUntil: validUntil.toISOString(),
        documentSha256: proposal.documentSha256,
      });
      await sendMail(
        this.mail.compose(
          proposalSentMail,
          {
            proposalId: id,
            title: proposal.title,
            clientName: proposal.clientName,
            total: formatCents(proposal.totalCents),
            validUntil: longDate(validUntil, this.config.BUSINESS_TIME_ZONE),
            signUp: proposal.userId === null,
            revised: proposal.revisesId !== null,
            pdfBase64: pdf.toString('base64'),
          },
          { email: proposal.clientEmail, userId: proposal.userId },
        ),
      );
    });
  }

  /** A new draft with the same client and content (version 1, its own history). */
  duplicate(id: string, user: SessionUser): Promise<string> {
    return this.proposals.manager.transaction(async (manager) => {
      const source = await this.locked(manager, id);
      const copy = await this.copy(manager, source, { version: 1, revisesId: null });
      await this.timeline.record(manager, copy.id, 'created', {
        ...staff(user),
        note: `Duplicated from "${source.title}" (version ${source.version})`,
      });
      return copy.id;
    });
  }

  /**
   * A new version of a sent or viewed proposal, as a draft to change and send: the old one is superseded at
   * once and can no longer be signed. 409 for other statuses.
   */
  revise(id: string, user: SessionUser): Promise<string> {
    return this.proposals.manager.transaction(async (manager) => {
      const source = await this.locked(manager, id);
      if (!OPEN_PROPOSAL_STATUSES.includes(source.status)) {
        throw new ConflictException(
          errorWithCode(
            `Only a sent or viewed proposal can be revised (this one is ${source.status}${source.status === 'draft' ? ': change it instead' : ''})`,
            'STATUS_TRANSITION_INVALID',
          ),
        );
      }
      const revision = await this.copy(manager, source, { version: source.version + 1, revisesId: source.id });
      source.status = 'superseded';
      source.supersededById = revision.id;
      await manager.save(source);
      await this.timeline.record(manager, source.id, 'superseded', {
        ...staff(user),
        documentSha256: source.documentSha256,
        note: `Superseded by version ${revision.version}`,
      });
      await this.timeline.record(manager, revision.id, 'created', {
        ...staff(user),
        note: `Revision of version ${source.version}`,
      });
      return revision.id;
    });
  }

  adminList(query: ListAdminProposalsQueryDto): Promise<Page<AdminProposalDto>> {
    return this.table.list(query);
  }

  adminExport(filter: AdminProposalFilterDto): Promise<StreamableFile> {
    return this.table.export(filter, this.config.BUSINESS_TIME_ZONE);
  }

  /** One proposal with its items, totals, signature and timeline, for the admin drawer. */
  async adminGet(id: string): Promise<AdminProposalDetailDto> {
    const manager = this.proposals.manager;
    const proposal = await this.find(id);
    const [items, signer, events] = await Promise.all([
      manager.find(ProposalItemEntity, { where: { proposalId: id } }),
      manager.findOneBy(ProposalSignerEntity, { proposalId: id }),
      this.timeline.list(manager, id),
    ]);
    const people = await this.users.people(
      events.map((event) => event.actorUserId),
      manager,
    );
    const content = pricedContent(documentView(proposal, items));
    return {
      ...adminRow(proposal),
      summary: proposal.summary,
      service: proposal.service,
      items: content.items,
      totals: content.totals,
      paymentTerms: proposal.paymentTerms,
      revisesId: proposal.revisesId,
      supersededById: proposal.supersededById,
      documentSha256: proposal.documentSha256,
      sealedPdfSha256: proposal.sealedPdfSha256,
      declineReason: proposal.declineReason,
      paymentChoice: proposal.paymentChoice,
      depositInvoiceId: proposal.depositInvoiceId,
      balanceInvoiceId: proposal.balanceInvoiceId,
      signature: signatureDto(signer),
      portalUrl: portalProposalUrl(this.config.PUBLIC_URL, id),
      timeline: events.map((event) => eventDto(event, people)),
    };
  }

  /** The PDF as the client sees it (a draft's as it would be sent now, for staff's preview). */
  async pdfOf(id: string): Promise<Buffer> {
    const proposal = await this.find(id);
    const items = await this.proposals.manager.find(ProposalItemEntity, { where: { proposalId: id } });
    return this.pdf.render(documentView(proposal, items));
  }

  async find(id: string): Promise<ProposalEntity> {
    const proposal = await this.proposals.findOneBy({ id });
    if (!proposal) throw proposalNotFound();
    return proposal;
  }

  private async locked(manager: EntityManager, id: string): Promise<ProposalEntity> {
    const proposal = await manager.findOne(ProposalEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!proposal) throw proposalNotFound();
    return proposal;
  }

  private async copy(
    manager: EntityManager,
    source: ProposalEntity,
    version: Pick<ProposalEntity, 'version' | 'revisesId'>,
  ): Promise<ProposalEntity> {
    const fields = Object.fromEntries(COPIED_FIELDS.map((field) => [field, source[field]])) as Partial<ProposalEntity>;
    const copy = await manager.save(manager.create(ProposalEntity, { ...fields, ...version, status: 'draft' }));
    await this.saveItems(manager, copy.id, await this.itemInputs(manager, source.id));
    return copy;
  }

  /** Replaces the proposal's items, each with its line total by the pricing rule. */
  private async saveItems(manager: EntityManager, proposalId: string, items: readonly InvoiceItemInputDto[]) {
    await manager.delete(ProposalItemEntity, { proposalId });
    await manager.insert(
      ProposalItemEntity,
      items.map((item, orderIndex) => ({
        proposalId,
        orderIndex,
        title: item.title,
        description: item.description || null,
        qty: item.quantity,
        unitPriceCents: item.unitPriceCents,
        taxRateBasisPoints: item.taxRateBasisPoints ?? null,
        lineTotalCents: lineTotalCents(item.quantity, item.unitPriceCents),
      })),
    );
  }

  private async itemInputs(manager: EntityManager, proposalId: string): Promise<InvoiceItemInputDto[]> {
    const items = await manager.find(ProposalItemEntity, { where: { proposalId }, order: { orderIndex: 'ASC' } });
    return items.map((item) => ({
      title: item.title,
      description: item.description,
      quantity: item.qty,
      unitPriceCents: item.unitPriceCents,
      taxRateBasisPoints: item.taxRateBasisPoints,
    }));
  }

  /**
   * The totals by the invoices' rule (priceDocument, through proposalFigures), with the tax rate, discount and
   * deposit sent, else the proposal's own. 400 as for an invoice: both discounts, a fixed one over the
   * subtotal, a total over $999,999.99.
   */
  private priced(items: readonly InvoiceItemInputDto[], input: PricingInput, current: ProposalEntity | null) {
    if (input.discountCents != null && input.discountBasisPoints != null) {
      throw invalid('discountBasisPoints', 'Give the discount in cents or in percent, not both');
    }
    const discountSent = input.discountCents !== undefined || input.discountBasisPoints !== undefined;
    const discount: Discount | null = !discountSent
      ? current && proposalDiscount(current)
      : input.discountBasisPoints != null
        ? { basisPoints: input.discountBasisPoints }
        : input.discountCents
          ? { amountCents: input.discountCents }
          : null;
    const taxRateBasisPoints = input.taxRateBasisPoints ?? current?.taxRateBasisPoints ?? 0;
    const depositBasisPoints =
      input.depositBasisPoints ?? current?.depositBasisPoints ?? PROPOSAL_LIMITS.depositBasisPointsDefault;
    const figures = proposalFigures({
      items: items.map((item) => ({
        title: item.title,
        description: item.description ?? null,
        quantity: item.quantity,
        unitPriceCents: item.unitPriceCents,
        taxRateBasisPoints: item.taxRateBasisPoints ?? null,
      })),
      taxRateBasisPoints,
      discount,
      depositBasisPoints,
    });
    if (figures.subtotalCents > TOTAL_CENTS_MAX || figures.totalCents > TOTAL_CENTS_MAX) {
      throw invalid('items', `A proposal totals at most ${formatCents(TOTAL_CENTS_MAX)}`);
    }
    if (discount && 'amountCents' in discount && discount.amountCents > figures.subtotalCents) {
      throw invalid('discountCents', `The discount is at most the subtotal, ${formatCents(figures.subtotalCents)}`);
    }
    return {
      fields: {
        subtotalCents: figures.subtotalCents,
        discountCents: figures.discountCents,
        discountBasisPoints: discount && 'basisPoints' in discount ? discount.basisPoints : null,
        taxRateBasisPoints,
        taxCents: figures.taxCents,
        totalCents: figures.totalCents,
        depositBasisPoints,
        depositCents: figures.depositCents,
        balanceCents: figures.balanceCents,
      },
    };
  }

  /**
   * The client: an account, or the person of a service inquiry or consultation (their account when they
   * have one, or one with their e-mail). Exactly one source; 400 otherwise or when it does not exist.
   */
  private async client(
    manager: EntityManager,
    input: CreateProposalDto,
  ): Promise<
    Pick<ProposalEntity, 'userId' | 'serviceInquiryId' | 'consultationId' | 'clientName' | 'clientEmail' | 'service'>
  > {
    const sources = (['userId', 'serviceInquiryId', 'consultationId'] as const).filter((field) => input[field]);
    if (sources.length !== 1) {
      throw invalid('userId', 'Choose exactly one client: userId, serviceInquiryId or consultationId');
    }
    const named = (person: { name: string; email: string; userId: string | null }) => ({
      userId: person.userId,
      clientName: input.clientName || person.name,
      clientEmail: input.clientEmail || person.email,
    });
    if (input.userId) {
      const user = await manager.findOneBy(UserEntity, { id: input.userId });
      if (!user) throw invalid('userId', 'No client account has this userId');
      const person = personOf(user);
      return {
        ...named({ name: person.name, email: user.email, userId: user.id }),
        serviceInquiryId: null,
        consultationId: null,
        service: null,
      };
    }
    const lead = input.serviceInquiryId
      ? await manager.findOneBy(ServiceInquiryEntity, { id: input.serviceInquiryId })
      : await manager.findOneBy(ConsultationEntity, { id: input.consultationId! });
    if (!lead) {
      const field = input.serviceInquiryId ? 'serviceInquiryId' : 'consultationId';
      throw invalid(field, `No ${input.serviceInquiryId ? 'service inquiry' : 'consultation'} has this ${field}`);
    }
    const name = `${lead.contact.firstName} ${lead.contact.lastName}`.trim();
    const userId = lead.userId ?? (await this.accountOf(manager, lead.contact.email))?.id ?? null;
    return {
      ...named({ name, email: lead.contact.email, userId }),
      serviceInquiryId: input.serviceInquiryId ?? null,
      consultationId: input.consultationId ?? null,
      service: lead.servicesInterested.find((service) => PROPOSAL_SERVICES.includes(service)) ?? null,
    };
  }

  /** The account that proved it owns this e-mail address, if there is one. */
  private accountOf(manager: EntityManager, email: string): Promise<UserEntity | null> {
    return verifiedAccountOf(manager, email);
  }
}

/**
 * The account that proved it owns `email` (verified), if any: a proposal written for an address reaches that
 * account, never one merely registered with it.
 */
export const verifiedAccountOf = (manager: EntityManager, email: string): Promise<UserEntity | null> =>
  manager
    .createQueryBuilder(UserEntity, 'user')
    .where('LOWER(user.email) = LOWER(:email)', { email })
    .andWhere('user.emailVerified = true')
    .getOne();

/** The facts every proposal event carries. */
export const proposalFacts = (proposal: ProposalEntity) => ({
  proposalId: proposal.id,
  version: proposal.version,
  userId: proposal.userId,
  serviceInquiryId: proposal.serviceInquiryId,
  consultationId: proposal.consultationId,
  totalCents: proposal.totalCents,
  currency: proposal.currency,
});
