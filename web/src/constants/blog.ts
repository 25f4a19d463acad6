/** Limits of the blog list (SPEC.md section 9, content limits). */

/** The /blog grid shows this many skeleton cards while the articles load. */
export const BLOG_SKELETON_CARDS = 6;

/** Articles on one page of /blog; the others are on /blog?page=2 and on (real links crawlers follow). */
export const BLOG_PAGE_SIZE = 12;
