/** Brand, contact details and navigation of the public site (SPEC.md sections 1 and 2). */

export const BRAND_NAME = 'Inspivision';
export const BRAND_MEANING = 'Inspire + Pivot + Vision';
export const CONTACT_EMAIL = 'hello@inspivision.com';
export const BUSINESS_HOURS = 'Monday - Friday, 9AM - 6PM EST';
export const SERVICE_AREA = 'Nationwide (USA) with remote services worldwide';
export const COPYRIGHT_LINE = `© 2025 ${BRAND_NAME}. All rights reserved.`;
export const DEFAULT_DESCRIPTION =
  'Inspivision helps entrepreneurs, creators, nonprofits and international founders launch and grow a US business: formation, websites, branding, digital marketing and more, with a 30-day launch guarantee.';

/** A link of the site, as a path plus an optional hash (without '#'). */
export interface SiteNavItem {
  label: string;
  to: string;
  hash?: string;
}

export const MAIN_NAV: readonly SiteNavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Services', to: '/services' },
  { label: 'Portfolio', to: '/portfolio' },
  { label: 'Blog', to: '/blog' },
  { label: 'About', to: '/about' },
  { label: 'Contact', to: '/contact', hash: 'contact-form' },
];

export const CONSULTATION_LINK: SiteNavItem = { label: 'Book Consultation', to: '/consultation' };
export const LOGIN_LINK: SiteNavItem = { label: 'Login', to: '/auth' };
export const PORTAL_LINK: SiteNavItem = { label: 'Client Portal', to: '/portal' };
export const DASHBOARD_LINK: SiteNavItem = { label: 'Dashboard', to: '/dashboard' };
/** Admin links must be rendered with preload={false}: the admin chunk carries Ant Design. */
export const ADMIN_PATH = '/admin1';

export const FOOTER_SERVICES: readonly SiteNavItem[] = [
  { label: 'Business Formation', to: '/services', hash: 'service-formation' },
  { label: 'Website & Design', to: '/services' },
  { label: 'Digital Marketing', to: '/services' },
  { label: 'International Business', to: '/services' },
  { label: 'Non-Profit Setup', to: '/services' },
];

export const FOOTER_COMPANY: readonly SiteNavItem[] = [
  { label: 'About Us', to: '/about' },
  { label: 'Portfolio', to: '/portfolio' },
  { label: 'Blog', to: '/blog' },
  { label: 'Contact', to: '/contact' },
  { label: 'Book Consultation', to: '/consultation' },
];

export const FOOTER_LEGAL: readonly SiteNavItem[] = [
  { label: 'Terms of Service', to: '/legal/terms' },
  { label: 'Privacy Policy', to: '/legal/privacy' },
  { label: 'Refund Policy', to: '/legal/refund-policy' },
];
