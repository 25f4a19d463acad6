import { createFileRoute } from '@tanstack/react-router';
import { ProposalsPage } from '../../../features/proposals/portal/ProposalsPage';

export const Route = createFileRoute('/portal/proposals/')({
  component: ProposalsPage,
});
