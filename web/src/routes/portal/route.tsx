import { createFileRoute } from '@tanstack/react-router';
import { PortalLayout } from '../../components/portal/PortalLayout';

/** The client portal: every /portal/* page is behind the guard of this layout (docs/modules/auth.md). */
export const Route = createFileRoute('/portal')({
  component: PortalLayout,
});
