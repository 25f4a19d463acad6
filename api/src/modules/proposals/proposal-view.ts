import type { Person } from '../auth';
import type { ProposalEventEntity } from './entities/proposal-event.entity';
import type { ProposalItemEntity } from './entities/proposal-item.entity';
import type { ProposalSignerEntity } from './entities/proposal-signer.entity';
import type { ProposalEntity } from './entities/proposal.entity';
import { type ProposalDocumentView, type ProposalFigures, proposalFigures } from './documents/proposal-document';
import type { AdminProposalDto, ProposalEventDto, ProposalSignatureDto, ProposalTotalsDto } from './dto/proposal.dto';

/** The discount a proposal keeps: a percent when discountBasisPoints is set, else a fixed amount (or none). */
export const proposalDiscount = (proposal: Pick<ProposalEntity, 'discountCents' | 'discountBasisPoints'>) =>
  proposal.discountBasisPoints !== null
    ? { basisPoints: proposal.discountBasisPoints }
    : proposal.discountCents > 0
      ? { amountCents: proposal.discountCents }
      : null;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Items in their order, as the document and the invoices take them. */
export const orderedItems = (items: readonly ProposalItemEntity[]) =>
  [...items]
    .sort((a, b) => a.orderIndex - b.orderIndex)
    .map((item) => ({
      title: item.title,
      description: item.description,
      quantity: item.qty,
      unitPriceCents: item.unitPriceCents,
      taxRateBasisPoints: item.taxRateBasisPoints,
    }));

/**
 * What the proposal's document shows: its content alone, so the same version renders the same bytes. A
 * draft (not sent yet) is dated by its last change, for staff's preview.
 */
export function documentView(proposal: ProposalEntity, items: readonly ProposalItemEntity[]): ProposalDocumentView {
  return {
    proposalId: proposal.id,
    version: proposal.version,
    title: proposal.title,
    summary: proposal.summary,
    clientName: proposal.clientName,
    clientEmail: proposal.clientEmail,
    items: orderedItems(items),
    taxRateBasisPoints: proposal.taxRateBasisPoints,
    discount: proposalDiscount(proposal),
    currency: proposal.currency,
    depositBasisPoints: proposal.depositBasisPoints,
    allowFullPayment: proposal.allowFullPayment,
    paymentTerms: proposal.paymentTerms,
    validUntil: proposal.validUntil!.toISOString(),
    issuedAt: (proposal.sentAt ?? proposal.updatedAt).toISOString(),
  };
}

/** The priced lines and totals of a view, as the API shows them. */
export function pricedContent(view: ProposalDocumentView): {
  figures: ProposalFigures;
  items: {
    title: string;
    description: string | null;
    quantity: number;
    unitPriceCents: number;
    taxRateBasisPoints: number | null;
    lineTotalCents: number;
    discountCents: number;
    taxCents: number;
  }[];
  totals: ProposalTotalsDto;
} {
  const figures = proposalFigures(view);
  return {
    figures,
    items: view.items.map((item, index) => ({
      ...item,
      lineTotalCents: figures.lines[index].lineTotalCents,
      discountCents: figures.lines[index].discountCents,
      taxCents: figures.lines[index].taxCents,
    })),
    totals: {
      subtotalCents: figures.subtotalCents,
      discountCents: figures.discountCents,
      discountBasisPoints: view.discount && 'basisPoints' in view.discount ? view.discount.basisPoints : null,
      taxRateBasisPoints: view.taxRateBasisPoints,
      taxCents: figures.taxCents,
      taxes: figures.taxes.map(({ rateBasisPoints, taxCents }) => ({ rateBasisPoints, taxCents })),
      totalCents: figures.totalCents,
      depositBasisPoints: view.depositBasisPoints,
      depositCents: figures.depositCents,
      balanceCents: figures.balanceCents,
      allowFullPayment: view.allowFullPayment,
      currency: view.currency,
    },
  };
}

export function adminRow(proposal: ProposalEntity): AdminProposalDto {
  return {
    id: proposal.id,
    version: proposal.version,
    title: proposal.title,
    status: proposal.status,
    userId: proposal.userId,
    clientName: proposal.clientName,
    clientEmail: proposal.clientEmail,
    serviceInquiryId: proposal.serviceInquiryId,
    consultationId: proposal.consultationId,
    projectId: proposal.projectId,
    totalCents: proposal.totalCents,
    depositCents: proposal.depositCents,
    currency: proposal.currency,
    validUntil: iso(proposal.validUntil),
    sentAt: iso(proposal.sentAt),
    viewedAt: iso(proposal.viewedAt),
    acceptedAt: iso(proposal.acceptedAt),
    declinedAt: iso(proposal.declinedAt),
    expiredAt: iso(proposal.expiredAt),
    createdAt: proposal.createdAt.toISOString(),
  };
}

export const signatureDto = (signer: ProposalSignerEntity | null): ProposalSignatureDto | null =>
  signer && {
    name: signer.name,
    email: signer.email,
    signedAt: signer.signedAt.toISOString(),
    ip: signer.ip,
    userAgent: signer.userAgent,
    documentSha256: signer.documentSha256,
    drawn: signer.signaturePng !== null,
  };

export function eventDto(event: ProposalEventEntity, people: ReadonlyMap<string, Person>): ProposalEventDto {
  const person = event.actorUserId ? people.get(event.actorUserId) : undefined;
  const note = event.data?.note;
  return {
    id: event.id,
    kind: event.kind,
    actor: event.actor,
    actorUser: person ? { id: person.id, email: person.email, name: person.name } : null,
    ip: event.ip,
    userAgent: event.userAgent,
    documentSha256: event.documentSha256,
    note: typeof note === 'string' ? note : null,
    createdAt: event.createdAt.toISOString(),
  };
}

/** The client's page of a proposal. */
export const portalProposalUrl = (publicUrl: string, proposalId: string) =>
  `${publicUrl}/portal/proposals/${proposalId}`;

/** For a recipient without an account: sign up (or in), then land on the proposal. */
export const signUpForProposalUrl = (publicUrl: string, proposalId: string) =>
  `${publicUrl}/auth?redirect=${encodeURIComponent(`/portal/proposals/${proposalId}`)}`;
