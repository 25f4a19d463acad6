import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setApiBaseUrl } from '../../../api/http';
import { fakeApiForEachTest, refusedField } from '../../../test/fake-api';
import { startTestServer } from '../../../test/http-server';
import { renderAtPath } from '../../../test/render';
import { UnsubscribePage } from './UnsubscribePage';

const api = fakeApiForEachTest();

beforeEach(() => {
  api.routes.set('POST /api/unsubscribe', () => ({ status: 200, body: { message: 'ok' } }));
});

const TOKEN = 'LT00O9wgpj49jj3YbuSDqrxvIWXHJWucjzq-ui5Y4NM';
const renderPage = (path = '/unsubscribe') => renderAtPath(<UnsubscribePage />, path);
const emailField = () => screen.getByLabelText('Email');
const reasonField = () => screen.getByLabelText('Reason (optional)');
const button = () => screen.getByRole('button', { name: 'Unsubscribe' });

describe('/unsubscribe', () => {
  it("prefills the link's e-mail and sends it with the link's token and the reason, without signing in", async () => {
    await renderPage(`/unsubscribe?email=ana%40example.com&token=${TOKEN}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeInTheDocument();
    expect(emailField()).toHaveValue('ana@example.com');
    expect(emailField()).toHaveAttribute('type', 'email');
    expect(reasonField()).toHaveValue('');

    const user = userEvent.setup();
    await user.type(reasonField(), 'Too many e-mails');
    await user.click(button());

    const done = await screen.findByRole('heading', { name: "You've been unsubscribed" });
    await waitFor(() => expect(done).toHaveFocus());
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('ana@example.com has been removed from our marketing e-mails.');
    expect(status).toHaveTextContent('You may still receive transactional e-mails');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();

    const [call] = api.callsTo('POST /api/unsubscribe');
    expect(call!.body).toEqual({ email: 'ana@example.com', reason: 'Too many e-mails', token: TOKEN });
  });

  it('disables the button without an e-mail, and leaves the token out for another address', async () => {
    await renderPage(`/unsubscribe?email=ana%40example.com&token=${TOKEN}`);
    const user = userEvent.setup();
    await user.clear(emailField());
    expect(button()).toBeDisabled();
    await user.type(emailField(), '   ');
    expect(button()).toBeDisabled();

    await user.clear(emailField());
    await user.type(emailField(), 'other@example.com');
    expect(button()).toBeEnabled();
    await user.click(button());
    await screen.findByRole('heading', { name: "You've been unsubscribed" });
    expect(api.callsTo('POST /api/unsubscribe')[0]!.body).toEqual({ email: 'other@example.com' });
  });

  it('starts empty without a link and has the button disabled', async () => {
    await renderPage();
    expect(emailField()).toHaveValue('');
    expect(button()).toBeDisabled();
  });

  it('shows "Failed to unsubscribe" when the server refuses, and keeps the form', async () => {
    api.routes.set('POST /api/unsubscribe', () => ({
      status: 403,
      body: { statusCode: 403, message: 'This unsubscribe link is not valid for that e-mail address' },
    }));
    await renderPage('/unsubscribe?email=ana%40example.com&token=forged');
    const user = userEvent.setup();
    await user.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to unsubscribe. Please try again or contact support.',
    );
    expect(emailField()).toHaveValue('ana@example.com');
    expect(button()).toBeEnabled();
  });

  it('marks the e-mail field with the server message when it is refused as invalid', async () => {
    api.routes.set('POST /api/unsubscribe', refusedField('email', 'Please enter a valid email address'));
    await renderPage();
    const user = userEvent.setup();
    await user.type(emailField(), 'ana@');
    await user.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to unsubscribe.');
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(emailField()).toHaveAccessibleDescription('Please enter a valid email address');
    // The field was disabled while sending; focus goes to it once it is back.
    await waitFor(() => expect(emailField()).toHaveFocus());
  });

  it('shows "An error occurred" when no answer arrives', async () => {
    const silent = await startTestServer((request) => request.socket.destroy());
    setApiBaseUrl(silent.url);
    // jsdom reports the dropped connection on the console besides failing the request.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await renderPage('/unsubscribe?email=ana%40example.com');
      const user = userEvent.setup();
      await user.click(button());
      expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. Please try again.');
    } finally {
      consoleError.mockRestore();
      setApiBaseUrl(api.server.url);
      await silent.close();
    }
  });
});
