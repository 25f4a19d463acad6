import { createFileRoute } from '@tanstack/react-router';
import { ProposalsPage } from '../../../pages/portal/ProposalsPage';

export const Route = createFileRoute('/portal/proposals/')({
  component: ProposalsPage,
});
