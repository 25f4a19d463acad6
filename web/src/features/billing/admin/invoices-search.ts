/**
 * The URL state of the admin invoices table (status, overdue, client, created and due ranges besides the
 * shared search, order and paging). Antd-free: the route file validates with it.
 */
import { InvoiceStatus, ListAdminInvoicesSortBy } from '../../../api/generated/model';
import { isoInstant } from '../../../components/admin-table/date-range';
import { booleanValue, defineTableSearch, oneOf, type TableSearch } from '../../../components/admin-table/table-search';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A client account's id, or absent. */
const uuid = (value: unknown): string | undefined =>
  typeof value === 'string' && UUID.test(value) ? value : undefined;

export interface InvoiceFilters {
  status: InvoiceStatus;
  overdue: boolean;
  userId: string;
  createdFrom: string;
  createdTo: string;
  dueFrom: string;
  dueTo: string;
}

export type InvoicesSearch = TableSearch<ListAdminInvoicesSortBy, InvoiceFilters>;

export const invoicesTable = defineTableSearch<ListAdminInvoicesSortBy, InvoiceFilters>({
  sortFields: Object.values(ListAdminInvoicesSortBy),
  defaultSort: { sortBy: 'createdAt', sortOrder: 'desc' },
  filters: {
    status: oneOf(Object.values(InvoiceStatus)),
    overdue: booleanValue,
    userId: uuid,
    createdFrom: isoInstant,
    createdTo: isoInstant,
    dueFrom: isoInstant,
    dueTo: isoInstant,
  },
  exportPath: '/api/admin/invoices/export',
});
