/** Limits of the blog list (SPEC.md section 9, content limits). */

/** The /blog grid shows this many skeleton cards while the articles load. */
export const BLOG_SKELETON_CARDS = 6;

/** The /blog page asks for the newest articles in one page (no infinite scroll). */
export const BLOG_LIST_PARAMS = { page: 1, pageSize: 12 } as const;
