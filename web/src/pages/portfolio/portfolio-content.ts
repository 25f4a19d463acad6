/**
 * The texts of /portfolio from GET /api/pages/portfolio (seed shape PortfolioPageContent), checked
 * part by part against the defaults below (staff can edit that JSON).
 */
import { PATHS } from '../../constants/site';
import { asRecord, readCallToAction, readHero, type ContentCallToAction } from '../../lib/page-content';

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
  const content = asRecord(json) ?? {};
  return {
    hero: readHero(content.hero, DEFAULT_PORTFOLIO_CONTENT.hero),
    cta: readCallToAction(content.cta, DEFAULT_PORTFOLIO_CONTENT.cta),
  };
}
