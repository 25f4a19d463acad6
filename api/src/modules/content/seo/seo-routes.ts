/**
 * The site's routes as search engines see them (docs/web.md, areas and routes): one entry per
 * path with its breadcrumb label, the `pages` row its title and description come from (static
 * pages) or the fixed fallback (routes without a row, and static pages whose row is missing).
 * A path the site has but this table lacks is answered as "Page Not Found": add new routes here.
 */
import { MAX_PAGE } from '../../../common/pagination';

export const SITE_NAME = 'Inspivision';
export const SITE_DESCRIPTION =
  'Inspivision helps entrepreneurs, creators, nonprofits and international founders launch and grow a US business: formation, websites, branding, digital marketing and more, with a 30-day launch guarantee.';

export interface SeoRouteText {
  title: string;
  description: string;
}

export interface IndexedRoute {
  path: string;
  /** Slug of the `pages` row holding the title and description, when the route has one. */
  pageSlug?: string;
  /** Breadcrumb label (and the fallback title's first part). */
  label: string;
  fallback: SeoRouteText;
}

const titled = (label: string) => `${label} | ${SITE_NAME}`;

/** Public, indexed pages: in the sitemap, with canonical URL and breadcrumbs. */
export const INDEXED_ROUTES: readonly IndexedRoute[] = [
  {
    path: '/',
    pageSlug: 'home',
    label: 'Home',
    fallback: { title: `Launch Your Business in the USA | ${SITE_NAME}`, description: SITE_DESCRIPTION },
  },
  {
    path: '/services',
    pageSlug: 'services',
    label: 'Services',
    fallback: {
      title: titled('Our Services'),
      description:
        'Business formation, website and app development, branding, digital marketing, automation, creator growth, international business and e-commerce services.',
    },
  },
  {
    path: '/portfolio',
    pageSlug: 'portfolio',
    label: 'Portfolio',
    fallback: {
      title: titled('Portfolio & Case Studies'),
      description: 'Case studies of businesses we helped form, brand, launch and grow.',
    },
  },
  {
    path: '/blog',
    pageSlug: 'blog',
    label: 'Blog',
    fallback: {
      title: titled('Business Insights Blog'),
      description: 'Guides and insights for founders on forming, launching and growing a US business.',
    },
  },
  {
    path: '/about',
    pageSlug: 'about',
    label: 'About',
    fallback: {
      title: titled('About Us'),
      description: `${SITE_NAME} (Inspire + Pivot + Vision) has helped founders launch US businesses since 2021.`,
    },
  },
  {
    path: '/contact',
    pageSlug: 'contact',
    label: 'Contact',
    fallback: {
      title: titled('Contact Us'),
      description: 'Book a consultation, send a service inquiry or ask a quick question.',
    },
  },
  {
    path: '/consultation',
    label: 'Book a Consultation',
    fallback: {
      title: titled('Book a Consultation'),
      description:
        'Schedule a consultation with Inspivision: pick a weekday slot and we will map out how to launch or grow your business.',
    },
  },
  {
    path: '/service-inquiry',
    label: 'Service Inquiry',
    fallback: {
      title: titled('Service Inquiry'),
      description:
        'Tell us which services you need and about your business; we reply to service inquiries within 2 hours.',
    },
  },
  {
    path: '/quick-question',
    label: 'Quick Question',
    fallback: {
      title: titled('Ask a Quick Question'),
      description:
        'Ask Inspivision a quick question about forming, launching or growing your business; we answer within 24 hours.',
    },
  },
  {
    path: '/submit-testimonial',
    label: 'Submit a Testimonial',
    fallback: {
      title: titled('Share Your Experience'),
      description: 'Worked with Inspivision? Share your experience; we publish reviews after a short check.',
    },
  },
  {
    path: '/legal/terms',
    pageSlug: 'terms',
    label: 'Terms of Service',
    fallback: { title: titled('Terms of Service'), description: `The terms of service of ${SITE_NAME}.` },
  },
  {
    path: '/legal/privacy',
    pageSlug: 'privacy',
    label: 'Privacy Policy',
    fallback: {
      title: titled('Privacy Policy'),
      description: `How ${SITE_NAME} collects, uses and protects your data.`,
    },
  },
  {
    path: '/legal/refund-policy',
    pageSlug: 'refund-policy',
    label: 'Refund & Cancellation Policy',
    fallback: {
      title: titled('Refund & Cancellation Policy'),
      description: `Refunds, cancellations, rescheduling and the 30-day launch guarantee of ${SITE_NAME}.`,
    },
  },
];

