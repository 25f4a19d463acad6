import { getGetPageQueryKey, useGetPage } from '../../../../api/generated/content/content';
import type { StaticPageDto } from '../../../../api/generated/model';
import { readPageSection, type PageSectionView } from './page-content';

/** The slugs of the static pages the site reads (rows of the `pages` table). */
export type PageSlug = 'services' | 'about' | 'contact' | 'terms' | 'privacy' | 'refund-policy';

/** GET /api/pages/{slug}, its content JSON read by `read` (a module-level function, so the selection is stable). */
export function usePageContent<T>(slug: PageSlug, read: (content: unknown) => T) {
  return useGetPage(slug, { query: { queryKey: getGetPageQueryKey(slug), select: (page) => read(page.content) } });
}

const readSections = (page: StaticPageDto): PageSectionView[] =>
  page.sections.map(readPageSection).filter((section): section is PageSectionView => section !== null);

/** The page's active sections that read cleanly, in display order (the same query as usePageContent: one request). */
export function usePageSections(slug: PageSlug) {
  return useGetPage(slug, { query: { queryKey: getGetPageQueryKey(slug), select: readSections } });
}
