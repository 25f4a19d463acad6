import { createFileRoute, redirect } from '@tanstack/react-router';
import { documentRunsAdmin } from '../../lib/admin-document';
import { AdminRoot } from '../../components/admin/AdminRoot';

/**
 * Back office (Ant Design, its own chunk). /admin1/login and /admin1/set-password are open; every
 * other page sits in the guarded `_panel` layout. Reached from a page outside the admin (e.g. after
 * signing in at /auth), it loads as a new document: only an admin document's policy allows the
 * inline styles Ant Design writes.
 */
export const Route = createFileRoute('/admin1')({
  beforeLoad: ({ location, preload }) => {
    if (!preload && !documentRunsAdmin()) throw redirect({ href: location.href, reloadDocument: true });
  },
  component: AdminRoot,
});
