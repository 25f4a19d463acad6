import { createFileRoute } from '@tanstack/react-router';
import { CreateProposalPage } from '../../../features/proposals/admin/CreateProposalPage';
import { parseProposalFormSearch } from '../../../features/proposals/admin/proposals-search';

/** Write a proposal for a client (?edit=id: change a draft); saved as a draft, or sent. */
export const Route = createFileRoute('/admin1/_panel/create-proposal')({
  validateSearch: parseProposalFormSearch,
  component: CreateProposalPage,
});
