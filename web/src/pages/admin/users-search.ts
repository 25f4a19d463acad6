/**
 * The Users table's state, kept in the URL (/admin1/users?page=2&role=admin&...) so reload, back
 * and shared links keep it. The keys are the API's own query parameters. Antd-free: the route
 * file validates the search with it.
 */
import type { ListUsersParams, ListUsersSortBy, ListUsersSortOrder, UserRole } from '../../api/generated/model';
import { ADMIN_DEFAULT_PAGE_SIZE, ADMIN_MAX_PAGE_SIZE, ADMIN_SEARCH_MAX_LENGTH } from '../../constants/admin';

export interface UsersSearch {
  page?: number;
  pageSize?: number;
  search?: string;
  role?: UserRole;
  emailVerified?: boolean;
  isSuspended?: boolean;
  sortBy?: ListUsersSortBy;
  sortOrder?: ListUsersSortOrder;
}

export const USER_SORT_FIELDS: readonly ListUsersSortBy[] = ['createdAt', 'email', 'lastName', 'role'];
const ROLES: readonly UserRole[] = ['customer', 'admin'];
const SORT_ORDERS: readonly ListUsersSortOrder[] = ['asc', 'desc'];

/** The server's order when the URL names none: newest sign-ups first. */
export const DEFAULT_USER_SORT = { sortBy: 'createdAt', sortOrder: 'desc' } as const;

function positiveInteger(value: unknown, max = Number.MAX_SAFE_INTEGER): number | undefined {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 && number <= max ? number : undefined;
}

function booleanValue(value: unknown): boolean | undefined {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return undefined;
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

/**
 * The router's validateSearch: anything unknown or malformed is dropped (a hand-edited URL never
 * reaches the API as a 400), and defaults are left out so the URL stays short.
 */
export function parseUsersSearch(raw: Record<string, unknown>): UsersSearch {
  const search =
    typeof raw.search === 'string' || typeof raw.search === 'number'
      ? String(raw.search).trim().slice(0, ADMIN_SEARCH_MAX_LENGTH)
      : '';
  const page = positiveInteger(raw.page);
  const pageSize = positiveInteger(raw.pageSize, ADMIN_MAX_PAGE_SIZE);
  const sortBy = oneOf(raw.sortBy, USER_SORT_FIELDS);
  const parsed: UsersSearch = {
    page: page && page > 1 ? page : undefined,
    pageSize: pageSize && pageSize !== ADMIN_DEFAULT_PAGE_SIZE ? pageSize : undefined,
    search: search || undefined,
    role: oneOf(raw.role, ROLES),
    emailVerified: booleanValue(raw.emailVerified),
    isSuspended: booleanValue(raw.isSuspended),
    sortBy,
    sortOrder: sortBy ? oneOf(raw.sortOrder, SORT_ORDERS) : undefined,
  };
  return Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined)) as UsersSearch;
}

/** The filters of a search (what the CSV export and the "no match" state care about). */
export function usersFilter(search: UsersSearch): Omit<ListUsersParams, 'page' | 'pageSize'> {
  return {
    search: search.search,
    role: search.role,
    emailVerified: search.emailVerified,
    isSuspended: search.isSuspended,
    sortBy: search.sortBy ?? DEFAULT_USER_SORT.sortBy,
    sortOrder: search.sortOrder ?? DEFAULT_USER_SORT.sortOrder,
  };
}

/** The list request of a search, with every default spelled out (one cache entry per page). */
export function usersListParams(search: UsersSearch): ListUsersParams {
  return {
    page: search.page ?? 1,
    pageSize: search.pageSize ?? ADMIN_DEFAULT_PAGE_SIZE,
    ...usersFilter(search),
  };
}

export function hasUserFilters(search: UsersSearch): boolean {
  return (
    search.search !== undefined ||
    search.role !== undefined ||
    search.emailVerified !== undefined ||
    search.isSuspended !== undefined
  );
}

/** GET /api/admin/users/export with the table's filters and order: a plain link, the browser downloads it. */
export function usersExportHref(search: UsersSearch): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(usersFilter(search))) {
    if (value !== undefined) query.set(key, String(value));
  }
  return `/api/admin/users/export?${query.toString()}`;
}
