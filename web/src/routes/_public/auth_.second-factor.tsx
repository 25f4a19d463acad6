import { createFileRoute } from '@tanstack/react-router';
import { SecondFactorPage } from '../../features/auth/public/SecondFactorPage';
import type { AuthSearch } from './auth';

/**
 * /auth/second-factor, beside (not inside) /auth: `auth_` keeps the sign-in page out of its tree.
 * `redirect`: where to go once verified (checked to be a same-origin path by the page).
 */
export const Route = createFileRoute('/_public/auth_/second-factor')({
  validateSearch: (search: Record<string, unknown>): Pick<AuthSearch, 'redirect'> =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  component: SecondFactorPage,
});
