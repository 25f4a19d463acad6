/** Limits of the blog list (SPEC.md section 9, content limits). */

/** The /blog grid shows this many skeleton cards while the articles load. */
export const BLOG_SKELETON_CARDS = 6;
