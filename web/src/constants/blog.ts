/** Limits of the blog list (docs/modules/content.md). */

/** The /blog grid shows this many skeleton cards while the articles load. */
export const BLOG_SKELETON_CARDS = 6;
