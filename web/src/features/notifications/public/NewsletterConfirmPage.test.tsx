import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApiForEachTest } from '../../../test/fake-api';
import { renderAtPath } from '../../../test/render';
import { NewsletterConfirmPage } from './NewsletterConfirmPage';

const api = fakeApiForEachTest();
const ROUTE = 'POST /api/newsletter/confirm';
const TOKEN = 'eyJzdWIiOiJhbmFAZXhhbXBsZS5jb20iLCJleHAiOjQxMDI0NDQ4MDB9.sig-nature_1';
const renderPage = (path = `/newsletter/confirm?token=${TOKEN}`) => renderAtPath(<NewsletterConfirmPage />, path);
const button = () => screen.getByRole('button', { name: 'Confirm My Subscription' });

describe('/newsletter/confirm', () => {
  it("confirms only when asked, posting the link's token in the body (not in the URL), then says so", async () => {
    let url: string | undefined;
    api.routes.set(ROUTE, (_body, request) => {
      url = request.url;
      return { status: 200, body: { message: "You're subscribed. You'll now receive our latest business insights." } };
    });
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeInTheDocument();
    expect(api.callsTo(ROUTE)).toHaveLength(0);

    await userEvent.setup().click(button());
    const done = await screen.findByRole('heading', { name: "You're subscribed" });
    await waitFor(() => expect(done).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent("You'll now receive our latest business insights.");
    expect(screen.getByRole('link', { name: 'Read the blog' })).toHaveAttribute('href', '/blog');

    const [call] = api.callsTo(ROUTE);
    expect(call!.body).toEqual({ token: TOKEN });
    expect(url).toBe('/api/newsletter/confirm');
  });

  it("shows the server's reason when the link is expired or no longer valid, and lets the visitor retry", async () => {
    api.routes.set(ROUTE, () => ({
      status: 410,
      body: {
        statusCode: 410,
        message: 'This confirmation link has expired. Subscribe again to get a new one.',
        code: 'NEWSLETTER_LINK_EXPIRED',
      },
    }));
    await renderPage();
    await userEvent.setup().click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This confirmation link has expired. Subscribe again to get a new one.',
    );
    expect(button()).toBeEnabled();
  });

  it('says a link without its token is invalid, and offers nothing to click', async () => {
    await renderPage('/newsletter/confirm');
    expect(screen.getByRole('alert')).toHaveTextContent('This confirmation link is invalid.');
    expect(button()).toBeDisabled();
    expect(api.callsTo(ROUTE)).toHaveLength(0);
  });
});
