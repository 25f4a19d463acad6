import { createFileRoute } from '@tanstack/react-router';
import { ReferPage } from '../../pages/portal/ReferPage';

export const Route = createFileRoute('/portal/refer')({
  component: ReferPage,
});
