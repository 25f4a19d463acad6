import { createFileRoute } from '@tanstack/react-router';
import { pageSearch } from '../../../features/billing/portal/page-search';
import { ProposalsPage } from '../../../features/proposals/portal/ProposalsPage';

/** `page`: which page of the list (from 1). */
export const Route = createFileRoute('/portal/proposals/')({
  validateSearch: pageSearch,
  component: ProposalsPage,
});
