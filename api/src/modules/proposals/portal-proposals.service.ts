import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, EntityManager, Repository } from 'typeorm';
import type { SessionUser } from '../../common/access/access.decorators';
import { Clock } from '../../common/clock';
import { errorWithCode } from '../../common/http-exception.filter';
import { Page, PageQueryDto, toPage } from '../../common/pagination';
import { AppConfig } from '../../config/app.config';
import { EventBus } from '../../infrastructure/events/event-bus';
import { FileStorage } from '../../infrastructure/storage/storage';
import { UserEntity } from '../auth';
import { formatCents, LinkedInvoices, longDate } from '../billing';
import { OutboxService, StaffAlerts } from '../notifications';
import { ProposalPdf } from './documents/proposal-pdf';
import type { PortalProposalDto, PortalProposalRowDto } from './dto/proposal.dto';
import { ProposalItemEntity } from './entities/proposal-item.entity';
import { ProposalSignerEntity } from './entities/proposal-signer.entity';
import { ProposalEntity } from './entities/proposal.entity';
import { ProposalTimeline } from './proposal-timeline';
import { documentView, pricedContent, signatureDto } from './proposal-view';
import { PROPOSAL_CONSENT_TEXT, PROPOSAL_INTENT_TEXT } from './proposals.constants';
import { ProposalDeclined } from './proposals.events';
import { proposalDeclinedStaffMail } from './proposals.mails';
import { proposalFacts, proposalNotFound } from './proposals.service';

/** Where a client's request comes from, as the evidence records it. */
export interface ClientContext {
  ip: string | null;
  userAgent: string | null;
}

/**
 * The reason a proposal cannot be accepted or declined now (409 PROPOSAL_NOT_SIGNABLE with it), or nothing
 * when it can. One past validUntil counts as expired before the scheduled run marks it.
 */
export function notSignableReason(proposal: ProposalEntity, now: Date, timeZone: string): string | null {
  const validUntil = proposal.validUntil ? longDate(proposal.validUntil, timeZone) : '';
  switch (proposal.status) {
    case 'superseded':
      return 'This proposal was replaced by a newer version and can no longer be signed: open the latest version.';
    case 'expired':
      return `This proposal expired on ${validUntil} and can no longer be signed: ask us for a new one.`;
    case 'declined':
      return 'This proposal was declined and can no longer be signed: ask us for a new one.';
    case 'accepted':
      return 'This proposal is already signed and accepted.';
    default:
      return proposal.validUntil && proposal.validUntil <= now
        ? `This proposal expired on ${validUntil} and can no longer be signed: ask us for a new one.`
        : null;
  }
}

/**
 * The client's side of proposals (docs/modules/proposals.md): their own only (another's, or a draft, is a
 * 404 like an unknown id), including those written for their verified e-mail before they had an account.
 */
