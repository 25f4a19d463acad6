import { createFileRoute, redirect } from '@tanstack/react-router';
import type { AuthSearch } from './auth';

/** /login?redirect=... (used by the secure testimonial page; docs/modules/auth.md) forwards to /auth. */
export const Route = createFileRoute('/_public/login')({
  validateSearch: (search: Record<string, unknown>): Pick<AuthSearch, 'redirect'> =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/auth', search: search.redirect ? { redirect: search.redirect } : {}, replace: true });
  },
});
