import { act, waitFor } from '@testing-library/react';
import type { SeoHeadDto } from '../api/generated/model';
import { fakeApiForEachTest } from '../test/fake-api';
import { renderAtPath } from '../test/render';
import { usePrivatePageTitle, useSiteHead } from './head';

const api = fakeApiForEachTest();

const ARTICLE_HEAD: SeoHeadDto = {
  status: 200,
  title: 'LLC vs. Corporation | Inspivision',
  description: 'How to choose the right structure.',
  canonicalUrl: 'https://www.inspivision.com/blog/llc-vs-corporation',
  robots: 'index, follow',
  jsonLd: [
    { '@context': 'https://schema.org', '@type': 'BlogPosting', headline: 'LLC vs. Corporation' },
    { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: [] },
  ],
};

const NOT_FOUND_HEAD: SeoHeadDto = {
  status: 404,
  title: 'Page Not Found | Inspivision',
  description: "The page you're looking for doesn't exist or has been moved.",
  canonicalUrl: null,
  robots: 'noindex',
  jsonLd: [],
};

/** The head of /services as the server puts it into the HTML. */
const SERVER_HEAD = `
  <title>Our Services | Inspivision</title>
  <meta name="description" content="Formation, websites and marketing." />
  <meta name="robots" content="index, follow" />
  <link rel="canonical" href="https://www.inspivision.com/services" />
  <script type="application/ld+json">{"@type":"ItemList"}</script>
  <script type="application/ld+json">{"@type":"BreadcrumbList"}</script>`;

const heads: Record<string, SeoHeadDto> = { '/blog/llc-vs-corporation': ARTICLE_HEAD };

const jsonLdTypes = () =>
  [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => (JSON.parse(script.textContent ?? '') as { '@type': string })['@type'],
  );
const count = (selector: string) => document.head.querySelectorAll(selector).length;

function SiteHead({ enabled }: { enabled?: boolean }) {
  useSiteHead(enabled);
  return null;
}

function PrivatePage() {
  usePrivatePageTitle('Invoices', 'Your invoices.');
  return null;
}

beforeEach(() => {
  document.head.innerHTML = SERVER_HEAD;
  api.routes.set('GET /api/seo/head', (_body, request) => {
    const path = new URL(request.url ?? '/', 'http://test').searchParams.get('path') ?? '';
    return { status: 200, body: heads[path] ?? NOT_FOUND_HEAD };
  });
});

describe('useSiteHead', () => {
  it("replaces the server's head tags in place with those of the current path", async () => {
    const canonical = document.head.querySelector('link[rel="canonical"]');
    await renderAtPath(<SiteHead />, '/blog/llc-vs-corporation/');

    await waitFor(() => expect(document.title).toBe('LLC vs. Corporation | Inspivision'));
    expect(api.callsTo('GET /api/seo/head')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'How to choose the right structure.',
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toBe(canonical);
    expect(canonical).toHaveAttribute('href', 'https://www.inspivision.com/blog/llc-vs-corporation');
    expect(jsonLdTypes()).toEqual(['BlogPosting', 'BreadcrumbList']);
    expect([count('title'), count('meta[name="description"]'), count('meta[name="robots"]')]).toEqual([1, 1, 1]);
  });

  it('follows navigation: a page without a head of its own gets "Page Not Found", noindex, no canonical or JSON-LD', async () => {
    const { router } = await renderAtPath(<SiteHead />, '/blog/llc-vs-corporation');
    await waitFor(() => expect(document.title).toBe('LLC vs. Corporation | Inspivision'));

    act(() => router.history.push('/blog/a-draft'));
    await waitFor(() => expect(document.title).toBe('Page Not Found | Inspivision'));
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(jsonLdTypes()).toEqual([]);

    act(() => router.history.push('/blog/llc-vs-corporation'));
    await waitFor(() => expect(document.title).toBe('LLC vs. Corporation | Inspivision'));
    expect(count('link[rel="canonical"]')).toBe(1);
    expect(jsonLdTypes()).toEqual(['BlogPosting', 'BreadcrumbList']);
  });

  it('asks nothing and leaves the head alone when disabled (the portal)', async () => {
    await renderAtPath(<SiteHead enabled={false} />, '/portal');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.callsTo('GET /api/seo/head')).toHaveLength(0);
    expect(document.title).toBe('Our Services | Inspivision');
  });
});

describe('usePrivatePageTitle', () => {
  it('sets a plain title, noindex, and drops the canonical link and structured data', async () => {
    await renderAtPath(<PrivatePage />, '/portal/invoices');
    expect(document.title).toBe('Invoices | Inspivision');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Your invoices.');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(jsonLdTypes()).toEqual([]);
  });
});
