import { act, screen, waitFor, within } from '@testing-library/react';
import { getGetCurrentUserQueryKey } from '../../api/generated/auth/auth';
import { dismissToast, Toaster } from '../../components/toast';
import { unauthorized, fakeApiForEachTest } from '../../test/fake-api';
import { renderAtPath } from '../../test/render';
import { makeUser } from '../../test/users';
import { RequireAuth } from './RequireAuth';

const api = fakeApiForEachTest();

afterEach(() => {
  act(() => dismissToast());
});

function renderGuarded(path: string, requireAdmin = false) {
  return renderAtPath(
    <>
      <RequireAuth requireAdmin={requireAdmin}>
        <p>Secret page</p>
      </RequireAuth>
      <Toaster />
    </>,
    path,
  );
}

function toasts() {
  return screen.queryAllByTestId('toast');
}

describe('RequireAuth', () => {
  it('shows a spinner with an accessible status while the auth check runs, then the page', async () => {
    api.routes.set('GET /api/auth/user', () => ({ status: 200, body: makeUser(), delay: 300 }));
    await renderGuarded('/portal');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your sign-in...');
    expect(screen.queryByText('Secret page')).not.toBeInTheDocument();
    expect(await screen.findByText('Secret page')).toBeInTheDocument();
    expect(toasts()).toHaveLength(0);
  });

  it('after the 401 retries, says "Redirecting to login..." and goes to /auth?redirect=<path and search> after 1 s', async () => {
    api.routes.set('GET /api/auth/user', unauthorized);
    const { router } = await renderGuarded('/portal/profile?tab=password');

    // 500 + 1000 + 2000 ms of retries: four asks in all.
    expect(await screen.findByText('Redirecting to login...')).toBeInTheDocument();
    expect(api.callsTo('GET /api/auth/user')).toHaveLength(4);
    expect(screen.getByTestId('toast')).toHaveTextContent('Authentication Required');
    expect(screen.getByTestId('toast')).toHaveTextContent('Please log in to access this page.');
    expect(screen.queryByText('Secret page')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/portal/profile');

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.searchStr).toBe('?redirect=%2Fportal%2Fprofile%3Ftab%3Dpassword');
  }, 15_000);

  it('sends a visitor whose session a suspension ended to /auth?error=account_suspended, without retries', async () => {
    api.routes.set('GET /api/auth/user', () => ({
      status: 403,
      body: {
        statusCode: 403,
        message: 'This account is suspended. Please contact support.',
        code: 'ACCOUNT_SUSPENDED',
      },
    }));
    const { router } = await renderGuarded('/portal/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.searchStr).toBe('?error=account_suspended&redirect=%2Fportal%2Fprofile');
    expect(api.callsTo('GET /api/auth/user')).toHaveLength(1);
    expect(screen.queryByText('Secret page')).not.toBeInTheDocument();
    // The sign-in page explains it: no "Authentication Required" toast on the way.
    expect(toasts()).toHaveLength(0);
  });

  it('sends a signed-out visitor of an admin page to /admin1/login with the admin message', async () => {
    api.routes.set('GET /api/auth/user', unauthorized);
    const { router, queryClient } = await renderGuarded('/admin1/users', true);
    // The auth check already knows (e.g. from the header): no retries to wait for.
    act(() => queryClient.setQueryData(getGetCurrentUserQueryKey(), null));

    expect(await screen.findByText('Redirecting to login...')).toBeInTheDocument();
    expect(screen.getByTestId('toast')).toHaveTextContent('Admin login required to access this page.');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin1/login'));
    expect(router.state.location.searchStr).toBe('?redirect=%2Fadmin1%2Fusers');
  });

  it('sends staff whose second factor is pending to /admin1/second-factor, never showing the page', async () => {
    const staff = makeUser({ role: 'admin', secondFactor: { pending: 'verify', verifyWith: ['totp'], passed: false } });
    api.routes.set('GET /api/auth/user', () => ({ status: 200, body: staff }));
    const { router } = await renderGuarded('/admin1/users?role=customer', true);

    expect(await screen.findByText('Continuing to the second sign-in step...')).toBeInTheDocument();
    expect(screen.queryByText('Secret page')).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin1/second-factor'));
    expect(router.state.location.searchStr).toBe('?redirect=%2Fadmin1%2Fusers%3Frole%3Dcustomer');
  });

  it('shows the access-denied screen to a customer on an admin page, with one "Access Denied" toast', async () => {
    const customer = makeUser({ email: 'sam@example.com', role: 'customer' });
    api.routes.set('GET /api/auth/user', () => ({ status: 200, body: customer }));
    const { router, queryClient } = await renderGuarded('/admin1', true);

    const title = await screen.findByRole('heading', { level: 1, name: 'Admin Access Required' });
    const screenRegion = title.closest('section')!;
    expect(screenRegion).toHaveTextContent('sam@example.com');
    expect(within(screenRegion).getByText('customer')).toBeInTheDocument();
    expect(screenRegion).toHaveTextContent('ADMIN_EMAILS');
    expect(screenRegion).toHaveTextContent('Log out, then log back in.');
    expect(screenRegion).toHaveTextContent('Revisit /admin1');
    expect(within(screenRegion).getByRole('link', { name: 'Go to Client Portal' })).toHaveAttribute('href', '/portal');
    expect(within(screenRegion).getByRole('link', { name: 'Check Admin Status' })).toHaveAttribute(
      'href',
      '/api/debug/admin-check',
    );
    expect(screen.queryByText('Secret page')).not.toBeInTheDocument();
    expect(screen.getByTestId('toast')).toHaveTextContent('Access Denied');
    expect(screen.getByTestId('toast')).toHaveTextContent("You don't have permission to access this page.");

    // Later renders (here: a fresh copy of the same answer) do not repeat the toast.
    act(() => dismissToast());
    act(() => queryClient.setQueryData(getGetCurrentUserQueryKey(), { ...customer }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(toasts()).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/admin1');
  });

  it('lets an admin into an admin page', async () => {
    api.routes.set('GET /api/auth/user', () => ({ status: 200, body: makeUser({ role: 'admin' }) }));
    await renderGuarded('/admin1', true);
    expect(await screen.findByText('Secret page')).toBeInTheDocument();
    expect(toasts()).toHaveLength(0);
  });

  it('lets a customer into a customer page', async () => {
    api.routes.set('GET /api/auth/user', () => ({ status: 200, body: makeUser() }));
    await renderGuarded('/portal');
    expect(await screen.findByText('Secret page')).toBeInTheDocument();
  });

  it('shows an error with a retry when the auth check fails otherwise (no retries, no redirect)', async () => {
    api.routes.set('GET /api/auth/user', () => ({ status: 500, body: { statusCode: 500, message: 'Boom' } }));
    const { router } = await renderGuarded('/portal');
    const title = await screen.findByText("We couldn't check your sign-in.");
    const alert = title.closest<HTMLElement>('[role="alert"]')!;
    expect(alert).toBeInTheDocument();
    expect(api.callsTo('GET /api/auth/user')).toHaveLength(1);

    api.routes.set('GET /api/auth/user', () => ({ status: 200, body: makeUser() }));
    act(() => within(alert).getByRole('button', { name: 'Try Again' }).click());
    expect(await screen.findByText('Secret page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/portal');
  });
});
