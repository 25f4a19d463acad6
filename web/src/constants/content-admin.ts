/**
 * The content admin's limits (the API's own rules, checked in the forms first) and labels.
 * Antd-free: route files import it.
 */
import type { PortfolioCategory } from '../api/generated/model';

export const CONTENT_TITLE_MAX_LENGTH = 255;
export const PORTFOLIO_DESCRIPTION_MAX_LENGTH = 5000;
export const PORTFOLIO_LABEL_MAX_LENGTH = 255;
export const PORTFOLIO_RESULTS_MAX_ITEMS = 10;
export const PORTFOLIO_RESULT_MAX_LENGTH = 200;
export const PORTFOLIO_TAGS_MAX_ITEMS = 15;
export const PORTFOLIO_TAG_MAX_LENGTH = 50;
export const IMAGE_REF_MAX_LENGTH = 2048;
/** Search engines show about 160 characters of a page's description. */
export const PAGE_META_DESCRIPTION_MAX_LENGTH = 160;
/** A page's or section's content JSON, as text. */
export const CONTENT_JSON_MAX_LENGTH = 100_000;
export const SECTION_KEY_MAX_LENGTH = 100;
export const SECTION_TYPE_MAX_LENGTH = 50;

/** Portfolio categories (SPEC.md section 3), in the order the API lists them, with their labels. */
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
