import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { ADMIN_DEFAULT_PAGE_SIZE, ADMIN_SEARCH_DEBOUNCE_MS } from '../../constants/admin';
import type { TableSearchBase } from './table-search';

export interface TableUrlStateOptions<Search extends TableSearchBase<string>> {
  /** The table's route path, e.g. /admin1/users. */
  path: string;
  /** The route's validated search (its URL state). */
  search: Search;
  parse: (raw: Record<string, unknown>) => Search;
  /** The list's total once known; a page past the end then moves to the last page. */
  total: number | undefined;
  /** True while the shown page is the previous request's (the total may be stale). */
  isPlaceholderData: boolean;
}

export type TableUpdate<Search> = (patch: Partial<Search>, options?: { replace?: boolean }) => void;

/**
 * A table whose whole state is the URL's search: `update` writes a patch into the URL (a changed
 * filter, search or order goes back to page 1), and the search box's text follows the URL once
 * typing pauses (and back/forward or "Clear filters" put the URL's search back in the box).
 */
export function useTableUrlState<Search extends TableSearchBase<string>>({
  path,
  search,
  parse,
  total,
  isPlaceholderData,
}: TableUrlStateOptions<Search>) {
  const navigate = useNavigate();

  const update = useCallback<TableUpdate<Search>>(
    (patch, options = {}) => {
      void navigate({
        to: path,
        search: (previous: Record<string, unknown>) => {
          const resetsPage = Object.keys(patch).some((key) => key !== 'page' && key !== 'pageSize');
          return parse({ ...previous, ...(resetsPage ? { page: undefined } : {}), ...patch });
        },
        replace: options.replace,
      } as Parameters<typeof navigate>[0]);
    },
    [navigate, path, parse],
  );

  // The search box types freely; the URL (and the request) follow once typing pauses.
  const [text, setText] = useState(search.search ?? '');
  const [urlSearch, setUrlSearch] = useState(search.search);
  if (urlSearch !== search.search) {
    setUrlSearch(search.search);
    if (text.trim() !== (search.search ?? '')) setText(search.search ?? '');
  }
  useEffect(() => {
    const wanted = text.trim() || undefined;
    if (wanted === search.search) return;
    const timer = setTimeout(
      () => update({ search: wanted } as Partial<Search>, { replace: true }),
      ADMIN_SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [text, search.search, update]);

  // A page past the end (after a filter or an action shrank the list): go to the last page.
  const page = search.page ?? 1;
  const pageSize = search.pageSize ?? ADMIN_DEFAULT_PAGE_SIZE;
  useEffect(() => {
    if (total === undefined || isPlaceholderData) return;
    const lastPage = Math.max(1, Math.ceil(total / pageSize));
    if (page > lastPage) update({ page: lastPage } as Partial<Search>, { replace: true });
  }, [total, page, pageSize, isPlaceholderData, update]);

  return { update, text, setText };
}
