/**
 * An admin table's state kept in the URL (/admin1/users?page=2&role=admin&...), so reload, back and
 * shared links keep it. The keys are the API's own query parameters: page, pageSize, search, sortBy,
 * sortOrder, and each table's filters. Antd-free: route files validate their search with it.
 */
import { ExportFormat, SortOrder } from '../../api/generated/model';
import { ADMIN_DEFAULT_PAGE_SIZE, ADMIN_MAX_PAGE_SIZE, ADMIN_SEARCH_MAX_LENGTH } from '../../constants/admin';

export { SortOrder };
const SORT_ORDERS = Object.values(SortOrder);

/** What every table's URL state holds, besides its filters. */
export interface TableSearchBase<SortField extends string> {
  page?: number;
  pageSize?: number;
  search?: string;
  sortBy?: SortField;
  sortOrder?: SortOrder;
}

export function positiveInteger(value: unknown, max = Number.MAX_SAFE_INTEGER): number | undefined {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 && number <= max ? number : undefined;
}

/** A filter that is true, false, or absent. */
export function booleanValue(value: unknown): boolean | undefined {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return undefined;
}

/** A filter that is one of `allowed`, or absent. */
export const oneOf =
  <T extends string>(allowed: readonly T[]) =>
  (value: unknown): T | undefined =>
    typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;

/** Each filter's parser: the URL's raw value in, the valid value (or undefined) out. */
export type FilterParsers<Filters> = { [Key in keyof Filters]-?: (raw: unknown) => Filters[Key] | undefined };

export interface TableSearchSpec<SortField extends string, Filters> {
  sortFields: readonly SortField[];
  /** The server's order when the URL names none. */
  defaultSort: { sortBy: SortField; sortOrder: SortOrder };
  filters: FilterParsers<Filters>;
  /** GET path of the table's export, e.g. /api/admin/users/export. */
  exportPath: string;
}

export type TableSearch<SortField extends string, Filters> = TableSearchBase<SortField> & Partial<Filters>;

/** Filters + search + order: the list request without paging, as the export takes it. */
export type TableFilterParams<SortField extends string, Filters> = Partial<Filters> & {
  search?: string;
  sortBy: SortField;
  sortOrder: SortOrder;
};

const withoutUndefined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;

/** The URL-state helpers of one table. */
export function defineTableSearch<SortField extends string, Filters extends object>(
  spec: TableSearchSpec<SortField, Filters>,
) {
  type Search = TableSearch<SortField, Filters>;
  const filterKeys = Object.keys(spec.filters) as (keyof Filters & string)[];
  const sortField = oneOf(spec.sortFields);
  const sortOrder = oneOf(SORT_ORDERS);

  /**
   * The router's validateSearch: anything unknown or malformed is dropped (a hand-edited URL never
   * reaches the API as a 400), and defaults are left out so the URL stays short.
   */
  function parse(raw: Record<string, unknown>): Search {
    const text =
      typeof raw.search === 'string' || typeof raw.search === 'number'
        ? String(raw.search).trim().slice(0, ADMIN_SEARCH_MAX_LENGTH)
        : '';
    const page = positiveInteger(raw.page);
    const pageSize = positiveInteger(raw.pageSize, ADMIN_MAX_PAGE_SIZE);
    const sortBy = sortField(raw.sortBy);
    const filters = Object.fromEntries(filterKeys.map((key) => [key, spec.filters[key](raw[key])]));
    return withoutUndefined({
      page: page && page > 1 ? page : undefined,
      pageSize: pageSize && pageSize !== ADMIN_DEFAULT_PAGE_SIZE ? pageSize : undefined,
      search: text || undefined,
      ...filters,
      sortBy,
      // An order without a field means nothing.
      sortOrder: sortBy ? sortOrder(raw.sortOrder) : undefined,
    } as Search);
  }

  /** The filters and order of a search, defaults spelled out (what the export and "no match" state use). */
  function filter(search: Search): TableFilterParams<SortField, Filters> {
    const filters = Object.fromEntries(filterKeys.map((key) => [key, search[key]])) as Partial<Filters>;
    return {
      search: search.search,
      ...filters,
      sortBy: search.sortBy ?? spec.defaultSort.sortBy,
      sortOrder: search.sortOrder ?? spec.defaultSort.sortOrder,
    };
  }

  /** The list request of a search, with every default spelled out (one cache entry per page). */
  function listParams(search: Search): TableFilterParams<SortField, Filters> & { page: number; pageSize: number } {
    return { page: search.page ?? 1, pageSize: search.pageSize ?? ADMIN_DEFAULT_PAGE_SIZE, ...filter(search) };
  }

  function hasFilters(search: Search): boolean {
    return search.search !== undefined || filterKeys.some((key) => search[key] !== undefined);
  }

  /** The patch that clears the search box and every filter (order and page size stay). */
  function cleared(): Partial<Search> {
    return Object.fromEntries(['search', ...filterKeys].map((key) => [key, undefined])) as Partial<Search>;
  }

  /** The export (CSV unless `format` says otherwise) with the table's filters and order: a plain link. */
  function exportHref(search: Search, format: ExportFormat = ExportFormat.csv): string {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(filter(search))) {
      if (value !== undefined) query.set(key, String(value));
    }
    if (format !== ExportFormat.csv) query.set('format', format);
    return `${spec.exportPath}?${query.toString()}`;
  }

  return { ...spec, parse, filter, listParams, hasFilters, cleared, exportHref };
}

export type TableSearchHelpers<SortField extends string, Filters extends object> = ReturnType<
  typeof defineTableSearch<SortField, Filters>
>;
