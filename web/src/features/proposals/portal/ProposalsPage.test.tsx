import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApiForEachTest } from '../../../test/fake-api';
import { renderAtPath } from '../../../test/render';
import { pageOf } from '../../billing/billing-test-data';
import { makeProposalRow, NEWER_PROPOSAL_ID, PROPOSAL_ID } from './proposal-test-data';
import { ProposalsPage } from './ProposalsPage';

const api = fakeApiForEachTest();

const OPEN = makeProposalRow();
const ACCEPTED = makeProposalRow({
  id: NEWER_PROPOSAL_ID,
  title: 'Bookkeeping setup',
  status: 'accepted',
  version: 2,
  totalCents: 45050,
});
const LAPSED = makeProposalRow({
  id: '0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9',
  title: 'Trademark filing',
  status: 'viewed',
  validUntil: '2026-01-31T23:59:59.000Z',
});

const rowOf = (title: string) => within(screen.getByRole('heading', { name: title }).closest('li')!);

describe('/portal/proposals', () => {
  it('shows skeletons while loading, then each proposal with its status in words, value, dates and link', async () => {
    api.routes.set('GET /api/portal/proposals', () => ({ status: 200, body: pageOf([OPEN, ACCEPTED, LAPSED]) }));
    await renderAtPath(<ProposalsPage />, '/portal/proposals');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your proposals...');
    expect(screen.getByTestId('proposals-skeleton')).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Your proposals' });

    const open = rowOf('Company formation and website');
    expect(open.getByText('Awaiting your answer')).toBeInTheDocument();
    expect(open.getByText('Total').textContent).toContain('$2,000.00');
    expect(open.getByText('Sent March 2, 2026 · Valid until March 31, 2099')).toBeInTheDocument();
    expect(open.getByRole('link', { name: 'Company formation and website' })).toHaveAttribute(
      'href',
      `/portal/proposals/${PROPOSAL_ID}`,
    );
    expect(open.getByRole('link', { name: 'Review and sign Company formation and website' })).toHaveAttribute(
      'href',
      `/portal/proposals/${PROPOSAL_ID}`,
    );

    const accepted = rowOf('Bookkeeping setup');
    expect(accepted.getByText('Accepted')).toBeInTheDocument();
    expect(accepted.getByText(/^Version 2 · Sent/)).toBeInTheDocument();
    expect(accepted.getByText('Total').textContent).toContain('$450.50');
    expect(accepted.queryByRole('link', { name: /^Review and sign/ })).not.toBeInTheDocument();

    // Past its valid-until date: expired, even before the scheduled run marks it so.
    const lapsed = rowOf('Trademark filing');
    expect(lapsed.getByText('Expired')).toBeInTheDocument();
    expect(lapsed.queryByRole('link', { name: /^Review and sign/ })).not.toBeInTheDocument();
  });

  it('pages through the list, page by page in the URL', async () => {
    api.routes.set('GET /api/portal/proposals', (_body, request) => {
      const page = Number(new URL(request.url!, 'http://test').searchParams.get('page'));
      return { status: 200, body: pageOf([makeProposalRow({ title: `Proposal ${page}` })], { page, total: 12 }) };
    });
    const { router } = await renderAtPath(<ProposalsPage />, '/portal/proposals');
    await screen.findByRole('heading', { name: 'Proposal 1' });
    const pager = screen.getByRole('navigation', { name: 'Proposal pages' });
    expect(pager).toHaveTextContent('Page 1 of 2');
    await userEvent.click(within(pager).getByRole('link', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Proposal 2' });
    expect(router.state.location.search).toEqual({ page: 2 });
  });

  it('says plainly that there is no proposal yet', async () => {
    api.routes.set('GET /api/portal/proposals', () => ({ status: 200, body: pageOf([]) }));
    await renderAtPath(<ProposalsPage />, '/portal/proposals');
    expect(await screen.findByText('No proposals yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a proposal' })).toHaveAttribute('href', '/service-inquiry');
  });

  it('offers a retry when the list cannot load', async () => {
    let fail = true;
    api.routes.set('GET /api/portal/proposals', () =>
      fail
        ? { status: 500, body: { statusCode: 500, message: 'Internal server error' } }
        : { status: 200, body: pageOf([OPEN]) },
    );
    await renderAtPath(<ProposalsPage />, '/portal/proposals');
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your proposals.");
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Company formation and website' })).toBeInTheDocument();
  });
});
