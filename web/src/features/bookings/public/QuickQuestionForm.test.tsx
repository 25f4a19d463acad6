import { stubPayloadOf } from '../../../test/altcha-widget-stub';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissToast, Toaster } from '../../../components/toast';
import { getCurrentToast } from '../../../components/toast/toast-store';
import { QuickQuestionPage } from './BookingPages';
import { getGetCurrentUserQueryKey } from '../../../api/generated/auth/auth';
import { makeUser } from '../../../test/users';
import { fakeApiForEachTest, TEST_BOT_CHALLENGE } from '../../../test/fake-api';
import { renderAtPath } from '../../../test/render';
import { fakeBookingApi } from '../booking-test-api';

const api = fakeApiForEachTest();

beforeEach(() => fakeBookingApi(api, { delay: 100 }));
afterEach(() => act(() => dismissToast()));

const field = (label: string) => screen.getByLabelText(label);

async function renderQuestion() {
  return renderQuestionPage().then(() => userEvent.setup());
}

async function renderQuestionPage() {
  const rendered = await renderAtPath(
    <>
      <QuickQuestionPage />
      <Toaster />
    </>,
    '/quick-question',
  );
  await within(screen.getByLabelText('Service')).findByText('General Business Consulting');
  return rendered;
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('First name'), 'Cy');
  await user.type(field('Last name'), 'Ng');
  await user.type(field('Email'), 'cy@example.com');
  await user.selectOptions(field('Country'), 'Canada');
  await user.selectOptions(field('Service'), 'General Business Consulting');
  await user.type(field('Your Question'), 'Can a Canadian own a US LLC?');
}

describe('quick question form', () => {
  it('needs name, e-mail, country, service and question, named by their labels', async () => {
    const user = await renderQuestion();
    await user.click(screen.getByRole('button', { name: 'Ask Your Question' }));
    expect(screen.getByTestId('toast')).toHaveTextContent('Form Validation Failed');
    expect(screen.getByTestId('toast')).toHaveTextContent(
      'Missing or invalid: First name: First name is required, Last name: Last name is required, ' +
        'Email: A valid email is required, Country: Please select your country, Service: Please select a service, ' +
        'Your Question: Your question is required',
    );
    expect(field('First name')).toHaveFocus();
    expect(getCurrentToast()?.duration).toBe(8000);
    expect(api.callsTo('POST /api/general-question')).toHaveLength(0);
  });

  it('sends the question, says so for 5 s and in place of the form, then an empty form', async () => {
    const user = await renderQuestion();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Ask Your Question' }));
    expect(screen.getByRole('button', { name: 'Submitting Question...' })).toBeDisabled();
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Question Submitted!'));
    expect(screen.getByTestId('toast')).toHaveTextContent("We'll get back to you within 24 hours with an answer.");
    expect(getCurrentToast()?.duration).toBe(5000);
    expect(api.callsTo('POST /api/general-question')[0]!.body).toEqual({
      altcha: stubPayloadOf(TEST_BOT_CHALLENGE),
      firstName: 'Cy',
      lastName: 'Ng',
      email: 'cy@example.com',
      phone: null,
      country: 'Canada',
      serviceQuestion: 'General Business Consulting',
      message: 'Can a Canadian own a US LLC?',
    });
    const outcome = screen.getByRole('region', { name: 'Question Submitted!' });
    expect(within(outcome).getByRole('heading', { level: 2 })).toHaveFocus();
    await user.click(within(outcome).getByRole('button', { name: 'Ask another question' }));
    expect(field('First name')).toHaveFocus();
    expect(field('Your Question')).toHaveValue('');
    expect(field('Service')).toHaveValue('');
  });

  it("starts from a signed-in client's profile, again after a sent question", async () => {
    const { queryClient } = await renderQuestionPage();
    act(() => queryClient.setQueryData(getGetCurrentUserQueryKey(), makeUser({ country: 'Canada' })));
    await waitFor(() => expect(field('First name')).toHaveValue('Ana'));
    expect(field('Email')).toHaveValue('ana@example.com');
    expect(field('Country')).toHaveValue('Canada');
    const user = userEvent.setup();
    await user.selectOptions(field('Service'), 'General Business Consulting');
    await user.type(field('Your Question'), 'Can a Canadian own a US LLC?');
    await user.click(screen.getByRole('button', { name: 'Ask Your Question' }));
    await user.click(await screen.findByRole('button', { name: 'Ask another question' }));
    expect(field('Last name')).toHaveValue('Lopez');
    expect(field('Your Question')).toHaveValue('');
  });

  it('a failure shows "Error" with the fallback text and keeps the question', async () => {
    api.routes.set('POST /api/general-question', () => ({ status: 503 }));
    const user = await renderQuestion();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Ask Your Question' }));
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Error'));
    expect(screen.getByTestId('toast')).toHaveTextContent('Failed to submit your question. Please try again.');
    expect(field('Your Question')).toHaveValue('Can a Canadian own a US LLC?');
  });
});
