/**
 * The document head (title, description, canonical URL, structured data; docs/web.md) from
 * ONE source: GET /api/seo/head, which also fills the HTML the server sends. Page components do
 * nothing: the public layout calls useSiteHead once and it follows the current path.
 */
import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { getGetSeoHeadQueryKey, useGetSeoHead } from '../api/generated/seo/seo';
import type { SeoHeadDto } from '../api/generated/model';
import { BRAND_NAME } from '../constants/site';

export type DocumentHead = Pick<SeoHeadDto, 'title' | 'description' | 'canonicalUrl' | 'robots' | 'jsonLd'>;

const JSON_LD_SELECTOR = 'script[type="application/ld+json"]';

/** The head element matching `selector`, created (before `</head>`) when the page has none yet. */
function headElement<K extends 'meta' | 'link'>(tag: K, selector: string): HTMLElementTagNameMap[K] {
  const existing = document.head.querySelector<HTMLElementTagNameMap[K]>(selector);
  if (existing) return existing;
  const element = document.createElement(tag);
  document.head.appendChild(element);
  return element;
}

function setMeta(name: string, content: string): void {
  const meta = headElement('meta', `meta[name="${name}"]`);
  meta.setAttribute('name', name);
  meta.setAttribute('content', content);
}

/**
 * Makes document.head show `head`, updating the tags already there (the server's) in place: one
 * title, description, robots and canonical link each, and exactly the given JSON-LD blocks.
 */
export function applyHead(head: DocumentHead): void {
  document.title = head.title;
  setMeta('description', head.description);
  setMeta('robots', head.robots);

  if (head.canonicalUrl) {
    const link = headElement('link', 'link[rel="canonical"]');
    link.setAttribute('rel', 'canonical');
    link.setAttribute('href', head.canonicalUrl);
  } else {
    document.head.querySelector('link[rel="canonical"]')?.remove();
  }

  const scripts = [...document.head.querySelectorAll<HTMLScriptElement>(JSON_LD_SELECTOR)];
  head.jsonLd.forEach((data, index) => {
    let script = scripts[index];
    if (!script) {
      script = document.createElement('script');
      script.type = 'application/ld+json';
      document.head.appendChild(script);
    }
    const text = JSON.stringify(data);
    if (script.textContent !== text) script.textContent = text;
  });
  for (const extra of scripts.slice(head.jsonLd.length)) extra.remove();
}

/** `/a/b/` → `/a/b` (the server normalises the same way); the root stays `/`. */
const sitePath = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/** The public layout's head: the server's head of the current path, applied once it has loaded. */
export function useSiteHead(enabled = true): void {
  const path = useLocation({ select: (location) => sitePath(location.pathname) });
  // The blog list's page (its route validated it) has a canonical URL of its own.
  const page = useLocation({ select: (location) => (location.search as { page?: unknown }).page });
  const params = typeof page === 'number' ? { path, page } : { path };
  const { data } = useGetSeoHead(params, { query: { queryKey: getGetSeoHeadQueryKey(params), enabled } });

  useEffect(() => {
    if (enabled && data) applyHead(data);
  }, [enabled, data]);
}

/** Portal and back-office pages: a plain title of their own (" | Inspivision" appended), kept out of search indexes. */
export function usePrivatePageTitle(title: string, description = `${BRAND_NAME}: ${title}.`): void {
  useEffect(() => {
    applyHead({ title: `${title} | ${BRAND_NAME}`, description, canonicalUrl: null, robots: 'noindex', jsonLd: [] });
  }, [title, description]);
}
