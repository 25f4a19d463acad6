import { createFileRoute } from '@tanstack/react-router';
import { AuthPage } from '../../features/auth/AuthPage';

/** `redirect`: where to go after signing in (checked to be a same-origin path by the page). */
export interface AuthSearch {
  redirect?: string;
}

export const Route = createFileRoute('/_public/auth')({
  validateSearch: (search: Record<string, unknown>): AuthSearch =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  component: AuthPage,
});
