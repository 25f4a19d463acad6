/** Service categories (docs/modules/content.md). */
export const SERVICE_CATEGORIES = [
  'formation',
  'marketing',
  'international',
  'nonprofit',
  'development',
  'consulting',
  'creator',
] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

/** Portfolio categories (docs/modules/content.md). */
export const PORTFOLIO_CATEGORIES = [
  'formation',
  'international',
  'nonprofit',
  'marketing',
  'automation',
  'branding',
  'monetization',
  'other',
] as const;
export type PortfolioCategory = (typeof PORTFOLIO_CATEGORIES)[number];

/** Testimonial review statuses (initial pending; only approved ones are shown; docs/modules/content.md). */
export const TESTIMONIAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type TestimonialStatus = (typeof TESTIMONIAL_STATUSES)[number];

/** Where a testimonial came from: the secure post-payment link (default) or the public form. */
export const TESTIMONIAL_SOURCES = ['post-payment', 'website'] as const;
export type TestimonialSource = (typeof TESTIMONIAL_SOURCES)[number];

/** Longest texts the testimonial forms accept. */
export const TESTIMONIAL_LIMITS = { name: 255, company: 255, content: 2000, serviceCategory: 100 } as const;
/** The rating the public form starts at (docs/modules/content.md). */
export const TESTIMONIAL_DEFAULT_RATING = 5;
/** How long a secure feedback link works after it was sent. */
export const FEEDBACK_LINK_TTL_DAYS = 30;

/**
 * How the web renders a page section; each type has its own content shape (dto/page-section-content.dto.ts).
 * The OpenAPI document publishes the list as the `PageSectionType` enum.
 */
export const PAGE_SECTION_TYPES = ['hero', 'text', 'cards', 'stats', 'steps', 'faq', 'cta'] as const;
export type PageSectionType = (typeof PAGE_SECTION_TYPES)[number];

/** Articles on one page of /blog (and the default page size of GET /api/blog); the rest on /blog?page=2 on. */
export const BLOG_PAGE_SIZE = 12;
