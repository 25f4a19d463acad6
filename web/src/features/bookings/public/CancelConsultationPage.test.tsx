import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApiForEachTest } from '../../../test/fake-api';
import { renderAtPath } from '../../../test/render';
import { CancelConsultationPage } from './CancelConsultationPage';

const api = fakeApiForEachTest();
const ID = '7b0c3f5e-2a51-4c8a-9f3e-0d6f1b2a3c4d';
const ROUTE = `POST /api/consultations/${ID}/cancel`;
const renderPage = (path = `/cancel-consultation?id=${ID}&token=abc.def`) =>
  renderAtPath(<CancelConsultationPage />, path);
const button = () => screen.getByRole('button', { name: 'Cancel My Consultation' });

describe('/cancel-consultation', () => {
  it('cancels only when asked, sending the link’s token in the body (never in the URL), then says so', async () => {
    let token: unknown = null;
    let query: string | null = null;
    api.routes.set(ROUTE, (body, request) => {
      token = (body as { token?: unknown }).token;
      query = new URL(request.url!, 'http://test').search;
      return { status: 200, body: { id: ID, status: 'cancelled', message: 'Your consultation is cancelled.' } };
    });
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Cancel your consultation' })).toBeInTheDocument();
    expect(api.callsTo(ROUTE)).toHaveLength(0);

    await userEvent.setup().click(button());
    const done = await screen.findByRole('heading', { name: 'Your consultation is cancelled' });
    await waitFor(() => expect(done).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('Your consultation is cancelled.');
    expect(screen.getByRole('link', { name: 'Book another time' })).toHaveAttribute('href', '/consultation');
    expect(token).toBe('abc.def');
    expect(query).toBe('');
  });

  it('shows the server’s reason when the link is expired or already used', async () => {
    api.routes.set(ROUTE, () => ({ status: 410, body: { statusCode: 410, message: 'This link has expired.' } }));
    await renderPage();
    await userEvent.setup().click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired.');
    expect(button()).toBeEnabled();
  });

  it('says a link without its id or token is invalid, and offers nothing to click', async () => {
    await renderPage('/cancel-consultation?id=' + ID);
    expect(screen.getByRole('alert')).toHaveTextContent('This link is invalid.');
    expect(button()).toBeDisabled();
  });
});