export interface UnindexedRoute {
  /** Matches the path itself and, with `prefix`, every path below it. */
  path: string;
  prefix?: boolean;
  /** Public pages get breadcrumbs; private areas (portal, dashboard, back office) do not. */
  isPublic: boolean;
  label: string;
  text: SeoRouteText;
}

/** Pages the site has but search engines must not index (`noindex`, no canonical, not in the sitemap). */
export const UNINDEXED_ROUTES: readonly UnindexedRoute[] = [
  {
    path: '/auth',
    isPublic: true,
    label: 'Log In',
    text: {
      title: titled('Log In'),
      description: `Log in to the ${SITE_NAME} client portal, or create an account to follow your projects, invoices and proposals.`,
    },
  },
  {
    path: '/auth/second-factor',
    isPublic: false,
    label: 'Verify It’s You',
    text: {
      title: titled('Verify It’s You'),
      description: `The second sign-in step of the ${SITE_NAME} client portal.`,
    },
  },
  {
    path: '/login',
    isPublic: true,
    label: 'Log In',
    text: { title: titled('Log In'), description: 'Redirecting to the login page.' },
  },
  {
    path: '/cancel-consultation',
    isPublic: true,
    label: 'Cancel Consultation',
    text: {
      title: titled('Cancel Your Consultation'),
      description: `Cancel a consultation with ${SITE_NAME} from the link in your e-mail.`,
    },
  },
  {
    path: '/newsletter/confirm',
    isPublic: true,
    label: 'Confirm Subscription',
    text: {
      title: titled('Confirm Your Subscription'),
      description: `Confirm your subscription to the ${SITE_NAME} newsletter from the link in your e-mail.`,
    },
  },
  {
    path: '/unsubscribe',
    isPublic: true,
    label: 'Unsubscribe',
    text: { title: titled('Unsubscribe'), description: `Stop receiving marketing e-mails from ${SITE_NAME}.` },
  },
  {
    path: '/testimonial-form',
    isPublic: true,
    label: 'Share Your Feedback',
    text: { title: titled('Share Your Feedback'), description: `Tell us about your project with ${SITE_NAME}.` },
  },
  {
    path: '/500',
    isPublic: true,
    label: 'Something Went Wrong',
    text: { title: titled('Something Went Wrong'), description: 'An unexpected error occurred. Please try again.' },
  },
  {
    path: '/pay-invoice',
    prefix: true,
    isPublic: false,
    label: 'Pay Invoice',
    text: { title: titled('Pay Invoice'), description: `Pay an invoice from ${SITE_NAME}.` },
  },
  {
    path: '/portal',
    prefix: true,
    isPublic: false,
    label: 'Client Portal',
    text: { title: titled('Client Portal'), description: 'Your projects, invoices and proposals.' },
  },
  {
    path: '/dashboard',
    isPublic: false,
    label: 'Client Portal',
    text: { title: titled('Client Portal'), description: 'Your projects, invoices and proposals.' },
  },
  {
    path: '/admin1',
    prefix: true,
    isPublic: false,
    label: 'Back Office',
    text: { title: titled('Back Office'), description: `${SITE_NAME} back office.` },
  },
];

/** The "Page Not Found" head: unknown paths, /404, and articles that do not exist or are drafts. */
export const NOT_FOUND_TEXT: SeoRouteText = {
  title: titled('Page Not Found'),
  description: "The page you're looking for doesn't exist or has been moved.",
};

export const BLOG_PATH = '/blog';

/**
 * The page of the blog list a `page` query names when it is a page of its own: /blog?page=N (N ≥ 2)
 * is canonical as itself, so crawlers index the articles it lists; page 1, and any other value, is /blog.
 */
export const blogListPageOf = (path: string, page: unknown): number | undefined => {
  const number = typeof page === 'string' ? Number(page) : page;
  const ownPage =
    path === BLOG_PATH && typeof number === 'number' && Number.isInteger(number) && number >= 2 && number <= MAX_PAGE;
  return ownPage ? number : undefined;
};

/** `/blog/{slugOrId}`: the one dynamic public route. */
export const articleSlugOf = (path: string): string | null => {
  const match = /^\/blog\/([^/]+)$/.exec(path);
  return match ? match[1] : null;
};

export const matchesUnindexed = (route: UnindexedRoute, path: string) =>
  path === route.path || (!!route.prefix && path.startsWith(`${route.path}/`));
