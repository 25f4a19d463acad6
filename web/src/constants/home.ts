/** Limits and fixed labels of the home page (docs/modules/content.md). */

/** Home shows the first 4 services, 3 portfolio items, 3 testimonials and 3 blog posts. */
export const HOME_LIMITS = { services: 4, portfolio: 3, testimonials: 3, blog: 3 } as const;

/** The home blocks ask the API for no more than they show. */
export const HOME_PORTFOLIO_PARAMS = { page: 1, pageSize: HOME_LIMITS.portfolio } as const;
export const HOME_TESTIMONIALS_PARAMS = { page: 1, pageSize: HOME_LIMITS.testimonials } as const;
export const HOME_BLOG_PARAMS = { page: 1, pageSize: HOME_LIMITS.blog } as const;

/** Counts of the content blocks: 3 tiles, 4 differentiators, 4 process steps, 3 stats, 4 FAQ entries. */
export const HOME_BLOCK_SIZES = { highlights: 3, differentiators: 4, process: 4, stats: 3, faq: 4 } as const;

/** Testimonials are rated 0 to 5 stars. */
export const MAX_RATING = 5;