@Injectable()
export class PortalProposalsService {
  constructor(
    @InjectRepository(ProposalEntity) private readonly proposals: Repository<ProposalEntity>,
    private readonly timeline: ProposalTimeline,
    private readonly linkedInvoices: LinkedInvoices,
    private readonly pdf: ProposalPdf,
    private readonly storage: FileStorage,
    private readonly outbox: OutboxService,
    private readonly staffAlerts: StaffAlerts,
    private readonly events: EventBus,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  /** The client's proposals, most recently sent first. */
  async list(user: SessionUser, paging: PageQueryDto): Promise<Page<PortalProposalRowDto>> {
    const [proposals, total] = await (
      await this.owned(this.proposals.manager, user)
    )
      .orderBy('proposal.sentAt', 'DESC')
      .addOrderBy('proposal.id', 'DESC')
      .skip(paging.skip)
      .take(paging.pageSize)
      .getManyAndCount();
    return toPage(proposals.map(portalRow), total, paging);
  }

  /**
   * One of the client's proposals. The first open of a sent one records `viewed` (time, address, user agent,
   * the document's SHA-256) and makes it viewed.
   */
  view(user: SessionUser, id: string, context: ClientContext): Promise<PortalProposalDto> {
    return this.proposals.manager.transaction(async (manager) => {
      const proposal = await this.ownedLocked(manager, user, id);
      if (proposal.status === 'sent') {
        await this.timeline.record(manager, id, 'viewed', {
          actor: 'client',
          actorUserId: user.id,
          ...context,
          documentSha256: proposal.documentSha256,
        });
        proposal.status = 'viewed';
        proposal.viewedAt = this.clock.now();
        await manager.save(proposal);
      }
      return this.portalDto(manager, proposal);
    });
  }

  /** The PDF of the version shown: the same bytes as sent (their SHA-256 is documentSha256). */
  async pdfOf(user: SessionUser, id: string): Promise<Buffer> {
    const manager = this.proposals.manager;
    const proposal = await (await this.owned(manager, user)).andWhere('proposal.id = :id', { id }).getOne();
    if (!proposal) throw proposalNotFound();
    const items = await manager.find(ProposalItemEntity, { where: { proposalId: id } });
    return this.pdf.render(documentView(proposal, items));
  }

  /** The sealed PDF of a signed proposal; 404 until it is sealed. */
  async sealedPdfOf(user: SessionUser, id: string): Promise<Buffer> {
    const proposal = await (
      await this.owned(this.proposals.manager, user)
    )
      .andWhere('proposal.id = :id', { id })
      .getOne();
    if (!proposal) throw proposalNotFound();
    return this.sealedPdf(proposal);
  }

  async sealedPdf(proposal: ProposalEntity): Promise<Buffer> {
    const file = proposal.sealedPdfKey ? await this.storage.open(proposal.sealedPdfKey) : null;
    if (!file) throw new NotFoundException('This proposal has no signed PDF yet');
    const chunks: Buffer[] = [];
    for await (const chunk of file.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  /** Declines a sent or viewed proposal with a reason; staff are alerted. 409 when it cannot be any more. */
  decline(user: SessionUser, id: string, reason: string, context: ClientContext): Promise<PortalProposalDto> {
    return this.outbox.transaction(async (manager, send) => {
      const proposal = await this.ownedLocked(manager, user, id);
      const problem = notSignableReason(proposal, this.clock.now(), this.config.BUSINESS_TIME_ZONE);
      if (problem) throw new ConflictException(errorWithCode(problem, 'PROPOSAL_NOT_SIGNABLE'));
      proposal.status = 'declined';
      proposal.declinedAt = this.clock.now();
      proposal.declineReason = reason;
      await manager.save(proposal);
      await this.timeline.record(manager, id, 'declined', {
        actor: 'client',
        actorUserId: user.id,
        ...context,
        documentSha256: proposal.documentSha256,
        note: reason,
      });
      await this.events.publish(manager, ProposalDeclined, { ...proposalFacts(proposal), reason });
      for (const message of this.staffAlerts.messages(proposalDeclinedStaffMail, {
        proposalId: id,
        title: proposal.title,
        clientName: proposal.clientName,
        clientEmail: proposal.clientEmail,
        total: formatCents(proposal.totalCents),
        reason,
      })) {
        await send(message);
      }
      return this.portalDto(manager, proposal);
    });
  }

  /**
   * The client's proposal, locked for this transaction; one written for their verified e-mail before they had
   * an account becomes theirs.
   */
  async ownedLocked(manager: EntityManager, user: SessionUser, id: string): Promise<ProposalEntity> {
    const found = await (await this.owned(manager, user)).andWhere('proposal.id = :id', { id }).getOne();
    if (!found) throw proposalNotFound();
    const proposal = await manager.findOne(ProposalEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!proposal) throw proposalNotFound();
    if (proposal.userId === null) {
      proposal.userId = user.id;
      await manager.update(ProposalEntity, { id }, { userId: user.id });
    }
    return proposal;
  }

  /** What the client sees of a proposal. */
  async portalDto(manager: EntityManager, proposal: ProposalEntity): Promise<PortalProposalDto> {
    const [items, signer, invoice, successor] = await Promise.all([
      manager.find(ProposalItemEntity, { where: { proposalId: proposal.id } }),
      manager.findOneBy(ProposalSignerEntity, { proposalId: proposal.id }),
      proposal.depositInvoiceId ? this.linkedInvoices.findIn(manager, proposal.depositInvoiceId) : null,
      proposal.supersededById
        ? manager.findOne(ProposalEntity, {
            select: { id: true, status: true },
            where: { id: proposal.supersededById },
          })
        : null,
    ]);
    const content = pricedContent(documentView(proposal, items));
    return {
      ...portalRow(proposal),
      summary: proposal.summary,
      clientName: proposal.clientName,
      items: content.items,
      totals: content.totals,
      paymentTerms: proposal.paymentTerms,
      documentSha256: proposal.documentSha256!,
      consentText: PROPOSAL_CONSENT_TEXT,
      intentText: PROPOSAL_INTENT_TEXT,
      declineReason: proposal.declineReason,
      signature: signatureDto(signer),
      paymentChoice: proposal.paymentChoice,
      payUrl: invoice?.payUrl ?? null,
      invoice: invoice && {
        invoiceNumber: invoice.invoiceNumber,
        status: invoice.status,
        amountDueCents: invoice.amountDueCents,
        paid: invoice.paid,
        payUrl: invoice.payUrl,
      },
      sealed: proposal.sealedPdfKey !== null,
      supersededById: successor && successor.status !== 'draft' ? successor.id : null,
    };
  }

  /**
   * The client's proposals: sent at some point (never a draft), theirs, or written for their e-mail address
   * without an account once they proved it theirs.
   */
  private async owned(manager: EntityManager, user: SessionUser) {
    const verified = await manager.existsBy(UserEntity, { id: user.id, emailVerified: true });
    return manager
      .createQueryBuilder(ProposalEntity, 'proposal')
      .where('proposal.sentAt IS NOT NULL')
      .andWhere(
        new Brackets((mine) => {
          mine.where('proposal.userId = :userId', { userId: user.id });
          if (verified) {
            mine.orWhere('(proposal.userId IS NULL AND LOWER(proposal.clientEmail) = LOWER(:email))', {
              email: user.email,
            });
          }
        }),
      );
  }
}

const portalRow = (proposal: ProposalEntity): PortalProposalRowDto => ({
  id: proposal.id,
  version: proposal.version,
  title: proposal.title,
  status: proposal.status,
  totalCents: proposal.totalCents,
  currency: proposal.currency,
  validUntil: proposal.validUntil!.toISOString(),
  sentAt: proposal.sentAt!.toISOString(),
});
