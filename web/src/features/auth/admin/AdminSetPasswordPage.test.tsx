/**
 * The document is loaded at an admin path, as in production (lib/admin-document.ts reloads any other).
 *
 * @jest-environment-options {"url": "http://localhost/admin1"}
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { setApiBaseUrl } from '../../../api/http';
import { sendJson, startTestServer, type TestServer } from '../../../test/http-server';
import { renderApp } from '../../../test/render-app';

const SETUP_MESSAGE = 'If this address belongs to a staff account without a password, a code is on its way.';
const RESET_MESSAGE = 'Password reset. You can now log in with your new password.';
const VALID_CODE = '482913';

let server: TestServer;
let bodies: Array<{ url: string; body: unknown }>;

function readBody(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text ? JSON.parse(text) : undefined));
  });
}

async function handle(request: IncomingMessage, response: ServerResponse) {
  const body = await readBody(request);
  bodies.push({ url: request.url ?? '', body });
  if (request.url === '/api/auth/user') return sendJson(response, 401, { statusCode: 401, message: 'Unauthorized' });
  if (request.url === '/api/auth/admin-setup') return sendJson(response, 200, { message: SETUP_MESSAGE });
  if (request.url === '/api/auth/reset-password') {
    const { code } = body as { code: string };
    return code === VALID_CODE
      ? sendJson(response, 200, { message: RESET_MESSAGE })
      : sendJson(response, 400, { statusCode: 400, message: 'Invalid or expired code' });
  }
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
  bodies = [];
});

const posted = (url: string) => bodies.filter((entry) => entry.url === url).map((entry) => entry.body);

describe('/admin1/set-password', () => {
  it('e-mails a code, then sets the password with it and leads to the login page', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    const { router } = await renderApp('/admin1/set-password');

    // Step 1: the e-mail.
    expect(await screen.findByText('Set your admin password')).toBeInTheDocument();
    await user.click(screen.getByText('Send code').closest('button')!);
    expect(await screen.findByText('Please enter your e-mail address.')).toBeInTheDocument();
    expect(posted('/api/auth/admin-setup')).toHaveLength(0);

    await user.type(screen.getByLabelText('Staff e-mail'), ' staff@inspivision.test ');
    await user.click(screen.getByText('Send code').closest('button')!);
    expect(await screen.findByText('Check the inbox of staff@inspivision.test')).toBeInTheDocument();
    expect(screen.getByText(SETUP_MESSAGE)).toBeInTheDocument();
    expect(posted('/api/auth/admin-setup')).toEqual([{ email: 'staff@inspivision.test' }]);

    // Step 2: the code and the new password, checked before anything is sent.
    const code = screen.getByLabelText('6-digit code');
    await user.type(code, '12a3');
    expect(code).toHaveValue('123');
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm password'), 'different');
    await user.click(screen.getByText('Set password').closest('button')!);
    expect(await screen.findByText('The code has 6 digits.')).toBeInTheDocument();
    expect(screen.getByText('Use at least 8 characters.')).toBeInTheDocument();
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(posted('/api/auth/reset-password')).toHaveLength(0);

    // A wrong code: the server's message.
    await user.clear(code);
    await user.type(code, '111111');
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'a-good-password');
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'a-good-password');
    await user.click(screen.getByText('Set password').closest('button')!);
    expect(await screen.findByText('Invalid or expired code')).toBeInTheDocument();

    // The right code.
    await user.clear(code);
    await user.type(code, VALID_CODE);
    await user.click(screen.getByText('Set password').closest('button')!);
    expect(await screen.findByText('Password set')).toBeInTheDocument();
    // The endpoint's customer wording is not shown to staff: the staff outcome and their login are.
    expect(screen.queryByText(RESET_MESSAGE)).toBeNull();
    expect(screen.getByText(/The staff account staff@inspivision.test now has a password/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '/admin1/login' })).toHaveAttribute('href', '/admin1/login');
    expect(posted('/api/auth/reset-password')).toEqual([
      { email: 'staff@inspivision.test', code: '111111', newPassword: 'a-good-password' },
      { email: 'staff@inspivision.test', code: VALID_CODE, newPassword: 'a-good-password' },
    ]);
    // Focus moves to the outcome.
    await waitFor(() => expect(screen.getByText('Password set')).toHaveFocus());

    const toLogin = screen.getByText('Go to admin login').closest('a')!;
    expect(toLogin).toHaveAttribute('href', '/admin1/login');
    await user.click(toLogin);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin1/login'));
    expect(await screen.findByText('Admin Login')).toBeInTheDocument();
  });

  it('can send a new code, or start again with another address', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    await renderApp('/admin1/set-password');

    await user.type(await screen.findByLabelText('Staff e-mail'), 'staff@inspivision.test');
    await user.click(screen.getByText('Send code').closest('button')!);
    await user.click((await screen.findByText('Send a new code')).closest('button')!);
    await waitFor(() => expect(posted('/api/auth/admin-setup')).toHaveLength(2));

    await user.click(screen.getByText('Use a different e-mail').closest('button')!);
    const email = await screen.findByLabelText('Staff e-mail');
    expect(email).toHaveValue('staff@inspivision.test');
    await user.clear(email);
    await user.type(email, 'other@inspivision.test');
    await user.click(screen.getByText('Send code').closest('button')!);
    expect(await screen.findByText('Check the inbox of other@inspivision.test')).toBeInTheDocument();
  });
});
