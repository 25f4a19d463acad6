import { screen, within } from '@testing-library/react';
import { fakeApiForEachTest } from '../../test/fake-api';
import { renderAtPath } from '../../test/render';
import { makeUser } from '../../test/users';
import { DashboardPage } from './DashboardPage';
import { InvoicesPage } from '../../features/billing/portal/InvoicesPage';
import { PortalFrame } from './PortalFrame';

const api = fakeApiForEachTest();

beforeEach(() => {
  api.routes.set('GET /api/auth/user', () => ({ status: 200, body: makeUser() }));
  // A new account: every list of the dashboard is empty.
  for (const list of [
    'projects',
    'invoices',
    'proposals',
    'questionnaires',
    'bookings/consultations',
    'bookings/service-inquiries',
    'bookings/questions',
  ]) {
    api.routes.set(`GET /api/portal/${list}`, () => ({
      status: 200,
      body: { items: [], total: 0, page: 1, pageSize: 5 },
    }));
  }
  api.routes.set('GET /api/portal/billing/credits', () => ({
    status: 200,
    body: { items: [], total: 0, page: 1, pageSize: 50, totalAvailableCents: 0 },
  }));
  api.routes.set('GET /api/portal/invoices/owed', () => ({
    status: 200,
    body: { amountDueCents: 0, currency: 'USD', nextDueDate: null, invoices: [], hasInvoices: false },
  }));
});

function portalNav() {
  return within(screen.getByRole('navigation', { name: 'Client portal' }));
}

describe('the client portal', () => {
  it('greets the user by first name at /dashboard, with honest empty states and the portal navigation', async () => {
    await renderAtPath(
      <PortalFrame>
        <DashboardPage />
      </PortalFrame>,
      '/dashboard',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ana!' })).toBeInTheDocument();
    expect(
      portalNav()
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Dashboard', '/portal'],
      ['Invoices', '/portal/invoices'],
      ['Billing', '/portal/billing'],
      ['Profile', '/portal/profile'],
      ['Refer a Friend', '/portal/refer'],
      ['Proposals', '/portal/proposals'],
    ]);
    expect(portalNav().getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

    const needs = screen.getByRole('region', { name: 'What needs you now' });
    expect(await within(needs).findByRole('link', { name: 'Book Consultation' })).toHaveAttribute(
      'href',
      '/consultation',
    );
    const projects = screen.getByRole('region', { name: 'Your projects' });
    expect(await within(projects).findByText('No projects yet')).toBeInTheDocument();
    expect(within(projects).getByRole('link', { name: 'Book Consultation' })).toHaveAttribute('href', '/consultation');
    expect(screen.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute('href', '/portal/profile');
  });

  it('greets a client whose sign-up just completed as new, not "back" (issue 43, point 3)', async () => {
    api.routes.set('GET /api/auth/user', () => ({ status: 200, body: makeUser({ firstSignIn: true }) }));
    await renderAtPath(<DashboardPage />, '/portal');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to your portal, Ana!' })).toBeInTheDocument();
  });

  it('says plainly that there are no invoices yet', async () => {
    api.routes.set('GET /api/portal/invoices', () => ({
      status: 200,
      body: { items: [], total: 0, page: 1, pageSize: 10 },
    }));
    await renderAtPath(
      <PortalFrame>
        <InvoicesPage />
      </PortalFrame>,
      '/portal/invoices',
    );
    expect(await screen.findByText('Your invoices will appear here once we send you one.')).toBeInTheDocument();
    expect(portalNav().getByRole('link', { name: 'Invoices' })).toHaveAttribute('aria-current', 'page');
    expect(portalNav().getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });
});
