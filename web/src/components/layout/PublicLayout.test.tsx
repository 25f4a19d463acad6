import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browserNavigation } from '../../lib/browser-navigation';
import { fakeApiForEachTest } from '../../test/fake-api';
import { renderAtPath } from '../../test/render';
import { makeUser } from '../../test/users';
import { dismissToast, Toaster } from '../toast';
import { PublicLayout } from './PublicLayout';

const api = fakeApiForEachTest();

beforeEach(() => {
  api.routes.set('POST /api/logout', () => ({ status: 204 }));
});

afterEach(() => {
  act(() => dismissToast());
});

function renderLayout(path = '/') {
  return renderAtPath(
    <>
      <PublicLayout />
      <Toaster />
    </>,
    path,
  );
}

function banner() {
  return within(screen.getByRole('banner'));
}

describe('the header with the signed-in user', () => {
  it('labels the user menu with the first name and offers the portal, not the admin', async () => {
    api.routes.set('GET /api/auth/user', () => ({ status: 200, body: makeUser({ firstName: 'Ana' }) }));
    await renderLayout();
    const menuButton = await banner().findByRole('button', { name: /Ana/ });
    expect(banner().getByRole('link', { name: 'Client Portal' })).toHaveAttribute('href', '/portal');
    expect(banner().queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(banner().queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();

    await userEvent.setup().click(menuButton);
    expect(banner().getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(banner().queryByRole('link', { name: 'Admin Panel' })).not.toBeInTheDocument();
  });

  it('falls back to the e-mail, and shows Admin and Admin Panel to an admin', async () => {
    api.routes.set('GET /api/auth/user', () => ({
      status: 200,
      body: makeUser({ firstName: null, email: 'boss@example.com', role: 'admin' }),
    }));
    await renderLayout();
    const menuButton = await banner().findByRole('button', { name: /boss@example\.com/ });
    expect(banner().getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin1');
    await userEvent.setup().click(menuButton);
    expect(banner().getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin1');
  });

  it('logs out with POST /api/logout and a full page load to /', async () => {
    api.routes.set('GET /api/auth/user', () => ({ status: 200, body: makeUser() }));
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const user = userEvent.setup();
    await renderLayout();
    await user.click(await banner().findByRole('button', { name: /Ana/ }));
    await user.click(banner().getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(api.callsTo('POST /api/logout')).toHaveLength(1);
  });

  it('sends a failed logout to /?error=logout_failed', async () => {
    api.routes.set('GET /api/auth/user', () => ({ status: 200, body: makeUser() }));
    api.routes.set('POST /api/logout', () => ({ status: 500, body: { statusCode: 500, message: 'Boom' } }));
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const user = userEvent.setup();
    await renderLayout();
    await user.click(await banner().findByRole('button', { name: /Ana/ }));
    await user.click(banner().getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/?error=logout_failed'));
  });

  it('keeps the signed-out links while the auth check runs', async () => {
    api.routes.set('GET /api/auth/user', () => ({ status: 200, body: makeUser(), delay: 300 }));
    await renderLayout();
    expect(banner().getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth');
    expect(await banner().findByRole('button', { name: /Ana/ })).toBeInTheDocument();
  });
});

describe('/?error=logout_failed', () => {
  it('shows an error toast once and drops the error from the address', async () => {
    api.routes.set('GET /api/auth/user', () => ({ status: 200, body: makeUser() }));
    const { router } = await renderLayout('/?error=logout_failed');
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Logout failed'));
    expect(within(screen.getByRole('alert')).getByText('Logout failed')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.href).toBe('/'));

    act(() => dismissToast());
    await banner().findByRole('button', { name: /Ana/ });
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('shows nothing on other pages', async () => {
    api.routes.set('GET /api/auth/user', () => ({ status: 200, body: makeUser() }));
    await renderLayout('/services?error=logout_failed');
    await banner().findByRole('button', { name: /Ana/ });
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });
});

describe('the AI assistant', () => {
  it('is offered on the public pages, not in the portal', async () => {
    api.routes.set('GET /api/auth/user', () => ({ status: 200, body: makeUser() }));
    const { unmount } = await renderLayout('/services');
    expect(screen.getByRole('button', { name: 'Open AI Assistant' })).toBeInTheDocument();
    unmount();

    await renderAtPath(<PublicLayout privateArea />, '/portal');
    await banner().findByRole('button', { name: /Ana/ });
    expect(screen.queryByRole('button', { name: 'Open AI Assistant' })).not.toBeInTheDocument();
  });
});
