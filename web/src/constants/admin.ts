/**
 * The back office (/admin1): paths, paging, and the rules its forms check before the API does.
 * Antd-free on purpose: route files import it, and route files are in the main bundle.
 */
import type { PortfolioCategory } from '../api/generated/model';

/** Links to these paths must use preload={false} from public pages: the admin chunk carries Ant Design. */
export const ADMIN_PATHS = {
  dashboard: '/admin1',
  login: '/admin1/login',
  setPassword: '/admin1/set-password',
  /** Enrol or verify the second factor after signing in (open, like the login). */
  secondFactor: '/admin1/second-factor',
  /** The signed-in staff member's own sign-in steps. */
  security: '/admin1/security',
  users: '/admin1/users',
  services: '/admin1/services',
  blog: '/admin1/blog',
  blogNew: '/admin1/blog/new',
  newsletter: '/admin1/newsletter',
  unsubscribes: '/admin1/unsubscribes',
  sms: '/admin1/sms',
  messages: '/admin1/messages',
  testimonials: '/admin1/testimonials',
  portfolio: '/admin1/portfolio',
  pages: '/admin1/pages',
  leads: '/admin1/leads',
  leadsInquiries: '/admin1/leads/inquiries',
  leadsQuestions: '/admin1/leads/questions',
  leadsCalendar: '/admin1/leads/calendar',
  invoices: '/admin1/invoices',
  createInvoice: '/admin1/create-invoice',
  proposals: '/admin1/proposals',
  createProposal: '/admin1/create-proposal',
  projects: '/admin1/projects',
  /** Referral codes: figures, credit adjustments, deactivation (docs/modules/referrals.md#staff). */
  referrals: '/admin1/referrals',
} as const;

/** The editor of one article. */
export const adminBlogPostPath = (id: number) => `${ADMIN_PATHS.blog}/${id}`;

/** The content admin's limits: the API's own (api/src/modules/content/admin/content-fields.ts and dto/). */
const CONTENT_TITLE_MAX_LENGTH = 255;
const IMAGE_MAX_LENGTH = 2048;
/** Search engines show about 160 characters of a description. */
const META_DESCRIPTION_MAX_LENGTH = 160;
export const BLOG_LIMITS = {
  title: CONTENT_TITLE_MAX_LENGTH,
  slug: 255,
  excerpt: 500,
  content: 100_000,
  metaDescription: META_DESCRIPTION_MAX_LENGTH,
  image: IMAGE_MAX_LENGTH,
  tags: 10,
  tag: 40,
} as const;
export const SERVICE_LIMITS = {
  title: CONTENT_TITLE_MAX_LENGTH,
  shortDescription: 500,
  description: 5_000,
  image: IMAGE_MAX_LENGTH,
  features: 12,
  feature: 200,
  /** "Also known as": the words the assistant recognises for a service. */
  keywords: 80,
  keyword: 60,
} as const;
export const PORTFOLIO_LIMITS = {
  title: CONTENT_TITLE_MAX_LENGTH,
  description: 5_000,
  /** Client name and industry. */
  label: 255,
  image: IMAGE_MAX_LENGTH,
  results: 10,
  result: 200,
  tags: 15,
  tag: 50,
} as const;
export const PAGE_LIMITS = {
  title: CONTENT_TITLE_MAX_LENGTH,
  metaDescription: META_DESCRIPTION_MAX_LENGTH,
  /** A page's or section's content JSON, as text. */
  content: 100_000,
  sectionKey: 100,
} as const;
/** Slugs: lower-case words of a-z and 0-9 joined by single hyphens (the API's pattern). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A slug filled in from the title is cut at a hyphen to at most this many characters (as the API derives it). */
export const DERIVED_SLUG_MAX_LENGTH = 80;
/** Images: an http(s) URL or a path on this site (the API also wants a URL on an IMAGE_HOSTS origin). */
export const IMAGE_PATTERN = /^(?:https?:\/\/[^\s/?#]+[^\s]*|\/(?!\/)[^\s]*)$/i;

/** Rows per page of the admin tables, and the sizes a table offers. */
export const ADMIN_DEFAULT_PAGE_SIZE = 10;
export const ADMIN_PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;
/** The API caps pageSize here. */
export const ADMIN_MAX_PAGE_SIZE = 100;

/** The Users search box waits this long after the last keystroke before it asks the server. */
export const ADMIN_SEARCH_DEBOUNCE_MS = 350;
/** The API refuses longer searches. */
export const ADMIN_SEARCH_MAX_LENGTH = 100;

/** One-time codes are 6 digits, passwords 8 to 128 characters: the API's rules (docs/modules/auth.md). */
export const CODE_LENGTH = 6;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 320;

/** A post-login `redirect` is followed only when it stays inside the back office. */
export function safeAdminRedirect(redirect: unknown): string {
  if (typeof redirect !== 'string') return ADMIN_PATHS.dashboard;
  const target = redirect.trim();
  if (!/^\/admin1(?:[/?#]|$)/.test(target) || target.includes('\\') || target.includes('//')) {
    return ADMIN_PATHS.dashboard;
  }
  const path = target.split(/[?#]/)[0]!.replace(/\/+$/, '');
  if (path === ADMIN_PATHS.login || path === ADMIN_PATHS.setPassword || path === ADMIN_PATHS.secondFactor) {
    return ADMIN_PATHS.dashboard;
  }
  return target;
}

/** Portfolio categories (docs/modules/content.md), in the order the API lists them, with their labels. */
export const PORTFOLIO_CATEGORY_LABELS: Record<PortfolioCategory, string> = {
  formation: 'Business Formation',
  international: 'International',
  nonprofit: 'Non-Profit',
  marketing: 'Marketing',
  automation: 'Automation',
  branding: 'Branding',
  monetization: 'Monetization',
  other: 'Other',
};
export const PORTFOLIO_CATEGORIES = Object.keys(PORTFOLIO_CATEGORY_LABELS) as PortfolioCategory[];
