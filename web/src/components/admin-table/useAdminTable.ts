import { keepPreviousData, type QueryKey } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { Grid } from 'antd';
import { ExportFormat } from '../../api/generated/model';
import { usePrivatePageTitle } from '../../lib/head';
import { sortableColumn } from './AdminDataTable';
import type { TableFilterParams, TableSearch, TableSearchHelpers } from './table-search';
import { useTableUrlState } from './useTableUrlState';

/** The routes of the admin tables whose whole state is the URL's search. */
export type AdminTableRoute =
  | '/admin1/_panel/users'
  | '/admin1/_panel/blog/'
  | '/admin1/_panel/messages'
  | '/admin1/_panel/sms'
  | '/admin1/_panel/newsletter'
  | '/admin1/_panel/unsubscribes'
  | '/admin1/_panel/testimonials'
  | '/admin1/_panel/portfolio'
  | '/admin1/_panel/leads/'
  | '/admin1/_panel/leads/inquiries'
  | '/admin1/_panel/leads/questions'
  | '/admin1/_panel/invoices'
  | '/admin1/_panel/projects'
  | '/admin1/_panel/referrals'
  | '/admin1/_panel/proposals';

type ListParams<SortField extends string, Filters> = TableFilterParams<SortField, Filters> & {
  page: number;
  pageSize: number;
};

/** What the page reads from the generated list hook's result. */
interface ListQuery<Row> {
  data: { items: Row[]; total: number } | undefined;
  isPlaceholderData: boolean;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

export interface AdminTableOptions<SortField extends string, Filters extends object, Row> {
  /** The page's title (before " · Back Office") and meta description. */
  meta: { title: string; description: string };
  /** The table's URL-state helpers (defineTableSearch). */
  table: TableSearchHelpers<SortField, Filters>;
  /** The route (its validateSearch is `table.parse`) and the path `update` navigates to. */
  route: AdminTableRoute;
  path: string;
  /** The generated list hook and its query key (they take the table's list params). */
  useList: (
    params: ListParams<SortField, Filters>,
    options: { query: { queryKey: QueryKey; placeholderData: typeof keepPreviousData } },
  ) => ListQuery<Row>;
  queryKey: (params: ListParams<SortField, Filters>) => QueryKey;
}

/**
 * One admin table page's state: the page meta, the URL's search, the server's page of rows (the
 * previous page stays shown while the next loads), the URL updates and the search box's text, plus
 * the props AdminTableLayout and AdminDataTable take from them.
 */
export function useAdminTable<SortField extends string, Filters extends object, Row>({
  meta,
  table,
  route,
  path,
  useList,
  queryKey,
}: AdminTableOptions<SortField, Filters, Row>) {
  usePrivatePageTitle(`${meta.title} · Back Office`, meta.description);
  // Each route validates its search with `table.parse`.
  const routeSearch: unknown = useSearch({ from: route });
  const search = routeSearch as TableSearch<SortField, Filters>;
  const screens = Grid.useBreakpoint();

  const params = table.listParams(search);
  const list = useList(params, { query: { queryKey: queryKey(params), placeholderData: keepPreviousData } });
  const { update, text, setText } = useTableUrlState({
    path,
    search,
    parse: table.parse,
    total: list.data?.total,
    isPlaceholderData: list.isPlaceholderData,
  });
  const filtered = table.hasFilters(search);
  const clearFilters = () => update(table.cleared());
  const compact = !screens.md;

  return {
    search,
    list,
    update,
    filtered,
    clearFilters,
    compact,
    /** A column's sorter props for `field`, its state read from the URL. */
    sortable: (field: SortField) => sortableColumn(search, field, table.defaultSort),
    /** AdminTableLayout's props besides the texts and filters. */
    layout: {
      total: list.data?.total,
      exportHrefs: {
        csv: table.exportHref(search, ExportFormat.csv),
        xlsx: table.exportHref(search, ExportFormat.xlsx),
      },
      text,
      onTextChange: setText,
      onSearchNow: (value: string) =>
        update({ search: value.trim() || undefined } as Partial<TableSearch<SortField, Filters>>, { replace: true }),
      filtered,
      onClearFilters: clearFilters,
      error: list.isError ? list.error : undefined,
      onRetry: () => void list.refetch(),
    },
    /** AdminDataTable's props besides the columns and texts. */
    grid: {
      search,
      sortFields: table.sortFields,
      data: list.data,
      loading: list.isFetching,
      filtered,
      compact,
      onChange: update,
      onClearFilters: clearFilters,
    },
  };
}
