/**
 * schema.org structured data of the public pages (docs/modules/content.md), built from the
 * database rows; every URL is absolute on the site's public origin.
 */
import type { BlogPostEntity } from '../entities/blog-post.entity';
import type { ServiceEntity } from '../entities/service.entity';
import { SITE_DESCRIPTION, SITE_NAME } from './seo-routes';

export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';
export const CONTACT_EMAIL = 'hello@inspivision.com';
const LOGO_PATH = '/favicon.svg';

/** Absolute URL of a site path or of an image that may already be absolute. */
export const absoluteUrl = (origin: string, pathOrUrl: string) =>
  /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;

const organizationId = (origin: string) => `${origin}/#organization`;

/** The company as author, publisher and provider: a reference to the home page's full entry. */
const organizationRef = (origin: string): JsonLd => ({
  '@type': 'Organization',
  '@id': organizationId(origin),
  name: SITE_NAME,
  url: `${origin}/`,
  logo: { '@type': 'ImageObject', url: absoluteUrl(origin, LOGO_PATH) },
});

/** Home: the company with business hours (Mo-Fr 09:00-18:00 New York time) and service area. */
export const organization = (origin: string): JsonLd => ({
  '@context': CONTEXT,
  '@type': 'ProfessionalService',
  '@id': organizationId(origin),
  name: SITE_NAME,
  alternateName: 'Inspire + Pivot + Vision',
  description: SITE_DESCRIPTION,
  url: `${origin}/`,
  logo: absoluteUrl(origin, LOGO_PATH),
  image: absoluteUrl(origin, LOGO_PATH),
  email: CONTACT_EMAIL,
  foundingDate: '2021',
  openingHoursSpecification: [
    {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '09:00',
      closes: '18:00',
      // schema.org has no time-zone property: the hours are New York time.
      description: 'Eastern Time (America/New_York)',
    },
  ],
  areaServed: [
    { '@type': 'Country', name: 'United States' },
    { '@type': 'Place', name: 'Worldwide (remote services)' },
  ],
});

export interface FaqEntry {
  question: string;
  answer: string;
}

/** The home page's FAQ entries (content.faq), ignoring malformed ones. */
export const faqEntries = (content: Record<string, unknown> | undefined): FaqEntry[] => {
  const faq = content?.faq;
  if (!Array.isArray(faq)) return [];
  return faq.filter(
    (entry): entry is FaqEntry =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as FaqEntry).question === 'string' &&
      typeof (entry as FaqEntry).answer === 'string',
  );
};

export const faqPage = (entries: FaqEntry[]): JsonLd => ({
  '@context': CONTEXT,
  '@type': 'FAQPage',
  mainEntity: entries.map(({ question, answer }) => ({
    '@type': 'Question',
    name: question,
    acceptedAnswer: { '@type': 'Answer', text: answer },
  })),
});

/** /services: every active service, in the page's order. */
export const serviceList = (origin: string, services: ServiceEntity[]): JsonLd => ({
  '@context': CONTEXT,
  '@type': 'ItemList',
  name: `${SITE_NAME} services`,
  itemListElement: services.map((service, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    item: {
      '@type': 'Service',
      name: service.title,
      description: service.shortDescription,
      serviceType: service.category,
      ...(service.image ? { image: absoluteUrl(origin, service.image) } : {}),
      url: `${origin}/services`,
      provider: organizationRef(origin),
      areaServed: 'Worldwide',
    },
  })),
});

export const blogPosting = (
  origin: string,
  canonicalUrl: string,
  post: BlogPostEntity,
  description: string,
): JsonLd => ({
  '@context': CONTEXT,
  '@type': 'BlogPosting',
  headline: post.title,
  description,
  ...(post.image ? { image: absoluteUrl(origin, post.image) } : {}),
  datePublished: (post.publishedAt ?? post.createdAt).toISOString(),
  dateModified: post.updatedAt.toISOString(),
  author: organizationRef(origin),
  publisher: organizationRef(origin),
  mainEntityOfPage: { '@type': 'WebPage', '@id': canonicalUrl },
  url: canonicalUrl,
  ...(post.tags.length ? { keywords: post.tags.join(', ') } : {}),
});

export interface Crumb {
  name: string;
  path: string;
}

/** Home first, the page itself last. */
export const breadcrumbList = (origin: string, crumbs: Crumb[]): JsonLd => ({
  '@context': CONTEXT,
  '@type': 'BreadcrumbList',
  itemListElement: crumbs.map((crumb, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: crumb.name,
    item: absoluteUrl(origin, crumb.path),
  })),
});
