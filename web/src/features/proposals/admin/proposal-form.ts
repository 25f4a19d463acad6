/**
 * The proposal form's values: what staff type (text for amounts, percents and days), how they become the
 * API's body (cents, hundredths, basis points, instants), how a stored draft fills the form again, and the
 * document its live preview shows.
 */
import {
  CreateProposalDtoService,
  type AdminProposalDetailDto,
  type CreateProposalDto,
  type UpdateProposalDto,
} from '../../../api/generated/model';
import { businessDayKey, endOfBusinessDay } from '../../billing/billing-dates';
import { itemPricingLine, itemsInput, type ItemValues } from '../../billing/admin/InvoiceItemsEditor';
import {
  basisPointsToInput,
  discountFields,
  discountInput,
  discountOf,
  type PricingValues,
  taxRateOf,
} from '../../billing/admin/PricingFields';
import { centsToInput, formatQuantity, parsePercent } from '../../billing/money';
import type { ProposalContent } from '../ProposalDocument';
import { DEFAULT_DEPOSIT_BASIS_POINTS, priceProposal, type ProposalLine } from '../proposal-pricing';

/** Whom the proposal is for: a client account, or the person of a service inquiry or of a consultation. */
export type ClientKind = 'account' | 'inquiry' | 'consultation';

/** The field holding each kind's record id (the API's names). */
export const CLIENT_FIELDS = {
  account: 'userId',
  inquiry: 'serviceInquiryId',
  consultation: 'consultationId',
} as const satisfies Record<ClientKind, keyof CreateProposalDto>;

/** The offered services (the project's step template follows the one chosen). */
export type ProposalService = NonNullable<CreateProposalDto['service']>;
export const PROPOSAL_SERVICES = Object.values(CreateProposalDtoService) as ProposalService[];

/** The API's limits on a proposal's own fields (PROPOSAL_LIMITS; the client's as on invoices). */
export const PROPOSAL_FORM_LIMITS = {
  title: 500,
  summary: 5000,
  paymentTerms: 2000,
  clientName: 255,
  /** validUntil: at most this many days ahead when sent. */
  validDaysMax: 365,
  /** depositBasisPoints: 1% to 100%. */
  depositMin: 100,
  depositMax: 10_000,
} as const;

/** The validity offered first: thirty days from today. */
export const DEFAULT_VALID_DAYS = 30;
const DAY_MS = 86_400_000;

export interface ProposalFormValues extends PricingValues {
  userId?: string;
  serviceInquiryId?: string;
  consultationId?: string;
  /** The name and e-mail on the proposal when they differ from the record's; blank: the record's. */
  clientName?: string;
  clientEmail?: string;
  title?: string;
  summary?: string;
  service?: ProposalService | null;
  items: ItemValues[];
  /** The deposit in percent of the total. */
  deposit?: string;
  allowFullPayment?: boolean;
  /** The last day it may be accepted (YYYY-MM-DD, a business day). */
  validDay?: string;
  paymentTerms?: string;
}

/** The API's names of the proposal's fields the form names otherwise (it types days and percents). */
export const PROPOSAL_FORM_NAMES: Record<string, string> = {
  validUntil: 'validDay',
  depositBasisPoints: 'deposit',
};

const optionalText = (value: string | undefined) => value?.trim() || null;

/** Today's business day, the validity offered first and the last day allowed. */
export function validityDays(now = Date.now()) {
  return {
    today: businessDayKey(now),
    defaultDay: businessDayKey(now + DEFAULT_VALID_DAYS * DAY_MS),
    lastDay: businessDayKey(now + PROPOSAL_FORM_LIMITS.validDaysMax * DAY_MS),
  };
}

/** The deposit in basis points, or undefined while it is not a percent from 1 to 100. */
export function depositOf(values: Pick<ProposalFormValues, 'deposit'>): number | undefined {
  const parsed = parsePercent(values.deposit ?? '', { what: 'a deposit' });
  return parsed.ok && parsed.value >= PROPOSAL_FORM_LIMITS.depositMin ? parsed.value : undefined;
}

/** What the deposit field says when it is wrong, or nothing. */
export function depositProblem(text: string): string | undefined {
  const parsed = parsePercent(text, { what: 'a deposit' });
  if (!parsed.ok) return parsed.error;
  if (parsed.value < PROPOSAL_FORM_LIMITS.depositMin) return 'A deposit is at least 1%.';
  return undefined;
}

