import { createFileRoute } from '@tanstack/react-router';
import { AdminLoginPage } from '../../features/auth/admin/AdminLoginPage';

export interface AdminLoginSearch {
  /** The admin page to open after signing in (checked again before use: it must stay under /admin1). */
  redirect?: string;
}

export const Route = createFileRoute('/admin1/login')({
  validateSearch: (search: Record<string, unknown>): AdminLoginSearch =>
    typeof search.redirect === 'string' && search.redirect ? { redirect: search.redirect } : {},
  component: AdminLoginPage,
});
