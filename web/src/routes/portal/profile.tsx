import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../features/auth/portal/ProfilePage';

export const Route = createFileRoute('/portal/profile')({
  component: ProfilePage,
});
