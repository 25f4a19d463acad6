/**
 * Per-page head metadata (SPEC.md section 2): title, description, canonical URL and optional
 * structured data. The tags of index.html (and the ones the server injects) are updated in place.
 */
import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { env } from '../config/env';
import { BRAND_NAME } from '../constants/site';

export interface PageMeta {
  /** The page's own title; " | Inspivision" is appended. */
  title: string;
  description: string;
  /** Canonical path; defaults to the current path. */
  canonicalPath?: string;
  /** Error and back-office pages: `noindex`, and no canonical link. */
  noIndex?: boolean;
  /** JSON-LD object(s) for the page. */
  structuredData?: object;
}

const STRUCTURED_DATA_ID = 'page-structured-data';

export function siteOrigin(): string {
  return (env.siteUrl ?? window.location.origin).replace(/\/+$/, '');
}

export function formatTitle(title: string): string {
  return `${title} | ${BRAND_NAME}`;
}

function upsertHeadElement<K extends 'meta' | 'link'>(
  tag: K,
  selector: string,
  attributes: Record<string, string>,
): void {
  let element = document.head.querySelector<HTMLElementTagNameMap[K]>(selector);
  if (!element) {
    element = document.createElement(tag);
    document.head.appendChild(element);
  }
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
}

function removeHeadElement(selector: string): void {
  document.head.querySelector(selector)?.remove();
}

export function applyPageMeta(meta: PageMeta, currentPath: string): void {
  document.title = formatTitle(meta.title);
  upsertHeadElement('meta', 'meta[name="description"]', { name: 'description', content: meta.description });

  if (meta.noIndex) {
    upsertHeadElement('meta', 'meta[name="robots"]', { name: 'robots', content: 'noindex' });
    removeHeadElement('link[rel="canonical"]');
  } else {
    removeHeadElement('meta[name="robots"]');
    const href = siteOrigin() + (meta.canonicalPath ?? currentPath);
    upsertHeadElement('link', 'link[rel="canonical"]', { rel: 'canonical', href });
  }

  removeHeadElement(`#${STRUCTURED_DATA_ID}`);
  if (meta.structuredData) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.id = STRUCTURED_DATA_ID;
    script.textContent = JSON.stringify(meta.structuredData);
    document.head.appendChild(script);
  }
}

/** Sets the page's head metadata; pass `structuredData` as a stable (module-level) object. */
export function usePageMeta({ title, description, canonicalPath, noIndex, structuredData }: PageMeta): void {
  const pathname = useLocation({ select: (location) => location.pathname });

  useEffect(() => {
    applyPageMeta({ title, description, canonicalPath, noIndex, structuredData }, pathname);
  }, [title, description, canonicalPath, noIndex, structuredData, pathname]);
}
