/**
 * The URL state of the admin proposals table (status, client, created and valid-until ranges besides the
 * shared search, order and paging) and of its drawer (`open`: the proposal shown). Antd-free: the route file
 * validates with it.
 */
import { ListAdminProposalsSortBy, ProposalStatus } from '../../../api/generated/model';
import { isoInstant } from '../../../components/admin-table/date-range';
import { defineTableSearch, oneOf, type TableSearch } from '../../../components/admin-table/table-search';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id (a client account's, a proposal's), or absent. */
export const uuid = (value: unknown): string | undefined =>
  typeof value === 'string' && UUID.test(value) ? value : undefined;

export interface ProposalFilters {
  status: ProposalStatus;
  userId: string;
  createdFrom: string;
  createdTo: string;
  validFrom: string;
  validTo: string;
}

export type ProposalsSearch = TableSearch<ListAdminProposalsSortBy, ProposalFilters> & {
  /** The proposal whose drawer is open. */
  open?: string;
};

const table = defineTableSearch<ListAdminProposalsSortBy, ProposalFilters>({
  sortFields: Object.values(ListAdminProposalsSortBy),
  defaultSort: { sortBy: 'createdAt', sortOrder: 'desc' },
  filters: {
    status: oneOf(Object.values(ProposalStatus)),
    userId: uuid,
    createdFrom: isoInstant,
    createdTo: isoInstant,
    validFrom: isoInstant,
    validTo: isoInstant,
  },
  exportPath: '/api/admin/proposals/export',
});

/**
 * The table's helpers; its search also keeps `open` (the drawer), which is no filter: neither the list
 * request nor the export carries it, and clearing the filters leaves it.
 */
export const proposalsTable = {
  ...table,
  parse(raw: Record<string, unknown>): ProposalsSearch {
    const open = uuid(raw.open);
    return { ...table.parse(raw), ...(open ? { open } : {}) };
  },
};

/** The proposal form's URL: `edit`, the draft it changes; none for a new proposal. */
export interface ProposalFormSearch {
  edit?: string;
}

export function parseProposalFormSearch(raw: Record<string, unknown>): ProposalFormSearch {
  const edit = uuid(raw.edit);
  return edit ? { edit } : {};
}
