import { createFileRoute } from '@tanstack/react-router';
import { ReferPage } from '../../features/referrals/portal/ReferPage';

export const Route = createFileRoute('/portal/refer')({
  component: ReferPage,
});
