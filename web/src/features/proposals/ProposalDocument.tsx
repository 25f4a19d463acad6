import type { InvoiceItemDto, ProposalTotalsDto } from '../../api/generated/model';
import { billingDate } from '../billing/billing-dates';
import { priceRows } from '../billing/invoice-total-rows';
import { formatBasisPoints, formatMoney } from '../billing/money';
import { DocumentItems, TotalRow } from '../billing/public/InvoiceDocument';
import '../billing/billing.css';

/**
 * What a proposal shows its client: the portal's page and staff's live preview render the same content
 * through this one component, in the order and words of the proposal's PDF.
 */
export interface ProposalContent {
  title: string;
  summary: string | null;
  clientName: string;
  version: number;
  /** When it was sent; null for a draft (the preview). */
  issuedAt: string | null;
  validUntil: string | null;
  paymentTerms: string | null;
  /** The priced lines. */
  items: readonly InvoiceItemDto[];
  totals: ProposalTotalsDto;
}

/** The sentence the PDF prints on how the total is invoiced. */
export function paymentSchedule(totals: ProposalTotalsDto): string {
  const money = (cents: number) => formatMoney(cents, totals.currency);
  const total = money(totals.totalCents);
  if (totals.depositCents === 0) return `The total of ${total} is invoiced when the project is complete.`;
  if (totals.balanceCents === 0) return `The total of ${total} is invoiced when you accept this proposal.`;
  return (
    `A deposit of ${money(totals.depositCents)} (${formatBasisPoints(totals.depositBasisPoints)} of the total) ` +
    `is invoiced when you accept this proposal, and the balance of ${money(totals.balanceCents)} when the ` +
    `project is complete.` +
    (totals.allowFullPayment ? ` You may instead pay the whole ${total} at acceptance.` : '')
  );
}

/** A proposal as its client reads it: who it is for, the scope, the items, the totals and how they are paid. */
export function ProposalDocument({
  proposal,
  headingId,
  headingLevel = 1,
}: {
  proposal: ProposalContent;
  headingId: string;
  /** 2 inside a page that has its own h1 (staff's preview). */
  headingLevel?: 1 | 2;
}) {
  const { totals } = proposal;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <article className="invoice-document proposal-document" aria-labelledby={headingId}>
      <header className="invoice-document__header">
        <div>
          <p className="invoice-document__eyebrow">Proposal · version {proposal.version}</p>
          <Heading id={headingId} className="invoice-document__number">
            {proposal.title || 'Untitled proposal'}
          </Heading>
        </div>
      </header>

      <dl className="invoice-document__meta">
        <div>
          <dt>Prepared for</dt>
          <dd>{proposal.clientName || '—'}</dd>
        </div>
        <div>
          <dt>Issued</dt>
          <dd>{proposal.issuedAt ? billingDate(proposal.issuedAt) : 'Not sent yet'}</dd>
        </div>
        <div>
          <dt>Valid until</dt>
          <dd>{billingDate(proposal.validUntil)}</dd>
        </div>
      </dl>

      {proposal.summary ? <p className="invoice-document__description">{proposal.summary}</p> : null}

      <DocumentItems items={proposal.items} caption={`Items of the proposal ${proposal.title}`} />

      <dl className="invoice-totals" aria-label="Totals">
        {priceRows({ ...totals, amountCents: totals.totalCents }).map((row) => (
          <TotalRow
            key={row.label}
            label={row.label}
            cents={row.cents}
            strong={row.label === 'Total'}
            currency={totals.currency}
          />
        ))}
        <TotalRow
          label={`Deposit at acceptance (${formatBasisPoints(totals.depositBasisPoints)})`}
          cents={totals.depositCents}
          currency={totals.currency}
        />
        <TotalRow label="Balance on completion" cents={totals.balanceCents} currency={totals.currency} />
      </dl>

      <section aria-label="Payment" className="proposal-document__payment">
        <p>{paymentSchedule(totals)}</p>
        {proposal.paymentTerms ? <p className="invoice-document__notes">{proposal.paymentTerms}</p> : null}
        <p>This proposal is valid until {billingDate(proposal.validUntil)}.</p>
      </section>
    </article>
  );
}
