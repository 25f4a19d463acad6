import { stubPayloadOf } from '../../../test/altcha-widget-stub';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getGetCurrentUserQueryKey } from '../../../api/generated/auth/auth';
import { dismissToast, Toaster } from '../../../components/toast';
import { unauthorized, fakeApiForEachTest, TEST_BOT_CHALLENGE } from '../../../test/fake-api';
import { renderAtPath } from '../../../test/render';
import { makeUser } from '../../../test/users';
import { AuthPage } from './AuthPage';

const api = fakeApiForEachTest();
const user = makeUser();

beforeEach(() => {
  api.routes.set('GET /api/auth/user', unauthorized);
  api.routes.set('GET /api/auth/providers', () => ({ status: 200, body: { google: false } }));
});

afterEach(() => {
  act(() => dismissToast());
});

function renderAuth(path = '/auth') {
  return renderAtPath(
    <>
      <AuthPage />
      <Toaster />
    </>,
    path,
  );
}

/** The one toast on screen has this title (and description). */
async function expectToast(title: string, description?: string) {
  await waitFor(() => {
    const toast = screen.getByTestId('toast');
    expect(toast).toHaveTextContent(title);
    if (description) expect(toast).toHaveTextContent(description);
  });
}

function form(name: string) {
  return within(screen.getByRole('form', { name }));
}

async function fillLogin(email: string, password: string) {
  const user = userEvent.setup();
  const login = form('Log in');
  if (email) await user.type(login.getByLabelText('Email'), email);
  if (password) await user.type(login.getByLabelText('Password'), password);
  await user.click(login.getByRole('button', { name: 'Log In' }));
}

describe('/auth views', () => {
  it("each have a document title of their own: the site head's for the login, the heading for the others", async () => {
    document.title = 'Log In | Inspivision';
    await renderAuth();
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Create one' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toHaveFocus();
    expect(document.title).toBe('Create your account | Inspivision');
    await events.click(screen.getByRole('button', { name: 'Log in' }));
    expect(document.title).toBe('Log In | Inspivision');
    await events.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(document.title).toBe('Forgot your password? | Inspivision');
  });
});

