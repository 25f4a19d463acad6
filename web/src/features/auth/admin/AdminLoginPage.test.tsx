/**
 * The document is loaded at an admin path, as in production (lib/admin-document.ts reloads any other).
 *
 * @jest-environment-options {"url": "http://localhost/admin1"}
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CurrentUserDto } from '../../../api/generated/model';
import { setApiBaseUrl } from '../../../api/http';
import { sendJson, startTestServer, type TestServer } from '../../../test/http-server';
import { renderApp } from '../../../test/render-app';

const PASSWORD = 'right-password';

function currentUser(email: string, role: CurrentUserDto['role']): CurrentUserDto {
  return {
    id: `id-${email}`,
    email,
    firstName: 'Bea',
    lastName: 'Boss',
    role,
    emailVerified: true,
    hasPassword: true,
    firstSignIn: false,
    secondFactor: { pending: null, verifyWith: [], passed: true },
    country: null,
    phone: null,
    phoneTextable: false,
    phoneVerifiedAt: null,
    smsOptIn: false,
    timezone: null,
    wantsReminders: false,
  };
}

const ACCOUNTS: Record<string, CurrentUserDto> = {
  'boss@inspivision.test': currentUser('boss@inspivision.test', 'admin'),
  'client@example.com': currentUser('client@example.com', 'customer'),
};

let server: TestServer;
/** Who the session belongs to (set by a successful login, as the cookie would). */
let signedIn: CurrentUserDto | null;

function readBody(request: IncomingMessage): Promise<Record<string, string>> {
  return new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text ? JSON.parse(text) : {}));
  });
}

async function handle(request: IncomingMessage, response: ServerResponse) {
  const url = request.url ?? '';
  if (url === '/api/auth/user') {
    return signedIn ? sendJson(response, 200, signedIn) : sendJson(response, 401, { statusCode: 401, message: 'x' });
  }
  if (url === '/api/auth/email-login') {
    const { email, password } = await readBody(request);
    if (email === 'busy@example.com') {
      return sendJson(response, 429, {
        statusCode: 429,
        message: 'Too many attempts. Please try again in 15 minutes.',
      });
    }
    if (email === 'gone@example.com') {
      return sendJson(response, 403, {
        statusCode: 403,
        message: 'This account is suspended. Please contact support.',
        code: 'ACCOUNT_SUSPENDED',
      });
    }
    const account = ACCOUNTS[email!];
    if (!account || password !== PASSWORD) {
      return sendJson(response, 401, { statusCode: 401, message: 'Invalid email or password' });
    }
    signedIn = account;
    return sendJson(response, 200, account);
  }
  if (url === '/api/admin/users/stats') return sendJson(response, 200, { users: 1234, newThisWeek: 17 });
  if (url.startsWith('/api/admin/users?'))
    return sendJson(response, 200, { items: [], total: 0, page: 1, pageSize: 10 });
  sendJson(response, 404, { statusCode: 404, message: 'Not Found' });
}

beforeAll(async () => {
  server = await startTestServer((request, response) => void handle(request, response));
  setApiBaseUrl(server.url);
});

afterAll(async () => {
  setApiBaseUrl('');
  await server.close();
});

beforeEach(() => {
  signedIn = null;
  server.requests.length = 0;
});

async function logIn(email: string, password = PASSWORD) {
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByText('Sign in').closest('button')!);
}

const authChecks = () => server.requests.filter((request) => request.url === '/api/auth/user').length;

describe('/admin1/login', () => {
  it('signs an admin in and opens the page of the redirect, without a second auth check', async () => {
    const { router } = await renderApp('/admin1/login?redirect=%2Fadmin1%2Fusers%3Frole%3Dadmin');
    expect(screen.getByText('First time here? Set your password').closest('a')).toHaveAttribute(
      'href',
      '/admin1/set-password',
    );

    await logIn('boss@inspivision.test');

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin1/users'));
    expect(router.state.location.search).toEqual({ role: 'admin' });
    expect(await screen.findByText('No accounts match these filters.')).toBeInTheDocument();
    // The guard read the user the login answered with: no spinner, no GET /api/auth/user.
    expect(authChecks()).toBe(0);
  });

  it.each([['https://evil.example/admin1'], ['//evil.example'], ['/portal'], ['/admin1/login']])(
    'ignores the redirect %s and opens the dashboard with its counts',
    async (redirect) => {
      const { router } = await renderApp(`/admin1/login?redirect=${encodeURIComponent(redirect)}`);
      await logIn('boss@inspivision.test');

      await waitFor(() => expect(router.state.location.pathname).toBe('/admin1'));
      expect(await screen.findByText('1,234')).toBeInTheDocument();
      expect(screen.getByText('17')).toBeInTheDocument();
      expect(screen.getByText('New sign-ups this week')).toBeInTheDocument();
      // The header names the signed-in admin, with a way out.
      expect(screen.getByLabelText('Logout')).toBeInTheDocument();
    },
  );

  it.each([
    ['boss@inspivision.test', 'wrong-password', 'Invalid email or password'],
    ['busy@example.com', PASSWORD, 'Too many attempts. Please try again in 15 minutes.'],
    ['gone@example.com', PASSWORD, 'This account is suspended. Please contact support.'],
  ])('shows the server message when %s cannot sign in', async (email, password, message) => {
    const { router } = await renderApp('/admin1/login');
    await logIn(email, password);

    const alert = (await screen.findByText('Login failed')).closest('[role="alert"]');
    expect(alert).toHaveClass('ant-alert');
    expect(alert).toHaveTextContent(message);
    expect(router.state.location.pathname).toBe('/admin1/login');
  });

  it('checks the fields before asking the server', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    await renderApp('/admin1/login');
    await user.type(await screen.findByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByText('Sign in').closest('button')!);

    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(await screen.findByText('Please enter your password.')).toBeInTheDocument();
    expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('sends a customer who signs in to the access-denied screen', async () => {
    const { router } = await renderApp('/admin1/login');
    await logIn('client@example.com');

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin1'));
    expect(await screen.findByText('Admin Access Required')).toBeInTheDocument();
    expect(server.requests.some((request) => request.url === '/api/admin/users/stats')).toBe(false);
  });
});
