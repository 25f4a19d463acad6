/** Limits of the /portfolio page (docs/modules/content.md). */

/** The grid shows this many skeleton cards while the case studies load. */
export const PORTFOLIO_SKELETON_CARDS = 6;

/** Every active case study in one page (the API caps pageSize at 100). */
export const PORTFOLIO_LIST_PARAMS = { page: 1, pageSize: 100 } as const;
