/**
 * The back office (/admin1): paths, paging, and the rules its forms check before the API does.
 * Antd-free on purpose: route files import it, and route files are in the main bundle.
 */

/** Links to these paths must use preload={false} from public pages: the admin chunk carries Ant Design. */
export const ADMIN_PATHS = {
  dashboard: '/admin1',
  login: '/admin1/login',
  setPassword: '/admin1/set-password',
  users: '/admin1/users',
  services: '/admin1/services',
  newsletter: '/admin1/newsletter',
  unsubscribes: '/admin1/unsubscribes',
  sms: '/admin1/sms',
  messages: '/admin1/messages',
  testimonials: '/admin1/testimonials',
  portfolio: '/admin1/portfolio',
  pages: '/admin1/pages',
  leads: '/admin1/leads',
  leadsInquiries: '/admin1/leads/inquiries',
  leadsQuestions: '/admin1/leads/questions',
  leadsCalendar: '/admin1/leads/calendar',
} as const;

/** Rows per page of the admin tables, and the sizes a table offers. */
export const ADMIN_DEFAULT_PAGE_SIZE = 10;
export const ADMIN_PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;
/** The API caps pageSize here. */
export const ADMIN_MAX_PAGE_SIZE = 100;

/** The Users search box waits this long after the last keystroke before it asks the server. */
export const ADMIN_SEARCH_DEBOUNCE_MS = 350;
/** The API refuses longer searches. */
export const ADMIN_SEARCH_MAX_LENGTH = 100;

/** One-time codes are 6 digits (SPEC.md section 9); passwords 8 to 128 characters (the API's rule). */
export const CODE_LENGTH = 6;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 320;

/** A post-login `redirect` is followed only when it stays inside the back office. */
export function safeAdminRedirect(redirect: unknown): string {
  if (typeof redirect !== 'string') return ADMIN_PATHS.dashboard;
  const target = redirect.trim();
  if (!/^\/admin1(?:[/?#]|$)/.test(target) || target.includes('\\') || target.includes('//')) {
    return ADMIN_PATHS.dashboard;
  }
  const path = target.split(/[?#]/)[0]!.replace(/\/+$/, '');
  if (path === ADMIN_PATHS.login || path === ADMIN_PATHS.setPassword) return ADMIN_PATHS.dashboard;
  return target;
}
