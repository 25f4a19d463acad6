/**
 * Where each dashboard figure leads: the admin table that lists what it counts, filtered by the URL state
 * those tables already read (docs/modules/dashboard.md#screen). Day ranges become the tables' instant bounds
 * of the same New York days.
 */
import { ADMIN_PATHS } from '../../../constants/admin';
import type { TableTarget } from './DashboardCard';
import { instantBounds } from './dashboard-range';

export type DayRange = { from: string; to: string };
export type LeadKind = 'consultation' | 'service_inquiry' | 'general_question';

const LEAD_TABLES: Record<LeadKind, string> = {
  consultation: ADMIN_PATHS.leads,
  service_inquiry: ADMIN_PATHS.leadsInquiries,
  general_question: ADMIN_PATHS.leadsQuestions,
};

const created = (range: DayRange) => {
  const bounds = instantBounds(range);
  return { createdFrom: bounds.from, createdTo: bounds.to };
};

/** The leads of one kind received in the range, optionally of one service or budget. */
export const leadsTable = (kind: LeadKind, range: DayRange, filters: { service?: string; budget?: string } = {}) =>
  ({ to: LEAD_TABLES[kind], search: { ...created(range), ...filters } }) satisfies TableTarget;

/** Consultations held: completed, scheduled in the range. */
export const consultationsHeldTable = (range: DayRange): TableTarget => {
  const bounds = instantBounds(range);
  return {
    to: ADMIN_PATHS.leads,
    search: { status: 'completed', scheduledFrom: bounds.from, scheduledTo: bounds.to },
  };
};

/**
 * Proposals in a status, created in the range (the table filters by creation, not by the day sent or
 * accepted: a proposal written just before the range and sent in it is not listed).
 */
export const proposalsTable = (status: 'sent' | 'accepted', range: DayRange): TableTarget => ({
  to: ADMIN_PATHS.proposals,
  search: { status, ...created(range) },
});

/** Invoices paid, created in the range (the same caveat: the table filters by creation). */
export const paidInvoicesTable = (range: DayRange): TableTarget => ({
  to: ADMIN_PATHS.invoices,
  search: { status: 'paid', ...created(range) },
});

/** Invoices sent and not yet paid (now, whatever the range); overdue ones have a link of their own. */
export const sentInvoicesTable = (): TableTarget => ({ to: ADMIN_PATHS.invoices, search: { status: 'sent' } });

/** Invoices past their due date (status overdue, or sent and past due), now. */
export const overdueInvoicesTable = (): TableTarget => ({ to: ADMIN_PATHS.invoices, search: { overdue: true } });

/** The referrals table (built in the referrals module's admin screens). */
export const referralsTable = (): TableTarget => ({ to: ADMIN_PATHS.referrals, search: {} });

/** A late lead, opened in its table's drawer (?open=id). */
export const lateLeadTarget = (kind: 'service_inquiry' | 'general_question', id: string): TableTarget => ({
  to: LEAD_TABLES[kind],
  search: { open: id },
});
