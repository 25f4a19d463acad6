import { stubPayloadOf } from '../../../test/altcha-widget-stub';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissToast, Toaster } from '../../../components/toast';
import { fakeApiForEachTest, refusedField, TEST_BOT_CHALLENGE } from '../../../test/fake-api';
import { renderAtPath } from '../../../test/render';
import { NewsletterForm } from './NewsletterForm';

const api = fakeApiForEachTest();

afterEach(() => {
  act(() => dismissToast());
});

const renderForm = () =>
  renderAtPath(
    <>
      <NewsletterForm />
      <Toaster />
    </>,
  );

async function expectToast(title: string, description: string) {
  await waitFor(() => {
    const toast = screen.getByTestId('toast');
    expect(toast).toHaveTextContent(title);
    expect(toast).toHaveTextContent(description);
  });
}

const field = () => screen.getByLabelText('Email address');

describe('NewsletterForm', () => {
  it('is an e-mail field, required and labelled, with a Subscribe button', async () => {
    await renderForm();
    expect(screen.getByRole('form', { name: 'Newsletter signup' })).toBeInTheDocument();
    expect(field()).toHaveAttribute('type', 'email');
    expect(field()).toBeRequired();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it.each([
    ['empty', ''],
    ['without @', 'ana.example.com'],
    ['only spaces', '   '],
  ])('refuses an address that is %s with "Invalid Email" and sends nothing', async (_case, typed) => {
    await renderForm();
    const user = userEvent.setup();
    if (typed) await user.type(field(), typed);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await expectToast('Invalid Email', 'Please enter a valid email address.');
    expect(screen.getByTestId('toast')).toHaveClass('toast--destructive');
    expect(api.callsTo('POST /api/newsletter/subscribe')).toHaveLength(0);
    // The field says what is wrong and takes focus, not the button.
    expect(field()).toHaveFocus();
    expect(field()).toBeInvalid();
    expect(field()).toHaveAccessibleDescription('Please enter a valid email address.');
    // Typing again takes the mark off.
    await user.type(field(), 'x');
    expect(field()).not.toHaveAttribute('aria-invalid');
    expect(field()).not.toHaveAccessibleDescription();
  });

  it('says "Subscribing..." and disables the field while pending, then asks to check the inbox and clears the field', async () => {
    api.routes.set('POST /api/newsletter/subscribe', () => ({
      status: 200,
      body: { message: 'ok' },
      delay: 150,
    }));
    await renderForm();
    const user = userEvent.setup();
    await user.type(field(), '  ana@example.com ');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    expect(field()).toBeDisabled();

    // Double opt-in: nothing has started yet, the visitor is told to click the link of the e-mail.
    await expectToast('Check Your Inbox', 'We sent you an e-mail: click its link to confirm your subscription.');
    expect(screen.getByTestId('toast')).not.toHaveTextContent(/subscribed/i);
    expect(field()).toHaveValue('');
    expect(field()).toBeEnabled();
    // Focus is on what happens next, not lost to <body> with the button that was disabled.
    expect(
      screen.getByText('Check Your Inbox: We sent you an e-mail: click its link to confirm your subscription.'),
    ).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    expect(api.callsTo('POST /api/newsletter/subscribe')[0]!.body).toEqual({
      email: 'ana@example.com',
      altcha: stubPayloadOf(TEST_BOT_CHALLENGE),
    });
  });

  it('says "Subscription Failed" when the server refuses, and keeps what was typed', async () => {
    api.routes.set('POST /api/newsletter/subscribe', () => ({
      status: 500,
      body: { statusCode: 500, message: 'Internal server error' },
    }));
    await renderForm();
    const user = userEvent.setup();
    await user.type(field(), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await expectToast('Subscription Failed', 'Something went wrong. Please try again later.');
    expect(field()).toHaveValue('ana@example.com');
  });

  it("shows the server's wait message on a rate limit", async () => {
    api.routes.set('POST /api/newsletter/subscribe', () => ({
      status: 429,
      body: { statusCode: 429, message: 'Too many attempts. Please try again in 1 minute.' },
    }));
    await renderForm();
    const user = userEvent.setup();
    await user.type(field(), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await expectToast('Subscription Failed', 'Too many attempts. Please try again in 1 minute.');
  });

  it('marks an address the server refuses on the field, which takes focus', async () => {
    api.routes.set('POST /api/newsletter/subscribe', refusedField('email', 'email must be an email'));
    await renderForm();
    const user = userEvent.setup();
    await user.type(field(), 'ana@example');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(field()).toHaveFocus());
    expect(field()).toBeInvalid();
    expect(field()).toHaveAccessibleDescription('email must be an email');
  });
});
