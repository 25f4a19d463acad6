import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../pages/portal/ProfilePage';

export const Route = createFileRoute('/portal/profile')({
  component: ProfilePage,
});
