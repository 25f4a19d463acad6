import { createFileRoute } from '@tanstack/react-router';
import { AdminSecondFactorPage } from '../../features/auth/admin/AdminSecondFactorPage';
import type { AdminLoginSearch } from './login';

export const Route = createFileRoute('/admin1/second-factor')({
  validateSearch: (search: Record<string, unknown>): AdminLoginSearch =>
    typeof search.redirect === 'string' && search.redirect ? { redirect: search.redirect } : {},
  component: AdminSecondFactorPage,
});