describe('/auth login view', () => {
  it('asks for both fields with "Missing credentials" and sends nothing', async () => {
    await renderAuth();
    await fillLogin('ana@example.com', '');
    await expectToast('Missing credentials', 'Please enter email and password');
    expect(screen.getByRole('alert')).toHaveTextContent('Missing credentials');
    expect(form('Log in').getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    // Focus goes where the fixing starts, not left on the button.
    expect(form('Log in').getByLabelText('Password')).toHaveFocus();
    expect(api.callsTo('POST /api/auth/email-login')).toHaveLength(0);
  });

  it('signs in, says "Login Successful", caches the user and goes to /portal after 1 s', async () => {
    api.routes.set('POST /api/auth/email-login', () => ({ status: 200, body: user }));
    const { router, queryClient } = await renderAuth();
    await fillLogin('  ana@example.com ', 'blue-harbor-lantern');

    await expectToast('Login Successful');
    expect(api.callsTo('POST /api/auth/email-login')[0]!.body).toEqual({
      email: 'ana@example.com',
      password: 'blue-harbor-lantern',
    });
    await waitFor(() => expect(queryClient.getQueryData(getGetCurrentUserQueryKey())).toEqual(user));
    expect(router.state.location.pathname).toBe('/auth');
    expect(screen.getByRole('button', { name: 'Redirecting...' })).toBeDisabled();
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal'));
  });

  it('goes to a same-origin ?redirect= after login', async () => {
    api.routes.set('POST /api/auth/email-login', () => ({ status: 200, body: user }));
    const { router } = await renderAuth('/auth?redirect=%2Fportal%2Fprofile%3Ftab%3D2');
    await fillLogin('ana@example.com', 'blue-harbor-lantern');
    await waitFor(() => expect(router.state.location.href).toBe('/portal/profile?tab=2'));
  });

  it('goes straight to the second step after a login that still needs it, keeping ?redirect=', async () => {
    const pending = makeUser({ secondFactor: { pending: 'verify', verifyWith: ['totp'], passed: false } });
    api.routes.set('POST /api/auth/email-login', () => ({ status: 200, body: pending }));
    const { router, queryClient } = await renderAuth('/auth?redirect=%2Fportal%2Fprofile');
    await fillLogin('ana@example.com', 'blue-harbor-lantern');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/second-factor'));
    expect(router.state.location.searchStr).toBe('?redirect=%2Fportal%2Fprofile');
    expect(queryClient.getQueryData(getGetCurrentUserQueryKey())).toEqual(pending);
  });

  it('ignores a ?redirect= to another site and goes to /portal', async () => {
    api.routes.set('POST /api/auth/email-login', () => ({ status: 200, body: user }));
    const { router } = await renderAuth('/auth?redirect=%2F%2Fevil.example.com%2Fphish');
    await fillLogin('ana@example.com', 'blue-harbor-lantern');
    await waitFor(() => expect(router.state.location.href).toBe('/portal'));
  });

  it('shows "Login failed" with the server\'s message on a wrong password', async () => {
    api.routes.set('POST /api/auth/email-login', () => ({
      status: 401,
      body: { statusCode: 401, message: 'Invalid email or password' },
    }));
    const { router } = await renderAuth();
    await fillLogin('ana@example.com', 'nope-nope-nope');
    await expectToast('Login failed', 'Invalid email or password');
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('falls back to "Invalid email or password" when the failure has no message', async () => {
    api.routes.set('POST /api/auth/email-login', () => ({ status: 500, body: '' }));
    await renderAuth();
    await fillLogin('ana@example.com', 'whatever-it-is');
    await expectToast('Login failed', 'Invalid email or password');
  });

  it("shows the server's message when rate limited (429)", async () => {
    api.routes.set('POST /api/auth/email-login', () => ({
      status: 429,
      body: { statusCode: 429, message: 'Too many attempts. Please try again in 15 minutes.' },
    }));
    await renderAuth();
    await fillLogin('ana@example.com', 'guess-number-eleven');
    await expectToast('Login failed', 'Too many attempts. Please try again in 15 minutes.');
  });

  const REFUSED = { status: 401, body: { statusCode: 401, message: 'Invalid email or password' } };
  const enterCode = async () =>
    userEvent.setup().click(await screen.findByRole('button', { name: 'Enter the code we e-mailed you' }));

  it('offers the code step after a refused sign-in (an unverified address is refused like a wrong password)', async () => {
    api.routes.set('POST /api/auth/email-login', () => REFUSED);
    api.routes.set('POST /api/auth/resend-verification', () => ({ status: 200, body: { message: 'On its way.' } }));
    await renderAuth();
    expect(screen.queryByRole('button', { name: 'Enter the code we e-mailed you' })).toBeNull();
    await fillLogin('new@example.com', 'blue-harbor-lantern');
    await expectToast('Login failed', 'Invalid email or password');
    await enterCode();

    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your email' })).toHaveFocus();
    expect(form('Verify email').getByLabelText('Email')).toHaveValue('new@example.com');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend code' }));
    await expectToast('Code Resent!');
    expect(api.callsTo('POST /api/auth/resend-verification')[0]!.body).toEqual({ email: 'new@example.com' });
  });

  it('asks for the password on the verify view when the page has none from a sign-up, and sends it with the code', async () => {
    api.routes.set('POST /api/auth/email-login', () => REFUSED);
    api.routes.set('POST /api/auth/verify-email', () => ({ status: 200, body: user }));
    await renderAuth();
    await fillLogin('new@example.com', 'blue-harbor-lantern');
    await enterCode();
    await screen.findByRole('heading', { level: 1, name: 'Verify your email' });

    const events = userEvent.setup();
    const verify = form('Verify email');
    await events.type(verify.getByLabelText('Verification code'), '042917');
    await events.click(verify.getByRole('button', { name: 'Verify Email' }));
    await expectToast('Missing password', 'Please enter the password for your account');
    const password = verify.getByLabelText('Password');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/auth/verify-email')).toHaveLength(0);

    await events.type(password, 'green-meadow-compass');
    await events.click(verify.getByRole('button', { name: 'Verify Email' }));
    await expectToast('Email Verified!');
    expect(api.callsTo('POST /api/auth/verify-email')[0]!.body).toEqual({
      email: 'new@example.com',
      code: '042917',
      password: 'green-meadow-compass',
    });
  });

  it('offers "Continue with Google" (a plain link) only when the server has it', async () => {
    await renderAuth();
    await waitFor(() => expect(api.callsTo('GET /api/auth/providers')).toHaveLength(1));
    expect(screen.queryByRole('link', { name: 'Continue with Google' })).not.toBeInTheDocument();
  });

  it('says what stopped a Google sign-in and what to do next, keeping the redirect (issue 43, point 1)', async () => {
    const { router } = await renderAuth('/auth?error=google_cancelled&redirect=%2Fportal%2Finvoices');
    const alert = await screen.findByRole('alert', { name: 'Google sign-in cancelled' });
    expect(alert).toHaveTextContent('You cancelled at Google, so nothing was shared with us.');
    expect(alert).toHaveTextContent('or use your email and password');
    // The address keeps saying it (a reload too), and where to go after signing in.
    expect(router.state.location.href).toBe('/auth?error=google_cancelled&redirect=%2Fportal%2Finvoices');
  });

  it.each([
    ['google_email_unverified', 'Your Google address is not verified', 'Verify the address in your Google account'],
    ['google_expired', 'That sign-in link has expired', 'Please choose "Continue with Google" again'],
    ['google_failed', 'Google sign-in failed', "We couldn't sign you in with Google. Please try again"],
  ])('words /auth?error=%s for the visitor', async (reason, title, next) => {
    await renderAuth(`/auth?error=${reason}`);
    expect(await screen.findByRole('alert', { name: title })).toHaveTextContent(next);
  });

  it('says a suspended account is suspended and how to reach the agency (issue 43, point 4)', async () => {
    await renderAuth('/auth?error=account_suspended');
    const alert = await screen.findByRole('alert', { name: 'Your account is suspended' });
    expect(within(alert).getByRole('link', { name: 'hello@inspivision.com' })).toHaveAttribute(
      'href',
      'mailto:hello@inspivision.com',
    );
    expect(alert).toHaveTextContent('Monday - Friday, 9AM - 6PM EST');
    expect(within(alert).getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact');
  });

  it('explains a login refused because the account is suspended, with the contact details', async () => {
    api.routes.set('POST /api/auth/email-login', () => ({
      status: 403,
      body: {
        statusCode: 403,
        message: 'This account is suspended. Please contact support.',
        code: 'ACCOUNT_SUSPENDED',
      },
    }));
    await renderAuth();
    await fillLogin('sam@example.com', 'blue-harbor-lantern');
    const alert = await screen.findByRole('alert', { name: 'Your account is suspended' });
    expect(within(alert).getByRole('link', { name: 'hello@inspivision.com' })).toBeInTheDocument();
  });

  it('shows the Google link when GET /api/auth/providers says google: true', async () => {
    api.routes.set('GET /api/auth/providers', () => ({ status: 200, body: { google: true } }));
    await renderAuth();
    expect(await screen.findByRole('link', { name: 'Continue with Google' })).toHaveAttribute('href', '/auth/google');
  });

  it('offers the same "Continue with Google" on the sign-up view (issue 43, point 2)', async () => {
    api.routes.set('GET /api/auth/providers', () => ({ status: 200, body: { google: true } }));
    await renderAuth('/auth?redirect=%2Fportal%2Fbilling');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Create one' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/auth/google?redirect=%2Fportal%2Fbilling',
    );
  });

  it('sends Google sign-in back to the ?redirect= page', async () => {
    api.routes.set('GET /api/auth/providers', () => ({ status: 200, body: { google: true } }));
    await renderAuth('/auth?redirect=%2Ftestimonial-form%3Ftoken%3Dabc');
    expect(await screen.findByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/auth/google?redirect=%2Ftestimonial-form%3Ftoken%3Dabc',
    );
  });
});

describe('/auth for a visitor already signed in', () => {
  it('says so and offers to continue to the ?redirect= page', async () => {
    api.routes.set('GET /api/auth/user', () => ({ status: 200, body: user }));
    const { router } = await renderAuth('/auth?redirect=%2Fportal%2Fbilling%3Fx%3D1');
    const notice = await screen.findByText(/You're signed in as/);
    expect(notice).toHaveTextContent("You're signed in as ana@example.com.");
    await userEvent.setup().click(within(notice).getByRole('link', { name: 'Continue' }));
    expect(router.state.location.href).toBe('/portal/billing?x=1');
  });
});

describe('/auth signup and verify views', () => {
  it('asks for all fields with "Missing fields"', async () => {
    const user = userEvent.setup();
    await renderAuth();
    await user.click(screen.getByRole('button', { name: 'Create one' }));
    await user.type(form('Create account').getByLabelText('First name'), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await expectToast('Missing fields', 'Please fill in all fields');
    expect(form('Create account').getByLabelText('Last name')).toHaveFocus();
    expect(api.callsTo('POST /api/auth/signup')).toHaveLength(0);
  });

  it('shows the server\'s field errors beside the fields and "Signup failed"', async () => {
    api.routes.set('POST /api/auth/signup', () => ({
      status: 400,
      body: {
        statusCode: 400,
        message: 'Invalid request: password',
        errors: [
          { field: 'password', message: 'This password is too common. Please choose one that is harder to guess' },
        ],
      },
    }));
    const user = userEvent.setup();
    await renderAuth();
    await user.click(screen.getByRole('button', { name: 'Create one' }));
    const signup = form('Create account');
    await user.type(signup.getByLabelText('First name'), 'Ana');
    await user.type(signup.getByLabelText('Last name'), 'Lopez');
    await user.type(signup.getByLabelText('Email'), 'ana@example.com');
    await user.type(signup.getByLabelText('Password'), 'password123');
    await user.click(signup.getByRole('button', { name: 'Create Account' }));

    await expectToast('Signup failed', 'This password is too common');
    const password = signup.getByLabelText('Password');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(expect.stringContaining('This password is too common'));
    // The button disabled itself while sending: focus comes back to the field to fix, not to <body>.
    expect(password).toHaveFocus();
  });

  it('goes from signup to verify with the e-mail, then verifies and goes to /portal after 1 s', async () => {
    api.routes.set('POST /api/auth/signup', () => ({ status: 201, body: { message: 'Account created.' } }));
    api.routes.set('POST /api/auth/verify-email', (body) =>
      (body as { code: string }).code === '042917'
        ? { status: 200, body: user }
        : { status: 400, body: { statusCode: 400, message: 'Invalid or expired code' } },
    );
    const events = userEvent.setup();
    const { router, queryClient } = await renderAuth();
    await events.click(screen.getByRole('button', { name: 'Create one' }));
    const signup = form('Create account');
    await events.type(signup.getByLabelText('First name'), 'Ana');
    await events.type(signup.getByLabelText('Last name'), 'Lopez');
    await events.type(signup.getByLabelText('Email'), 'ana@example.com');
    await events.type(signup.getByLabelText('Password'), 'blue-harbor-lantern');
    await events.click(signup.getByRole('button', { name: 'Create Account' }));

    await expectToast('Account Created!', 'check your email');
    expect(api.callsTo('POST /api/auth/signup')[0]!.body).toEqual({
      altcha: stubPayloadOf(TEST_BOT_CHALLENGE),
      firstName: 'Ana',
      lastName: 'Lopez',
      email: 'ana@example.com',
      password: 'blue-harbor-lantern',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your email' })).toBeInTheDocument();
    const verify = form('Verify email');
    expect(verify.getByLabelText('Email')).toHaveValue('ana@example.com');

    const code = verify.getByLabelText('Verification code');
    expect(code).toHaveAttribute('maxLength', '6');
    expect(code).toHaveAttribute('inputMode', 'numeric');
    expect(code).toHaveAttribute('autoComplete', 'one-time-code');

    await events.click(verify.getByRole('button', { name: 'Verify Email' }));
    await expectToast('Missing code', 'Please enter the 6-digit verification code');
    expect(api.callsTo('POST /api/auth/verify-email')).toHaveLength(0);

    await events.type(code, '111111');
    await events.click(verify.getByRole('button', { name: 'Verify Email' }));
    await expectToast('Verification failed', 'Invalid or expired code');

    await events.clear(code);
    await events.type(code, '042 9175');
    expect(code).toHaveValue('042917');
    await events.click(verify.getByRole('button', { name: 'Verify Email' }));
    await expectToast('Email Verified!');
    // The sign-up's password goes with the code (verification sets it); the view did not ask again.
    expect(verify.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/verify-email').at(-1)!.body).toEqual({
      email: 'ana@example.com',
      code: '042917',
      password: 'blue-harbor-lantern',
    });
    await waitFor(() => expect(queryClient.getQueryData(getGetCurrentUserQueryKey())).toEqual(user));
    expect(router.state.location.pathname).toBe('/auth');
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal'));
  });
});

describe('/auth password reset', () => {
  it('asks for the e-mail with "Missing email", then sends the code and opens the reset view', async () => {
    api.routes.set('POST /api/auth/request-password-reset', () => ({ status: 200, body: { message: 'On its way.' } }));
    const events = userEvent.setup();
    await renderAuth();
    await events.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toHaveFocus();

    await events.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    await expectToast('Missing email', 'Please enter your email address');

    await events.type(form('Forgot password').getByLabelText('Email'), 'ana@example.com');
    await events.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    await expectToast('Reset Code Sent!');
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
    expect(form('Reset password').getByLabelText('Email')).toHaveValue('ana@example.com');
  });

  it('says "Request failed" with the fallback text when sending the code fails', async () => {
    api.routes.set('POST /api/auth/request-password-reset', () => ({ status: 503 }));
    const events = userEvent.setup();
    await renderAuth();
    await events.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await events.type(form('Forgot password').getByLabelText('Email'), 'ana@example.com');
    await events.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    await expectToast('Request failed', 'Could not send reset code');
  });

  it('resets the password, says "Password Reset!" and returns to an empty login', async () => {
    api.routes.set('POST /api/auth/request-password-reset', () => ({ status: 200, body: { message: 'On its way.' } }));
    api.routes.set('POST /api/auth/reset-password', (body) =>
      (body as { code: string }).code === '123456'
        ? { status: 200, body: { message: 'Password reset.' } }
        : { status: 400, body: { statusCode: 400, message: 'Invalid or expired code' } },
    );
    const events = userEvent.setup();
    await renderAuth();
    await events.type(form('Log in').getByLabelText('Password'), 'forgotten-one');
    await events.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await events.type(form('Forgot password').getByLabelText('Email'), 'ana@example.com');
    await events.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });

    const reset = form('Reset password');
    await events.type(reset.getByLabelText('Reset code'), '123456');
    await events.click(reset.getByRole('button', { name: 'Reset Password' }));
    await expectToast('Missing fields', 'Please enter the code and new password');
    expect(reset.getByLabelText('Reset code')).toHaveAttribute('maxLength', '6');

    await events.clear(reset.getByLabelText('Reset code'));
    await events.type(reset.getByLabelText('Reset code'), '999999');
    await events.type(reset.getByLabelText('New password'), 'green-valley-morning');
    await events.click(reset.getByRole('button', { name: 'Reset Password' }));
    await expectToast('Reset failed', 'Invalid or expired code');

    await events.clear(reset.getByLabelText('Reset code'));
    await events.type(reset.getByLabelText('Reset code'), '123456');
    await events.click(reset.getByRole('button', { name: 'Reset Password' }));
    await expectToast('Password Reset!', 'You can now log in with your new password.');
    expect(api.callsTo('POST /api/auth/reset-password').at(-1)!.body).toEqual({
      email: 'ana@example.com',
      code: '123456',
      newPassword: 'green-valley-morning',
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(form('Log in').getByLabelText('Password')).toHaveValue('');
  });
});
