import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissToast, Toaster } from '../../../components/toast';
import { fakeApiForEachTest, unauthorized } from '../../../test/fake-api';
import { renderAtPath } from '../../../test/render';
import { makeUser } from '../../../test/users';
import { AuthPage } from '../../auth/public/AuthPage';
import { PROPOSAL_ID } from './proposal-test-data';

/**
 * The proposal e-mail to a recipient without an account links to `/auth?redirect=` + the proposal's portal path,
 * encoded as the API builds it (api proposals/proposal-view.ts signUpForProposalUrl): signing up there, then
 * verifying the e-mail, lands on the proposal; so does logging in with an account made since.
 */
const EMAIL_LINK = `/auth?redirect=${encodeURIComponent(`/portal/proposals/${PROPOSAL_ID}`)}`;

const api = fakeApiForEachTest();
const customer = makeUser();

beforeEach(() => {
  api.routes.set('GET /api/auth/user', unauthorized);
  api.routes.set('GET /api/auth/providers', () => ({ status: 200, body: { google: false } }));
});

afterEach(() => {
  act(() => dismissToast());
});

const renderEmailLink = () =>
  renderAtPath(
    <>
      <AuthPage />
      <Toaster />
    </>,
    EMAIL_LINK,
  );

describe("the proposal e-mail's link for a recipient without an account", () => {
  it('signs up, verifies the e-mail and lands on the proposal', async () => {
    api.routes.set('POST /api/auth/signup', () => ({ status: 201, body: { message: 'Account created.' } }));
    api.routes.set('POST /api/auth/verify-email', () => ({ status: 200, body: customer }));
    const user = userEvent.setup();
    const { router } = await renderEmailLink();

    await user.click(await screen.findByRole('button', { name: 'Create one' }));
    const signup = within(screen.getByRole('form', { name: 'Create account' }));
    await user.type(signup.getByLabelText('First name'), 'Ana');
    await user.type(signup.getByLabelText('Last name'), 'Lopez');
    await user.type(signup.getByLabelText('Email'), 'ana@example.com');
    await user.type(signup.getByLabelText('Password'), 'blue-harbor-lantern');
    await user.click(signup.getByRole('button', { name: 'Create Account' }));

    const verify = within(await screen.findByRole('form', { name: 'Verify email' }));
    await user.type(verify.getByLabelText('Verification code'), '042917');
    await user.click(verify.getByRole('button', { name: 'Verify Email' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/portal/proposals/${PROPOSAL_ID}`));
  });

  it('logs in (an account made since) and lands on the proposal', async () => {
    api.routes.set('POST /api/auth/email-login', () => ({ status: 200, body: customer }));
    const user = userEvent.setup();
    const { router } = await renderEmailLink();
    const login = within(screen.getByRole('form', { name: 'Log in' }));
    await user.type(login.getByLabelText('Email'), 'ana@example.com');
    await user.type(login.getByLabelText('Password'), 'blue-harbor-lantern');
    await user.click(login.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/portal/proposals/${PROPOSAL_ID}`));
  });
});
