import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getGetCurrentUserQueryKey } from '../../../api/generated/auth/auth';
import type { CurrentUserDto, SecondFactorMethod } from '../../../api/generated/model';
import { browserNavigation } from '../../../lib/browser-navigation';
import { fakeApiForEachTest, unauthorized } from '../../../test/fake-api';
import { renderAtPath } from '../../../test/render';
import { makeUser } from '../../../test/users';
import { SecondFactorPage } from './SecondFactorPage';

const api = fakeApiForEachTest();

const pendingUser = (verifyWith: SecondFactorMethod[] = ['totp', 'recovery-code']) =>
  makeUser({ secondFactor: { pending: 'verify', verifyWith, passed: false } });
const verifiedUser: CurrentUserDto = makeUser({ secondFactor: { pending: null, verifyWith: [], passed: true } });

const WRONG_CODE = 'That code is not right, or was used already. Please try again.';

beforeEach(() => {
  api.routes.set('GET /api/auth/user', () => ({ status: 200, body: pendingUser() }));
});

function renderPage(path = '/auth/second-factor?redirect=%2Fportal%2Finvoices%3Fpage%3D2') {
  return renderAtPath(<SecondFactorPage />, path);
}

function form(name: string) {
  return within(screen.getByRole('form', { name }));
}

describe('/auth/second-factor', () => {
  it('asks a customer with an authenticator app for its code, focusing the heading, then goes to ?redirect=', async () => {
    api.routes.set('POST /api/auth/second-factor/totp/verify', () => ({ status: 200, body: verifiedUser }));
    const { router, queryClient } = await renderPage();
    const app = await screen.findByRole('form', { name: 'Verify with your authenticator app' });
    expect(screen.getByRole('heading', { level: 1, name: 'Verify it’s you' })).toHaveFocus();
    expect(screen.getByText('Second sign-in step for ana@example.com.')).toBeInTheDocument();
    // No passkey on this account: no passkey button.
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(within(app).getByLabelText('6-digit code from your authenticator app'), '492 039');
    await user.click(within(app).getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(router.state.location.href).toBe('/portal/invoices?page=2'));
    expect(api.callsTo('POST /api/auth/second-factor/totp/verify')[0]!.body).toEqual({ code: '492039' });
    expect(queryClient.getQueryData(getGetCurrentUserQueryKey())).toEqual(verifiedUser);
  });

  it("shows the server's message for a wrong code in an alert, and lets the visitor try again", async () => {
    api.routes.set('POST /api/auth/second-factor/totp/verify', () => ({
      status: 400,
      body: { statusCode: 400, message: WRONG_CODE, errors: [{ field: 'code', message: WRONG_CODE }] },
    }));
    const { router } = await renderPage('/auth/second-factor');
    const app = await screen.findByRole('form', { name: 'Verify with your authenticator app' });
    const code = within(app).getByLabelText('6-digit code from your authenticator app');
    const user = userEvent.setup();
    await user.type(code, '111111');
    await user.click(within(app).getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(WRONG_CODE);
    expect(code).toHaveFocus();
    expect(router.state.location.pathname).toBe('/auth/second-factor');

    api.routes.set('POST /api/auth/second-factor/totp/verify', () => ({ status: 200, body: verifiedUser }));
    await user.clear(code);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(code, '222222');
    await user.click(within(app).getByRole('button', { name: 'Verify' }));
    // Without ?redirect=, the portal.
    await waitFor(() => expect(router.state.location.href).toBe('/portal'));
  });

  it('asks for the 6 digits before sending anything', async () => {
    await renderPage();
    const app = await screen.findByRole('form', { name: 'Verify with your authenticator app' });
    const user = userEvent.setup();
    await user.type(within(app).getByLabelText('6-digit code from your authenticator app'), '12a3');
    await user.click(within(app).getByRole('button', { name: 'Verify' }));
    const code = within(app).getByLabelText('6-digit code from your authenticator app');
    expect(code).toHaveAccessibleDescription('Please enter the 6-digit code from your authenticator app');
    expect(code).toHaveFocus();
    expect(api.callsTo('POST /api/auth/second-factor/totp/verify')).toHaveLength(0);
  });

  it('verifies with a recovery code after "Lost your device?"', async () => {
    const wrong = 'That recovery code is not right, or was used already.';
    api.routes.set('POST /api/auth/second-factor/recovery-codes/verify', (body) =>
      (body as { code: string }).code === '7hq2-mx9c-4rtk-pw3d'
        ? { status: 200, body: verifiedUser }
        : { status: 400, body: { statusCode: 400, message: wrong, errors: [{ field: 'code', message: wrong }] } },
    );
    const { router } = await renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Lost your device? Use a recovery code' }));

    const recovery = form('Verify with a recovery code');
    const field = recovery.getByLabelText('Recovery code');
    expect(field).toHaveFocus();
    expect(screen.queryByLabelText('6-digit code from your authenticator app')).not.toBeInTheDocument();
    await user.type(field, 'aaaa-bbbb-cccc-dddd');
    await user.click(recovery.getByRole('button', { name: 'Verify recovery code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(wrong);

    await user.clear(field);
    await user.type(field, ' 7hq2-mx9c-4rtk-pw3d ');
    await user.click(recovery.getByRole('button', { name: 'Verify recovery code' }));
    await waitFor(() => expect(router.state.location.href).toBe('/portal/invoices?page=2'));
    expect(api.callsTo('POST /api/auth/second-factor/recovery-codes/verify').at(-1)!.body).toEqual({
      code: '7hq2-mx9c-4rtk-pw3d',
    });
  });

  it('offers a passkey when the account has one', async () => {
    api.routes.set('GET /api/auth/user', () => ({ status: 200, body: pendingUser(['passkey', 'recovery-code']) }));
    await renderPage();
    expect(await screen.findByRole('button', { name: 'Use a passkey' })).toBeEnabled();
    expect(screen.queryByRole('form', { name: 'Verify with your authenticator app' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lost your device? Use a recovery code' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /auth, keeping where to go', async () => {
    api.routes.set('GET /api/auth/user', unauthorized);
    const { router, queryClient } = await renderPage();
    // The auth check already knows (no retries to wait for).
    act(() => queryClient.setQueryData(getGetCurrentUserQueryKey(), null));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.searchStr).toBe('?redirect=%2Fportal%2Finvoices%3Fpage%3D2');
  });

  it('goes straight on when nothing is pending, and never off the site', async () => {
    api.routes.set('GET /api/auth/user', () => ({ status: 200, body: verifiedUser }));
    const { router } = await renderPage('/auth/second-factor?redirect=%2F%2Fevil.example.com');
    await waitFor(() => expect(router.state.location.href).toBe('/portal'));
  });

  it('signs out from the second step', async () => {
    api.routes.set('POST /api/logout', () => ({ status: 204 }));
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    await renderPage();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(api.callsTo('POST /api/logout')).toHaveLength(1);
  });
});
