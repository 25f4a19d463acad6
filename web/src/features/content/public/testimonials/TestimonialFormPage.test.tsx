import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApiForEachTest, refusedField, unauthorized } from '../../../../test/fake-api';
import { renderAtPath } from '../../../../test/render';
import { renderApp } from '../../../../test/render-app';
import { makeUser } from '../../../../test/users';
import { TestimonialFormPage } from './TestimonialFormPage';

const api = fakeApiForEachTest();
const TOKEN = 'eyJqdGkiOiJ4In0.c2lnbmF0dXJl';
const PROJECT = { context: { projectTitle: 'Lopez Bakery LLC formation', invoiceDescription: null } };

beforeEach(() => {
  api.routes.set('GET /api/auth/user', () => ({ status: 200, body: makeUser() }));
  api.routes.set('POST /api/testimonials/validate-token', () => ({ status: 200, body: PROJECT }));
  api.routes.set('POST /api/testimonials/secure', () => ({
    status: 201,
    body: { id: 3, status: 'pending', message: 'ok' },
    delay: 100,
  }));
});

const renderForm = (path = `/testimonial-form?token=${TOKEN}`) => renderAtPath(<TestimonialFormPage />, path);
const field = (label: string) => screen.getByLabelText(label);

describe('/testimonial-form', () => {
  it('without a token says to use the link from the e-mail, and asks nothing', async () => {
    await renderForm('/testimonial-form');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Missing or invalid token. Please use the link from your email.',
    );
    expect(api.callsTo('POST /api/testimonials/validate-token')).toHaveLength(0);
  });

  it.each([
    [
      410,
      'FEEDBACK_LINK_EXPIRED',
      'This feedback link has expired',
      'Feedback links work for a limited time after we send them.',
    ],
    [409, 'FEEDBACK_LINK_USED', 'This feedback link has already been used', 'Each feedback link works once'],
    [400, 'FEEDBACK_LINK_INVALID', 'This feedback link is not valid', 'It may be incomplete or changed'],
  ])(
    'says which it is when the check refuses the link (%i %s), with the public form and contact as ways on',
    async (status, code, title, text) => {
      api.routes.set('POST /api/testimonials/validate-token', () => ({
        status,
        body: { statusCode: status, message: 'Refused.', code },
      }));
      await renderForm();
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(text);
      expect(screen.getByRole('link', { name: 'Share feedback on our public form' })).toHaveAttribute(
        'href',
        '/submit-testimonial',
      );
      expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact#contact-form');
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
    },
  );

  it('offers to check again when the check itself failed, and shows the form once it answers', async () => {
    let failing = true;
    api.routes.set('POST /api/testimonials/validate-token', () =>
      failing ? { status: 503, body: { statusCode: 503, message: 'Unavailable' } } : { status: 200, body: PROJECT },
    );
    await renderForm();
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'We could not check your feedback link.',
    );
    failing = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Lopez Bakery LLC formation')).toBeInTheDocument();
  }, 15_000);

  it('shows what the link is about, the name read-only, the consent and the review note; sends the feedback', async () => {
    const { router } = await renderForm();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your feedback link...');
    expect(await screen.findByText('Lopez Bakery LLC formation')).toBeInTheDocument();
    expect(field('Name')).toHaveValue('Ana Lopez');
    expect(field('Name')).toHaveAttribute('readonly');
    expect(field('Rating')).toHaveValue('5');
    expect(screen.getByText('Your feedback is reviewed by our team before it is published.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/testimonials/validate-token')).toEqual([
      expect.objectContaining({ body: { token: TOKEN } }),
    ]);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(field('Your Feedback')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/testimonials/secure')).toHaveLength(0);
    expect(field('Your Feedback')).toHaveFocus();

    await user.type(field('Company (optional)'), 'Lopez Bakery');
    await user.selectOptions(field('Rating'), '3');
    await user.type(field('Your Feedback'), 'Clear steps, quick answers.');
    await user.click(field('You may display my feedback publicly on your website'));
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();

    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/testimonials/secure')[0]!.body).toEqual({
      token: TOKEN,
      content: 'Clear steps, quick answers.',
      rating: 3,
      consentPublic: true,
      company: 'Lopez Bakery',
    });
    await user.click(screen.getByRole('link', { name: 'Go to Dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('names the invoice for an invoice link and signs with the e-mail when the account has no name', async () => {
    api.routes.set('GET /api/auth/user', () => ({ status: 200, body: makeUser({ firstName: null, lastName: null }) }));
    api.routes.set('POST /api/testimonials/validate-token', () => ({
      status: 200,
      body: { context: { projectTitle: null, invoiceDescription: 'Website design - deposit' } },
    }));
    await renderForm();
    expect(await screen.findByText('Website design - deposit')).toBeInTheDocument();
    expect(screen.getByText('Invoice')).toBeInTheDocument();
    expect(field('Name')).toHaveValue('ana@example.com');
  });

  it('shows the server’s reason in the red box when sending fails', async () => {
    api.routes.set('POST /api/testimonials/secure', () => ({
      status: 409,
      body: { statusCode: 409, message: 'This feedback link has already been used.', code: 'FEEDBACK_LINK_USED' },
    }));
    await renderForm();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Your Feedback'), 'Great.');
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This feedback link has already been used.');
    expect(field('Your Feedback')).toHaveValue('Great.');
  });

  it('sends a signed-out visitor through /login and back to the form with the token intact', async () => {
    let signedIn = false;
    api.routes.set('GET /api/auth/user', (body, request) =>
      signedIn ? { status: 200, body: makeUser() } : unauthorized(body, request),
    );
    api.routes.set('GET /api/auth/providers', () => ({ status: 200, body: { google: false } }));
    api.routes.set('POST /api/auth/email-login', () => {
      signedIn = true;
      return { status: 200, body: makeUser() };
    });
    const { router } = await renderApp(`/testimonial-form?token=${TOKEN}`);

    // After the 401 retries (0.5 + 1 + 2 s) and the guard's 1 s: /login?redirect=... forwards to
    // /auth, keeping the redirect. The margin is for a busy CI machine.
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toEqual({ redirect: `/testimonial-form?token=${TOKEN}` });

    const user = userEvent.setup();
    const login = screen.getByRole('form', { name: 'Log in' });
    await user.type(login.querySelector('input[type="email"]')!, 'ana@example.com');
    await user.type(login.querySelector('input[type="password"]')!, 'blue-harbor-lantern');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    // The toast says where the page goes: the feedback form, not the portal.
    expect(await screen.findByText('Welcome back! Taking you to the feedback form...')).toBeInTheDocument();
    expect(screen.queryByText(/Taking you to your portal/)).toBeNull();

    await waitFor(() => expect(router.state.location.href).toBe(`/testimonial-form?token=${TOKEN}`));
    expect(await screen.findByText('Lopez Bakery LLC formation')).toBeInTheDocument();
    expect(api.callsTo('POST /api/testimonials/validate-token')).toHaveLength(1);
  });

  it('marks the field the server refuses, and focus moves to it', async () => {
    api.routes.set('POST /api/testimonials/secure', refusedField('content', 'content must not contain a link'));
    await renderForm();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Your Feedback'), 'See https://spam.example');
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    await waitFor(() => expect(field('Your Feedback')).toHaveFocus());
    expect(field('Your Feedback')).toBeInvalid();
    expect(field('Your Feedback')).toHaveAccessibleDescription('content must not contain a link');
  });
});
