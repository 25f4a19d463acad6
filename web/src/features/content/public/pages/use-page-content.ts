import { getGetPageQueryKey, useGetPage } from '../../../../api/generated/content/content';

/** The slugs of the static pages the site reads (rows of the `pages` table). */
export type PageSlug = 'services' | 'about' | 'contact' | 'terms' | 'privacy' | 'refund-policy';

/** GET /api/pages/{slug}, its content JSON read by `read` (a module-level function, so the selection is stable). */
export function usePageContent<T>(slug: PageSlug, read: (content: unknown) => T) {
  return useGetPage(slug, { query: { queryKey: getGetPageQueryKey(slug), select: (page) => read(page.content) } });
}
