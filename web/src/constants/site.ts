/** Brand, contact details and navigation of the public site (docs/web.md). */

export const BRAND_NAME = 'Inspivision';
export const BRAND_MEANING = 'Inspire + Pivot + Vision';
export const CONTACT_EMAIL = 'hello@inspivision.com';
export const BUSINESS_HOURS = 'Monday - Friday, 9AM - 6PM EST';
export const SERVICE_AREA = 'Nationwide (USA) with remote services worldwide';
/** The footer's last line, for the current year by the server's clock (useSiteYear). */
export const copyrightLine = (year: number) => `© ${year} ${BRAND_NAME}. All rights reserved.`;

/**
 * Paths of the site. Typed `string` on purpose: many of these routes arrive in later issues, and
 * the router's typed links accept a `string` but reject literals of routes not yet registered.
 */
type SitePathName =
  | 'home'
  | 'services'
  | 'portfolio'
  | 'blog'
  | 'about'
  | 'contact'
  | 'consultation'
  | 'serviceInquiry'
  | 'quickQuestion'
  | 'auth'
  | 'portal'
  | 'dashboard'
  | 'admin'
  | 'terms'
  | 'privacy'
  | 'refundPolicy';

export const PATHS: Readonly<Record<SitePathName, string>> = {
  home: '/',
  services: '/services',
  portfolio: '/portfolio',
  blog: '/blog',
  about: '/about',
  contact: '/contact',
  consultation: '/consultation',
  serviceInquiry: '/service-inquiry',
  quickQuestion: '/quick-question',
  auth: '/auth',
  portal: '/portal',
  dashboard: '/dashboard',
  /** Links here must use preload={false}: the admin chunk carries Ant Design. */
  admin: '/admin1',
  terms: '/legal/terms',
  privacy: '/legal/privacy',
  refundPolicy: '/legal/refund-policy',
};

/** A link of the site, as a path plus an optional hash (without '#'). */
export interface SiteNavItem {
  label: string;
  to: string;
  hash?: string;
}

export const MAIN_NAV: readonly SiteNavItem[] = [
  { label: 'Home', to: PATHS.home },
  { label: 'Services', to: PATHS.services },
  { label: 'Portfolio', to: PATHS.portfolio },
  { label: 'Blog', to: PATHS.blog },
  { label: 'About', to: PATHS.about },
  { label: 'Contact', to: PATHS.contact, hash: 'contact-form' },
];

export const CONSULTATION_LINK: SiteNavItem = { label: 'Book Consultation', to: PATHS.consultation };
export const LOGIN_LINK: SiteNavItem = { label: 'Login', to: PATHS.auth };
export const PORTAL_LINK: SiteNavItem = { label: 'Client Portal', to: PATHS.portal };
export const DASHBOARD_LINK: SiteNavItem = { label: 'Dashboard', to: PATHS.dashboard };

export const FOOTER_SERVICES: readonly SiteNavItem[] = [
  { label: 'Business Formation', to: PATHS.services, hash: 'service-formation' },
  { label: 'Website & Design', to: PATHS.services },
  { label: 'Digital Marketing', to: PATHS.services },
  { label: 'International Business', to: PATHS.services },
  { label: 'Non-Profit Setup', to: PATHS.services },
];

export const FOOTER_COMPANY: readonly SiteNavItem[] = [
  { label: 'About Us', to: PATHS.about },
  { label: 'Portfolio', to: PATHS.portfolio },
  { label: 'Blog', to: PATHS.blog },
  { label: 'Contact', to: PATHS.contact },
  { label: 'Book Consultation', to: PATHS.consultation },
];

export const FOOTER_LEGAL: readonly SiteNavItem[] = [
  { label: 'Terms of Service', to: PATHS.terms },
  { label: 'Privacy Policy', to: PATHS.privacy },
  { label: 'Refund Policy', to: PATHS.refundPolicy },
];
