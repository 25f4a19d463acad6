import { createFileRoute } from '@tanstack/react-router';
import { AdminRoot } from '../../pages/admin/AdminRoot';

/**
 * Back office (Ant Design, its own chunk). /admin1/login and /admin1/set-password are open; every
 * other page sits in the guarded `_panel` layout.
 */
export const Route = createFileRoute('/admin1')({
  component: AdminRoot,
});
