import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PortalProjectDto } from '../../../../api/generated/model';
import { fakeApiForEachTest } from '../../../../test/fake-api';
import { renderAtPath } from '../../../../test/render';
import { PORTAL_PROJECTS_PAGE_SIZE, ProjectProgressList } from './ProjectProgressList';

const api = fakeApiForEachTest();

const AWAITING: PortalProjectDto = {
  id: '3f9a1c2e-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
  title: 'Delaware LLC formation',
  status: 'awaiting_deposit',
  totalCents: 64913,
  depositCents: 32457,
  balanceCents: 32456,
  currency: 'USD',
  payUrl: 'http://localhost/pay-invoice/dGhpc2lzYXB1YmxpY2lkMQ',
  activatedAt: null,
  createdAt: '2030-03-01T12:00:00.000Z',
  stepsDone: 0,
  stepsTotal: 4,
  currentStep: 'Choose the entity and state',
  openTasks: 4,
  unreadMessages: 0,
};
const ACTIVE: PortalProjectDto = {
  ...AWAITING,
  id: '4a0b2d3f-6c7e-4f80-9bac-1d2e3f4a5b6c',
  title: 'Bakery website',
  status: 'active',
  payUrl: null,
  activatedAt: '2030-03-05T15:00:00.000Z',
  stepsDone: 1,
  stepsTotal: 5,
  currentStep: 'Design',
};

function answer(items: PortalProjectDto[], total = items.length, delay?: number) {
  api.routes.set('GET /api/portal/projects', () => ({
    status: 200,
    body: { items, total, page: 1, pageSize: PORTAL_PROJECTS_PAGE_SIZE },
    delay,
  }));
}

const item = (title: string) =>
  within(screen.getByRole('heading', { level: 3, name: title }).closest('li') as HTMLElement);

describe('the client’s projects on the dashboard', () => {
  it('shows each project’s status in words, progress, price, its page, and a Pay link while the deposit is unpaid', async () => {
    answer([AWAITING, ACTIVE]);
    await renderAtPath(<ProjectProgressList />, '/portal');
    const list = await screen.findByRole('list', { name: 'Your projects' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    const awaiting = item('Delaware LLC formation');
    expect(awaiting.getByText('Awaiting deposit')).toBeInTheDocument();
    expect(awaiting.getByText('Work starts once the deposit is paid.')).toBeInTheDocument();
    expect(awaiting.getByText('$649.13')).toBeInTheDocument();
    expect(awaiting.getByText('$324.57')).toBeInTheDocument();
    expect(awaiting.getByText('$324.56')).toBeInTheDocument();
    expect(awaiting.getByRole('link', { name: 'Pay the deposit for Delaware LLC formation' })).toHaveAttribute(
      'href',
      '/pay-invoice/dGhpc2lzYXB1YmxpY2lkMQ',
    );

    const active = item('Bakery website');
    expect(active.getByText('Active')).toBeInTheDocument();
    expect(active.getByText('Under way since March 5, 2030.')).toBeInTheDocument();
    const progress = active.getByRole('progressbar', { name: 'Progress of Bakery website' });
    expect(progress).toHaveAttribute('aria-valuenow', '1');
    expect(progress).toHaveAttribute('aria-valuemax', '5');
    expect(progress).toHaveAttribute('aria-valuetext', 'Step 2 of 5: Design');
    expect(active.getByText('Step 2 of 5: Design')).toBeInTheDocument();
    expect(active.getAllByRole('link')).toHaveLength(1);
    expect(active.getByRole('link', { name: 'Bakery website' })).toHaveAttribute(
      'href',
      `/portal/projects/${ACTIVE.id}`,
    );
    expect(api.callsTo('GET /api/portal/projects')).toHaveLength(1);
  });

  it('says when every step is done, and shows no progress for a cancelled project', async () => {
    answer([
      { ...ACTIVE, status: 'completed', stepsDone: 5, currentStep: null },
      { ...AWAITING, status: 'cancelled', payUrl: null },
    ]);
    await renderAtPath(<ProjectProgressList />, '/portal');
    await screen.findByRole('list', { name: 'Your projects' });
    expect(item('Bakery website').getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'All 5 steps done');
    expect(item('Delaware LLC formation').queryByRole('progressbar')).toBeNull();
  });

  it('offers to pay the whole price when the client chose to pay it all, without a deposit and balance', async () => {
    answer([{ ...AWAITING, depositCents: 64913, balanceCents: 0 }]);
    await renderAtPath(<ProjectProgressList />, '/portal');
    const project = within(await screen.findByRole('listitem'));
    expect(project.getByRole('link', { name: 'Pay now for Delaware LLC formation' })).toBeInTheDocument();
    expect(project.getByText('Work starts once the invoice is paid.')).toBeInTheDocument();
    expect(project.queryByText('Deposit')).toBeNull();
    expect(project.queryByText('Balance')).toBeNull();
  });

  it('shows a placeholder while loading, then the empty state with the way to start', async () => {
    answer([], 0, 150);
    await renderAtPath(<ProjectProgressList noConsultation />, '/portal');
    expect(screen.getByRole('status', { name: 'Loading your projects' })).toBeInTheDocument();
    expect(await screen.findByText('No projects yet')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading your projects' })).toBeNull();
    expect(screen.getByText(/The first step is a consultation/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book Consultation' })).toHaveAttribute('href', '/consultation');
  });

  it('pages through many projects', async () => {
    api.routes.set('GET /api/portal/projects', (_body, request) => {
      const page = Number(new URL(request.url ?? '/', 'http://test').searchParams.get('page'));
      const items = [page === 1 ? AWAITING : ACTIVE];
      return { status: 200, body: { items, total: PORTAL_PROJECTS_PAGE_SIZE + 1, page, pageSize: 5 } };
    });
    await renderAtPath(<ProjectProgressList />, '/portal');
    expect(await screen.findByRole('heading', { name: 'Delaware LLC formation' })).toBeInTheDocument();
    const pager = within(screen.getByRole('navigation', { name: 'Project pages' }));
    expect(pager.getByText('Page 1 of 2')).toBeInTheDocument();
    await userEvent.click(pager.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Bakery website' })).toBeInTheDocument();
    expect(pager.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('says so when the list cannot be loaded, and retries', async () => {
    api.routes.set('GET /api/portal/projects', () => ({ status: 500, body: { statusCode: 500, message: 'Boom' } }));
    await renderAtPath(<ProjectProgressList />, '/portal');
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your projects.");
    answer([ACTIVE]);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Bakery website' })).toBeInTheDocument());
  });
});