/** The fields create and change share, as the API takes them (the form has validated them). */
function commonBody(values: ProposalFormValues) {
  return {
    title: (values.title ?? '').trim(),
    summary: optionalText(values.summary),
    service: values.service ?? null,
    items: itemsInput(values.items),
    taxRateBasisPoints: taxRateOf(values),
    ...discountInput(discountOf(values)),
    depositBasisPoints: depositOf(values),
    allowFullPayment: values.allowFullPayment ?? true,
    validUntil: endOfBusinessDay(values.validDay ?? ''),
    paymentTerms: optionalText(values.paymentTerms),
  };
}

/** The name and e-mail staff typed over the record's, when they did. */
function clientOverrides(values: ProposalFormValues) {
  const name = values.clientName?.trim();
  const email = values.clientEmail?.trim();
  return { ...(name ? { clientName: name } : {}), ...(email ? { clientEmail: email } : {}) };
}

/** A new proposal: for the record of `kind`, and the form's content. */
export function createProposalBody(values: ProposalFormValues, kind: ClientKind): CreateProposalDto {
  const field = CLIENT_FIELDS[kind];
  return { [field]: values[field], ...clientOverrides(values), ...commonBody(values) } as CreateProposalDto;
}

/** A draft's change: everything the form holds (its client stays). */
export function updateProposalBody(values: ProposalFormValues): UpdateProposalDto {
  return { ...clientOverrides(values), ...commonBody(values) };
}

/** A stored draft as the form's values, to change it. */
export function formValuesOf(proposal: AdminProposalDetailDto): ProposalFormValues {
  return {
    clientName: proposal.clientName,
    clientEmail: proposal.clientEmail,
    title: proposal.title,
    summary: proposal.summary ?? '',
    service: (proposal.service as ProposalService | null) ?? null,
    items: proposal.items.map((item) => ({
      title: item.title,
      description: item.description ?? '',
      quantity: formatQuantity(item.quantity),
      unitPrice: centsToInput(item.unitPriceCents),
      taxRate: item.taxRateBasisPoints === null ? '' : basisPointsToInput(item.taxRateBasisPoints),
    })),
    taxRate: proposal.totals.taxRateBasisPoints ? basisPointsToInput(proposal.totals.taxRateBasisPoints) : '',
    ...discountFields(proposal.totals),
    deposit: basisPointsToInput(proposal.totals.depositBasisPoints),
    allowFullPayment: proposal.totals.allowFullPayment,
    validDay: proposal.validUntil ? businessDayKey(Date.parse(proposal.validUntil)) : undefined,
    paymentTerms: proposal.paymentTerms ?? '',
  };
}

/**
 * The document the client will read, priced in the browser by the server's rule, as the form stands: lines
 * whose quantity, price or rate are not valid yet are left out (and `complete` is false), an invalid deposit
 * counts as the default 50%.
 */
export function previewOf(
  values: Partial<ProposalFormValues>,
  { clientName, version }: { clientName: string; version: number },
): { proposal: ProposalContent; complete: boolean } {
  const lines = (values.items ?? []).map((item): ProposalLine | undefined => {
    const line = itemPricingLine(item);
    return (
      line && {
        title: item?.title?.trim() || 'Untitled item',
        description: item?.description?.trim() || null,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        taxRateBasisPoints: line.taxRateBasisPoints ?? null,
      }
    );
  });
  const taxRate = taxRateOf(values);
  const discount = discountOf({ discountKind: values.discountKind ?? 'none', discount: values.discount });
  const deposit = depositOf(values);
  const priced = priceProposal({
    items: lines.filter((line) => line !== undefined),
    taxRateBasisPoints: taxRate ?? 0,
    discount: discount ?? null,
    depositBasisPoints: deposit ?? DEFAULT_DEPOSIT_BASIS_POINTS,
    allowFullPayment: values.allowFullPayment ?? true,
  });
  return {
    proposal: {
      title: values.title?.trim() ?? '',
      summary: values.summary?.trim() || null,
      clientName: values.clientName?.trim() || clientName,
      version,
      issuedAt: null,
      validUntil:
        values.validDay && /^\d{4}-\d\d-\d\d$/.test(values.validDay) ? endOfBusinessDay(values.validDay) : null,
      paymentTerms: values.paymentTerms?.trim() || null,
      items: priced.items,
      totals: priced.totals,
    },
    complete:
      lines.every((line) => line !== undefined) &&
      taxRate !== undefined &&
      discount !== undefined &&
      deposit !== undefined,
  };
}
