import { ConflictException, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import type { SessionUser } from '../../common/access/access.decorators';
import { Clock } from '../../common/clock';
import { errorWithCode } from '../../common/http-exception.filter';
import { formatBasisPoints } from '../../common/money/document-pricing';
import { RequestValidationException } from '../../common/validation';
import { AppConfig } from '../../config/app.config';
import { EventBus } from '../../infrastructure/events/event-bus';
import { type CreateInvoiceDto, InvoiceEntity, InvoicesService, payInvoiceUrl, SYSTEM_ACTOR } from '../billing';
import { OutboxService, type OutgoingMessage } from '../notifications';
import { ProjectsService } from '../projects';
import { drawnSignatureProblem } from './documents/drawn-signature';
import type { AcceptProposalDto, AcceptProposalResultDto } from './dto/proposal.dto';
import { ProposalItemEntity } from './entities/proposal-item.entity';
import { ProposalSignerEntity } from './entities/proposal-signer.entity';
import { ProposalEntity } from './entities/proposal.entity';
import { ClientContext, notSignableReason, PortalProposalsService } from './portal-proposals.service';
import { ProposalSealing } from './proposal-sealing';
import { ProposalTimeline } from './proposal-timeline';
import { orderedItems } from './proposal-view';
import {
  PROPOSAL_BALANCE_DUE_DAYS,
  PROPOSAL_CONSENT_TEXT,
  PROPOSAL_DEPOSIT_DUE_DAYS,
  PROPOSAL_INTENT_TEXT,
} from './proposals.constants';
import { ProposalAccepted } from './proposals.events';
import { proposalFacts } from './proposals.service';

const DAY_MS = 24 * 3_600_000;
const invalid = (field: string, message: string) => new RequestValidationException([{ field, message }], message);

/** The drawn signature's bytes: a PNG data URL decoded and checked as the seal needs it (400 otherwise). */
function signaturePng(dataUrl: string | null | undefined): Buffer | null {
  if (!dataUrl) return null;
  const png = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const problem = drawnSignatureProblem(png);
  if (problem) throw invalid('signaturePng', problem);
  return png;
}

/**
 * Accepting a proposal (docs/modules/proposals.md): the signature and its evidence, the project with its steps
 * and onboarding, the deposit (or full) invoice issued at once and the balance's draft, in ONE transaction
 * under the proposal's row lock, so however often Accept is pressed there is one of each (the unique indexes
 * on the signer, the `accepted` event and the project's proposal are the backstop). The sealed PDF follows
 * after commit.
 */
@Injectable()
export class ProposalAcceptance {
  private readonly logger = new Logger(ProposalAcceptance.name);

  constructor(
    private readonly portal: PortalProposalsService,
    private readonly timeline: ProposalTimeline,
    private readonly invoices: InvoicesService,
    private readonly projects: ProjectsService,
    private readonly sealing: ProposalSealing,
    private readonly outbox: OutboxService,
    private readonly events: EventBus,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  /**
   * Signs and accepts. An accepted proposal answers what its acceptance created (a second press, another
   * tab). 409 PROPOSAL_NOT_SIGNABLE for a superseded, expired or declined one, 409 PROPOSAL_DOCUMENT_CHANGED
   * when the document signed is not the current version; 400 for full payment where staff turned it off.
   */
  async accept(
    user: SessionUser,
    id: string,
    input: AcceptProposalDto,
    context: ClientContext,
  ): Promise<AcceptProposalResultDto> {
    const { result, acceptedNow } = await this.outbox.transaction(async (manager, send) => {
      const proposal = await this.portal.ownedLocked(manager, user, id);
      const acceptedNow = proposal.status !== 'accepted';
      if (acceptedNow) await this.acceptIn(manager, send, user, proposal, input, context);
      const invoice = await manager.findOneByOrFail(InvoiceEntity, { id: proposal.depositInvoiceId! });
      const result: AcceptProposalResultDto = {
        proposal: await this.portal.portalDto(manager, proposal),
        projectId: proposal.projectId!,
        invoiceId: invoice.id,
        payUrl: payInvoiceUrl(this.config.PUBLIC_URL, invoice.publicId),
      };
      return { result, acceptedNow };
    });
    // Only the request that accepted seals (the others waited on the row lock and found it accepted); the
    // scheduled run seals what this could not (ProposalSchedule): the acceptance stands either way.
    if (acceptedNow) {
      result.proposal.sealed = await this.sealing.sealProposal(id).catch((error: unknown) => {
        this.logger.error(`Sealing proposal ${id} failed; the scheduled run tries again: ${String(error)}`);
        return false;
      });
    }
    return result;
  }

  private async acceptIn(
    manager: EntityManager,
    send: (message: OutgoingMessage) => Promise<string>,
    user: SessionUser,
    proposal: ProposalEntity,
    input: AcceptProposalDto,
    context: ClientContext,
  ): Promise<void> {
    const now = this.clock.now();
    const problem = notSignableReason(proposal, now, this.config.BUSINESS_TIME_ZONE);
    if (problem) throw new ConflictException(errorWithCode(problem, 'PROPOSAL_NOT_SIGNABLE'));
    if (input.documentSha256 !== proposal.documentSha256) {
      throw new ConflictException(
        errorWithCode(
          'This proposal has changed since you opened it: reload it, read the current version and sign again.',
          'PROPOSAL_DOCUMENT_CHANGED',
        ),
      );
    }
    if (input.paymentChoice === 'full' && !proposal.allowFullPayment) {
      throw invalid('paymentChoice', 'This proposal asks for the deposit now: full payment is not offered');
    }
    const drawn = signaturePng(input.signaturePng);
    const evidence = {
      actor: 'client' as const,
      actorUserId: user.id,
      ...context,
      documentSha256: proposal.documentSha256,
    };

    await manager.insert(ProposalSignerEntity, {
      proposalId: proposal.id,
      userId: user.id,
      name: input.signerName,
      email: user.email,
      role: 'client',
      signedAt: now,
      ip: context.ip,
      userAgent: context.userAgent?.slice(0, 500) ?? null,
      documentSha256: proposal.documentSha256!,
      signaturePng: drawn,
      consentText: PROPOSAL_CONSENT_TEXT,
      intentText: PROPOSAL_INTENT_TEXT,
    });
    await this.timeline.record(manager, proposal.id, 'signed', { ...evidence, note: `Signed as ${input.signerName}` });
    await this.timeline.record(manager, proposal.id, 'accepted', {
      ...evidence,
      note: input.paymentChoice === 'full' ? 'Chose to pay the whole total now' : 'Chose to pay the deposit now',
    });

    const project = await this.projects.createIn(manager, {
      proposalId: proposal.id,
      userId: user.id,
      serviceInquiryId: proposal.serviceInquiryId,
      consultationId: proposal.consultationId,
      service: proposal.service,
      title: proposal.title,
      description: proposal.summary,
      totalAmountCents: proposal.totalCents,
      depositAmountCents: proposal.depositCents,
      balanceAmountCents: proposal.balanceCents,
      currency: proposal.currency,
    });
    const full = input.paymentChoice === 'full' || proposal.balanceCents === 0;
    const items = await manager.find(ProposalItemEntity, { where: { proposalId: proposal.id } });
    const invoiceOf = (
      fields: Pick<CreateInvoiceDto, 'items' | 'taxRateBasisPoints' | 'discountCents' | 'discountBasisPoints'>,
      dueDays: number,
      sendNow: boolean,
    ): CreateInvoiceDto => ({
      userId: user.id,
      clientName: proposal.clientName,
      clientEmail: proposal.clientEmail,
      projectId: project.id,
      description: `${proposal.title} (proposal version ${proposal.version}, signed ${now.toISOString().slice(0, 10)})`,
      notes: proposal.paymentTerms,
      dueDate: new Date(now.getTime() + dueDays * DAY_MS).toISOString(),
      send: sendNow,
      ...fields,
    });
    // The whole total: the proposal's own lines, tax and discount, priced by the same rule to the same cents.
    // A deposit and a balance: one line each, their parts of that total, tax included (no tax on top).
    const share = (title: string, cents: number) => ({
      items: [{ title, description: proposal.title, quantity: 100, unitPriceCents: cents, taxRateBasisPoints: 0 }],
    });
    const first = await this.invoices.createIn(
      manager,
      send,
      invoiceOf(
        full
          ? {
              items: orderedItems(items),
              taxRateBasisPoints: proposal.taxRateBasisPoints,
              discountCents: proposal.discountBasisPoints === null ? proposal.discountCents || null : null,
              discountBasisPoints: proposal.discountBasisPoints,
            }
          : share(
              `Deposit (${formatBasisPoints(proposal.depositBasisPoints)} of the signed proposal)`,
              proposal.depositCents,
            ),
        PROPOSAL_DEPOSIT_DUE_DAYS,
        true,
      ),
      SYSTEM_ACTOR,
    );
    const balance = full
      ? null
      : await this.invoices.createIn(
          manager,
          send,
          invoiceOf(share('Balance of the signed proposal', proposal.balanceCents), PROPOSAL_BALANCE_DUE_DAYS, false),
          SYSTEM_ACTOR,
        );
    await this.projects.linkInvoicesIn(manager, project.id, {
      depositInvoiceId: first.id,
      balanceInvoiceId: balance?.id ?? null,
    });

    proposal.userId = user.id;
    proposal.status = 'accepted';
    proposal.acceptedAt = now;
    proposal.paymentChoice = input.paymentChoice;
    proposal.projectId = project.id;
    proposal.depositInvoiceId = first.id;
    proposal.balanceInvoiceId = balance?.id ?? null;
    await manager.save(proposal);
    await this.events.publish(manager, ProposalAccepted, {
      ...proposalFacts(proposal),
      projectId: project.id,
      paymentChoice: proposal.paymentChoice,
      invoiceId: first.id,
      balanceInvoiceId: balance?.id ?? null,
      invoicedCents: first.amountCents,
    });
  }
}
