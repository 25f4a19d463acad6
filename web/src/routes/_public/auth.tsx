import { createFileRoute } from '@tanstack/react-router';
import { AuthPage } from '../../features/auth/public/AuthPage';

/**
 * `redirect`: where to go after signing in (checked to be a same-origin path by the page).
 * `error`: why the server sent the visitor back here (e.g. `google_failed` after Google sign-in).
 */
export interface AuthSearch {
  redirect?: string;
  error?: string;
}

export const Route = createFileRoute('/_public/auth')({
  validateSearch: (search: Record<string, unknown>): AuthSearch => ({
    ...(typeof search.redirect === 'string' ? { redirect: search.redirect } : {}),
    ...(typeof search.error === 'string' ? { error: search.error } : {}),
  }),
  component: AuthPage,
});
