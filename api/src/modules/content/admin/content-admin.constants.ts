/** Limits of what staff may store in the content admin (the columns' lengths, and sane list sizes). */
export const CONTENT_TITLE_MAX_LENGTH = 255;
export const PORTFOLIO_DESCRIPTION_MAX_LENGTH = 5000;
/** Client name and industry (varchar(255) columns). */
export const PORTFOLIO_LABEL_MAX_LENGTH = 255;
/** Key results and tags: short phrases, a handful per case study. */
export const PORTFOLIO_RESULTS_MAX_ITEMS = 10;
export const PORTFOLIO_RESULT_MAX_LENGTH = 200;
export const PORTFOLIO_TAGS_MAX_ITEMS = 15;
export const PORTFOLIO_TAG_MAX_LENGTH = 50;
/** Search engines show about 160 characters of a description. */
export const PAGE_META_DESCRIPTION_MAX_LENGTH = 160;
/** A page's or section's content JSON, as text (the longest seeded legal page is well below). */
export const CONTENT_JSON_MAX_LENGTH = 100_000;
export const SECTION_KEY_MAX_LENGTH = 100;
export const SECTION_TYPE_MAX_LENGTH = 50;
/** Sections per page (a reorder lists them all). */
export const PAGE_SECTIONS_MAX = 100;
