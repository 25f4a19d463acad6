/**
 * The texts of /portfolio from GET /api/pages/portfolio (seed shape PortfolioPageContent), checked
 * part by part against the defaults below (staff can edit that JSON).
 */
import { PATHS } from '../../../../constants/site';
import { readCallToActionOr, readHeroOr, readRecord, type ContentCallToAction } from '../pages/page-content';

export interface PortfolioContent {
  hero: { heading: string; subheading: string };
  cta: ContentCallToAction;
}

export const DEFAULT_PORTFOLIO_CONTENT: PortfolioContent = {
  hero: {
    heading: 'Our Work',
    subheading: 'Case studies from businesses we have helped launch and grow.',
  },
  cta: {
    heading: 'Ready to Start Your Project?',
    text: 'Tell us where your business is today and where you want it to be.',
    primary: { label: 'Start Your Project', href: PATHS.contact },
    secondary: { label: 'Book Consultation', href: PATHS.consultation },
  },
};

export function readPortfolioContent(json: unknown): PortfolioContent {
  const content = readRecord(json);
  return {
    hero: readHeroOr(content?.hero, DEFAULT_PORTFOLIO_CONTENT.hero),
    cta: readCallToActionOr(content?.cta, DEFAULT_PORTFOLIO_CONTENT.cta),
  };
}
