import { createFileRoute } from '@tanstack/react-router';
import { ProposalPage } from '../../../features/proposals/portal/ProposalPage';

/** One of the client's proposals: read it, download it, accept and sign it or decline it. */
export const Route = createFileRoute('/portal/proposals/$proposalId')({
  component: ProposalRoute,
});

function ProposalRoute() {
  const { proposalId } = Route.useParams();
  // A new proposal (e.g. "Open the new version") starts with a fresh page: no signing step or message carried over.
  return <ProposalPage key={proposalId} proposalId={proposalId} />;
}
