import { expect, type APIRequestContext } from '@playwright/test';

/**
 * The public pages to check: every page of the sitemap (so a page added to the site is checked
 * without a change here) with one article standing for all of them, plus the sign-in page
 * (noindex, so not in the sitemap) and the not-found page.
 */
export async function publicPagePaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml');
  expect(response.ok()).toBe(true);
  const paths = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
  const firstArticle = paths.find((path) => path.startsWith('/blog/'));
  expect(firstArticle, 'the sitemap lists an article').toBeDefined();
  return [...paths.filter((path) => !path.startsWith('/blog/') || path === firstArticle), '/auth', '/no-such-page'];
}
