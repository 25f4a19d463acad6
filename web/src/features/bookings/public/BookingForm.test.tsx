import { stubPayloadOf } from '../../../test/altcha-widget-stub';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { getGetBookingOptionsQueryKey, getGetCalendarStatusQueryKey } from '../../../api/generated/bookings/bookings';
import { getGetCurrentUserQueryKey } from '../../../api/generated/auth/auth';
import { makeUser } from '../../../test/users';
import { createQueryClient } from '../../../lib/query-client';
import { dismissToast, Toaster } from '../../../components/toast';
import { getCurrentToast } from '../../../components/toast/toast-store';
import { noopDriver, setAnalyticsDriver } from '../../../lib/analytics';
import { ConsultationPage, ServiceInquiryPage } from './BookingPages';
import { fakeApiForEachTest, TEST_BOT_CHALLENGE } from '../../../test/fake-api';
import { renderAtPath } from '../../../test/render';
import { CALENDAR_URL, fakeBookingApi, MEETING_LINK, TEST_OPTIONS } from '../booking-test-api';

const api = fakeApiForEachTest();

afterEach(() => {
  act(() => dismissToast());
  setAnalyticsDriver(noopDriver);
  jest.useRealTimers();
});

const field = (label: string) => screen.getByLabelText(label);

async function renderConsultation(query = '') {
  const result = await renderAtPath(
    <>
      <ConsultationPage />
      <Toaster />
    </>,
    `/consultation${query}`,
  );
  // The option lists have arrived once a country can be chosen.
  await within(screen.getByLabelText('Country')).findByText('United States');
  return result;
}

async function fillConsultation(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('First name'), 'Ada');
  await user.type(field('Last name'), 'Lovelace');
  await user.type(field('Email'), 'ada@example.com');
  await user.selectOptions(field('Country'), 'United States');
  await user.selectOptions(field('Where are you at?'), "I'm starting soon");
  await user.selectOptions(field('Budget'), '$3,000 - $5,000 USD');
  await user.click(screen.getByRole('checkbox', { name: 'Digital Marketing' }));
  await user.type(field('Message'), 'I want to launch an LLC.');
}

const BOOKING_ID = '5b0e8a64-3c1f-4e8e-9a57-1f0c1c7f6a11';
const RESCHEDULE_TOKEN = 'eyJzdWIiOiI1YjBlIn0.c2ln';
/** An e-mailed reschedule link: the booking's id and token, nothing else. */
const RESCHEDULE_LINK = `/consultation?id=${BOOKING_ID}&token=${RESCHEDULE_TOKEN}`;
const PREFILL_ROUTE = `GET /api/consultations/${BOOKING_ID}/reschedule-prefill`;
const BOOKING_TO_MOVE = {
  id: BOOKING_ID,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+1 404 555 0134',
  country: 'Canada',
  businessType: "I'm starting soon",
  servicesInterested: ['Digital Marketing'],
  budget: '$1,000 - $2,000 USD',
  message: 'Moving my call',
  rescheduleTerms: 'This reschedule is free: it is the first, made more than 24 hours ahead.',
};

/** Answers the link's prefill with `answer`; returns the tokens it was asked with. */
function answerPrefill(answer: { status: number; body: unknown } = { status: 200, body: BOOKING_TO_MOVE }) {
  const tokens: (string | null)[] = [];
  api.routes.set(PREFILL_ROUTE, (_body, request) => {
    tokens.push(new URL(request.url ?? '/', 'http://test').searchParams.get('token'));
    return answer;
  });
  return tokens;
}

function expectToast(title: string, description: string) {
  const toast = screen.getByTestId('toast');
  expect(toast).toHaveTextContent(title);
  expect(toast).toHaveTextContent(description);
}

describe('consultation form', () => {
  beforeEach(() => fakeBookingApi(api, { delay: 100 }));

  it('shows "Form Validation Failed" with every missing field by its label for 8 s, focuses the first and sends nothing', async () => {
    await renderConsultation();
    const user = userEvent.setup();
    await user.type(field('First name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Book My Consultation' }));

    expectToast(
      'Form Validation Failed',
      'Missing or invalid: Last name: Last name is required, Email: A valid email is required, ' +
        'Country: Please select your country, Where are you at?: Please select an option, ' +
        "Budget: Please select a budget, Services you're interested in: Please select at least one service, " +
        'Message: Message is required',
    );
    expect(field('Last name')).toHaveFocus();
    expect(screen.getByTestId('toast')).toHaveClass('toast--destructive');
    expect(getCurrentToast()?.duration).toBe(8000);
    expect(field('Last name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('group', { name: "Services you're interested in" })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(api.callsTo('POST /api/consultations')).toHaveLength(0);
  });

  it("a signed-in client's profile fills the empty contact fields, never what the visitor typed", async () => {
    const { queryClient } = await renderConsultation();
    const user = userEvent.setup();
    await user.type(field('First name'), 'Annie');
    // The auth check answers after the visitor started typing.
    act(() =>
      queryClient.setQueryData(
        getGetCurrentUserQueryKey(),
        makeUser({ firstName: 'Ana', lastName: 'Lopez', phone: '+1 555 0100', country: 'Canada' }),
      ),
    );
    await waitFor(() => expect(field('Last name')).toHaveValue('Lopez'));
    expect(field('First name')).toHaveValue('Annie');
    expect(field('Email')).toHaveValue('ana@example.com');
    expect(field('Phone (optional)')).toHaveValue('+1 555 0100');
    expect(field('Country')).toHaveValue('Canada');
    expect(field('Message')).toHaveValue('');
  });

  it('with only the services missing, focuses their first checkbox', async () => {
    await renderConsultation();
    const user = userEvent.setup();
    await fillConsultation(user);
    await user.click(screen.getByRole('checkbox', { name: 'Digital Marketing' }));
    await user.click(screen.getByRole('button', { name: 'Book My Consultation' }));
    const services = screen.getByRole('group', { name: "Services you're interested in" });
    expect(within(services).getAllByRole('checkbox')[0]).toHaveFocus();
  });

  it('offers the option lists of GET /api/bookings/options and the approval checkbox', async () => {
    await renderConsultation();
    const stages = [...(field('Where are you at?') as HTMLSelectElement).options].map((option) => option.text);
    expect(stages).toEqual(['Select an option', ...TEST_OPTIONS.stages]);
    const services = screen.getByRole('group', { name: "Services you're interested in" });
    expect(
      within(services)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(TEST_OPTIONS.services);
    expect(
      screen.getByRole('checkbox', { name: 'I understand approval and confirmation will be sent by email.' }),
    ).not.toBeChecked();
  });

  it('preselects the choices a link gives; a name, e-mail, phone or message in a link is ignored', async () => {
    await renderConsultation(
      '?firstName=Ada&lastName=Lovelace&email=ada%40example.com&phone=%2B1%20404%20555%200134&country=Canada' +
        '&businessType=I%27m%20exploring%20ideas&services=Digital%20Marketing,Branding%20%26%20Identity%20Design' +
        '&budget=%241%2C000%20-%20%242%2C000%20USD&message=Hello%20there',
    );
    for (const label of ['First name', 'Last name', 'Email', 'Phone (optional)', 'Message']) {
      expect(field(label)).toHaveValue('');
    }
    expect(field('Country')).toHaveValue('Canada');
    expect(field('Where are you at?')).toHaveValue("I'm exploring ideas");
    expect(field('Budget')).toHaveValue('$1,000 - $2,000 USD');
    expect(screen.getByRole('checkbox', { name: 'Digital Marketing' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Branding & Identity Design' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Business Formation & Legal Setup' })).not.toBeChecked();
  });

  it('in reschedule mode shows the rescheduling toast 500 ms after the booking to move is read', async () => {
    jest.useFakeTimers();
    answerPrefill();
    await renderAtPath(
      <>
        <ConsultationPage />
        <Toaster />
      </>,
      RESCHEDULE_LINK,
    );
    await waitFor(() => expect(field('First name')).toHaveValue('Ada'));
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(500));
    expectToast(
      'Rescheduling Your Appointment',
      'Your information is pre-filled. Just select a new date and time below.',
    );
  });

  it.each([
    ['scrolls', RESCHEDULE_LINK.slice('/consultation'.length), 1],
    ['does not scroll', '', 0],
  ])('in reschedule mode %s to the calendar section once it appears', async (_, query, scrolls) => {
    answerPrefill();
    const scrollTo = jest.spyOn(window, 'scrollTo');
    await renderConsultation(query);
    await screen.findByRole('radiogroup', { name: 'Available dates' });
    await waitFor(() =>
      expect(
        scrollTo.mock.calls.filter(([options]) => (options as ScrollToOptions).behavior === 'instant'),
      ).toHaveLength(scrolls),
    );
  });

  it('a link without a token reads nothing and shows no rescheduling toast', async () => {
    jest.useFakeTimers();
    answerPrefill();
    await renderAtPath(
      <>
        <ConsultationPage />
        <Toaster />
      </>,
      `/consultation?reschedule=true&id=${BOOKING_ID}`,
    );
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    expect(api.callsTo(PREFILL_ROUTE)).toHaveLength(0);
  });

  it('books a slot: pending label, payload, success toast for 5 s, then the outcome in place of the form, focused', async () => {
    const events: unknown[] = [];
    setAnalyticsDriver({ pageView() {}, event: (event) => events.push(event) });
    await renderConsultation();
    const user = userEvent.setup();
    await fillConsultation(user);
    const [firstDate] = within(await screen.findByRole('radiogroup', { name: 'Available dates' })).getAllByRole(
      'radio',
    );
    await user.click(firstDate!);
    const [firstTime] = within(await screen.findByRole('radiogroup', { name: 'Available times' })).getAllByRole(
      'radio',
    );
    await user.click(firstTime!);
    await user.click(
      screen.getByRole('checkbox', { name: 'I understand approval and confirmation will be sent by email.' }),
    );
    await user.click(screen.getByRole('button', { name: 'Book My Consultation' }));

    expect(screen.getByRole('button', { name: 'Booking Consultation...' })).toBeDisabled();
    // The form gives its place to the outcome, where the visitor is: focus on its heading.
    const outcome = await screen.findByRole('region', { name: 'Thank you for submitting!' });
    expect(within(outcome).getByRole('heading', { level: 2, name: 'Thank you for submitting!' })).toHaveFocus();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(within(outcome).getByRole('link', { name: MEETING_LINK })).toHaveAttribute('href', MEETING_LINK);
    expect(outcome).toHaveTextContent(/Requested time: \w+day, \w+ \d+ at \d+:00 [AP]M/);
    expect(outcome).toHaveTextContent('calendar invitation (.ics)');
    expect(within(outcome).getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', CALENDAR_URL);
    expectToast('Thank you for submitting!', "We'll be in touch with you soon.");
    expect(getCurrentToast()?.duration).toBe(5000);

    const body = api.callsTo('POST /api/consultations')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      country: 'United States',
      businessType: "I'm starting soon",
      servicesInterested: ['Digital Marketing'],
      budget: '$3,000 - $5,000 USD',
      message: 'I want to launch an LLC.',
      altcha: stubPayloadOf(TEST_BOT_CHALLENGE),
    });
    expect(body).not.toHaveProperty('website');
    expect(body.scheduledAt).toMatch(/T13:00:00\.000Z$/);
    expect(body).not.toHaveProperty('oldConsultationId');
    expect(body).not.toHaveProperty('rescheduleToken');
    expect(events).toEqual([expect.objectContaining({ category: 'lead', label: 'Consultation Booked' })]);

    await user.click(within(outcome).getByRole('button', { name: 'Book another consultation' }));
    expect(field('First name')).toHaveFocus();
    expect(field('First name')).toHaveValue('');
    expect(field('Country')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Digital Marketing' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /approval and confirmation/ })).not.toBeChecked();
    expect(screen.queryByRole('radiogroup', { name: 'Available times' })).not.toBeInTheDocument();
    for (const date of within(screen.getByRole('radiogroup', { name: 'Available dates' })).getAllByRole('radio'))
      expect(date).not.toBeChecked();
  });

  it('a failing analytics service never blocks the booking', async () => {
    setAnalyticsDriver({
      pageView() {},
      event() {
        throw new Error('analytics down');
      },
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    await renderConsultation();
    const user = userEvent.setup();
    await fillConsultation(user);
    await user.click(screen.getByRole('button', { name: 'Book My Consultation' }));
    await waitFor(() => expectToast('Thank you for submitting!', "We'll be in touch with you soon."));
    expect(screen.getByRole('heading', { name: 'Thank you for submitting!' })).toHaveFocus();
    expect(warn).toHaveBeenCalled();
  });

  it('fills itself from the booking a reschedule link moves, read with the link’s token', async () => {
    const tokens = answerPrefill();
    // A link e-mailed before links stopped carrying the fields: those are ignored, the booking's are used.
    await renderConsultation(`${RESCHEDULE_LINK.slice('/consultation'.length)}&reschedule=true&firstName=Eve`);
    await waitFor(() => expect(field('First name')).toHaveValue('Ada'));
    expect(tokens).toEqual([RESCHEDULE_TOKEN]);
    expect(field('Last name')).toHaveValue('Lovelace');
    expect(field('Email')).toHaveValue('ada@example.com');
    expect(field('Phone (optional)')).toHaveValue('+1 404 555 0134');
    expect(field('Country')).toHaveValue('Canada');
    expect(field('Where are you at?')).toHaveValue("I'm starting soon");
    expect(field('Budget')).toHaveValue('$1,000 - $2,000 USD');
    expect(screen.getByRole('checkbox', { name: 'Digital Marketing' })).toBeChecked();
    expect(field('Message')).toHaveValue('Moving my call');
  });

  it('in reschedule mode says what moving costs above the dates, before a time is picked', async () => {
    const late =
      'A $50 rescheduling fee applies to this change. Less than 24 hours before a consultation, one reschedule ' +
      'is allowed: once moved this late, it cannot be moved again less than 24 hours before its time.';
    answerPrefill({ status: 200, body: { ...BOOKING_TO_MOVE, rescheduleTerms: late } });
    await renderConsultation(RESCHEDULE_LINK.slice('/consultation'.length));
    const calendar = await screen.findByRole('region', { name: 'Pick a Date and Time' });
    const terms = await within(calendar).findByText(late);
    const dates = await within(calendar).findByRole('radiogroup', { name: 'Available dates' });
    expect(terms.compareDocumentPosition(dates) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(calendar).queryByRole('radiogroup', { name: 'Available times' })).toBeNull();
  });

  it('a new booking says nothing of reschedule terms', async () => {
    await renderConsultation();
    const calendar = await screen.findByRole('region', { name: 'Pick a Date and Time' });
    await within(calendar).findByRole('radiogroup', { name: 'Available dates' });
    expect(within(calendar).queryByText(/reschedul/i)).toBeNull();
  });

  it('a booking read without what the visitor typed leaves those fields to fill in', async () => {
    answerPrefill({
      status: 200,
      body: { ...BOOKING_TO_MOVE, firstName: null, lastName: null, phone: null, message: null },
    });
    await renderConsultation(RESCHEDULE_LINK.slice('/consultation'.length));
    await waitFor(() => expect(field('Email')).toHaveValue('ada@example.com'));
    expect(field('Country')).toHaveValue('Canada');
    for (const label of ['First name', 'Last name', 'Phone (optional)', 'Message']) {
      expect(field(label)).toHaveValue('');
    }
  });

  it('sends the old booking and the token of a reschedule link, then leaves reschedule mode', async () => {
    answerPrefill();
    const { router } = await renderConsultation(RESCHEDULE_LINK.slice('/consultation'.length));
    await waitFor(() => expect(field('First name')).toHaveValue('Ada'));
    const user = userEvent.setup();
    const [firstDate] = within(await screen.findByRole('radiogroup', { name: 'Available dates' })).getAllByRole(
      'radio',
    );
    await user.click(firstDate!);
    const [firstTime] = within(await screen.findByRole('radiogroup', { name: 'Available times' })).getAllByRole(
      'radio',
    );
    await user.click(firstTime!);
    await user.click(screen.getByRole('button', { name: 'Book My Consultation' }));
    const outcome = await screen.findByRole('region', { name: 'Thank you for submitting!' });
    expect(api.callsTo('POST /api/consultations')[0]!.body).toMatchObject({
      oldConsultationId: BOOKING_ID,
      rescheduleToken: RESCHEDULE_TOKEN,
      firstName: 'Ada',
      email: 'ada@example.com',
      servicesInterested: ['Digital Marketing'],
      message: 'Moving my call',
    });
    // The moved booking's link is spent: the page drops it, so a new booking is not sent as a reschedule.
    await waitFor(() => expect(router.state.location.href).toBe('/consultation'));
    expect(within(outcome).getByRole('link', { name: MEETING_LINK })).toBeInTheDocument();
    await user.click(within(outcome).getByRole('button', { name: 'Book another consultation' }));
    expect(field('First name')).toHaveValue('');
  });

  it('a link whose booking cannot be read says why and books anew', async () => {
    answerPrefill({
      status: 410,
      body: { statusCode: 410, message: 'This link has expired.', code: 'BOOKING_LINK_EXPIRED' },
    });
    await renderConsultation(RESCHEDULE_LINK.slice('/consultation'.length));
    const alert = await screen.findByText('This link has expired. You can book a new consultation below.');
    expect(alert).toHaveAttribute('role', 'alert');
    const user = userEvent.setup();
    await fillConsultation(user);
    await user.click(screen.getByRole('button', { name: 'Book My Consultation' }));
    await screen.findByRole('region', { name: 'Thank you for submitting!' });
    const body = api.callsTo('POST /api/consultations')[0]!.body;
    expect(body).not.toHaveProperty('oldConsultationId');
    expect(body).not.toHaveProperty('rescheduleToken');
    expect(screen.queryByTestId('toast')).toHaveTextContent('Thank you for submitting!');
  });

  it('a taken slot (409) shows the server message, clears the time and reloads the slots', async () => {
    api.routes.set('POST /api/consultations', () => ({
      status: 409,
      body: { statusCode: 409, message: 'Sorry, that time was just booked. Please choose another time.' },
    }));
    await renderConsultation();
    const user = userEvent.setup();
    await fillConsultation(user);
    const [firstDate] = within(await screen.findByRole('radiogroup', { name: 'Available dates' })).getAllByRole(
      'radio',
    );
    await user.click(firstDate!);
    const [firstTime] = within(await screen.findByRole('radiogroup', { name: 'Available times' })).getAllByRole(
      'radio',
    );
    await user.click(firstTime!);
    const before = api.callsTo('GET /api/calendar/availability').length;
    await user.click(screen.getByRole('button', { name: 'Book My Consultation' }));

    await waitFor(() =>
      expectToast('Please Review Your Information', 'Sorry, that time was just booked. Please choose another time.'),
    );
    await waitFor(() => expect(api.callsTo('GET /api/calendar/availability').length).toBeGreaterThan(before));
    for (const time of within(await screen.findByRole('radiogroup', { name: 'Available times' })).getAllByRole('radio'))
      expect(time).not.toBeChecked();
    expect(field('First name')).toHaveValue('Ada');
  });

  it('any other failure shows the fixed failure text and keeps what was typed', async () => {
    api.routes.set('POST /api/consultations', () => ({ status: 500, body: { statusCode: 500, message: 'boom' } }));
    await renderConsultation();
    const user = userEvent.setup();
    await fillConsultation(user);
    await user.click(screen.getByRole('button', { name: 'Book My Consultation' }));
    await waitFor(() =>
      expectToast(
        'Please Review Your Information',
        'Some required fields are missing. Please go back and fill them out.',
      ),
    );
    expect(field('Message')).toHaveValue('I want to launch an LLC.');
  });

  it('marks the fields the server refused and focuses the first, once the form is back from sending', async () => {
    api.routes.set('POST /api/consultations', () => ({
      status: 400,
      body: {
        statusCode: 400,
        message: 'Invalid request: email',
        errors: [{ field: 'email', message: 'Email must be a valid e-mail address' }],
      },
    }));
    await renderConsultation();
    const user = userEvent.setup();
    await fillConsultation(user);
    await user.click(screen.getByRole('button', { name: 'Book My Consultation' }));
    await waitFor(() => expect(field('Email')).toHaveAccessibleDescription('Email must be a valid e-mail address'));
    await waitFor(() => expect(field('Email')).toHaveFocus());
  });
});

describe('service inquiry form', () => {
  beforeEach(() => fakeBookingApi(api, { delay: 100 }));

  async function renderInquiry() {
    await renderAtPath(
      <>
        <ServiceInquiryPage />
        <Toaster />
      </>,
      '/service-inquiry',
    );
    await within(screen.getByLabelText('Country')).findByText('United States');
    return userEvent.setup();
  }

  async function fillInquiry(user: ReturnType<typeof userEvent.setup>) {
    await user.type(field('First name'), 'Bo');
    await user.type(field('Last name'), 'Diaz');
    await user.type(field('Email'), 'bo@example.com');
    await user.selectOptions(field('Country'), 'Mexico');
    await user.selectOptions(field('Business Type'), 'E-commerce Store');
    await user.selectOptions(field('Budget'), '$1,000 - $2,000 USD');
    await user.click(screen.getByRole('checkbox', { name: 'Branding & Identity Design' }));
    await user.type(field('Message'), 'A new brand.');
  }

  it('titles its calendar "Schedule a Call" and has no approval checkbox', async () => {
    await renderInquiry();
    expect(await screen.findByRole('heading', { name: 'Schedule a Call' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /approval and confirmation/ })).not.toBeInTheDocument();
  });

  it('submits: pending label, "Inquiry Submitted!" in place of the form, then a reset form', async () => {
    const user = await renderInquiry();
    await fillInquiry(user);
    await user.click(screen.getByRole('button', { name: 'Submit Service Inquiry' }));
    expect(screen.getByRole('button', { name: 'Submitting Inquiry...' })).toBeDisabled();
    await waitFor(() =>
      expectToast('Inquiry Submitted!', "We'll review your service needs and get back to you within 2 hours."),
    );
    expect(api.callsTo('POST /api/service-inquiry')[0]!.body).toMatchObject({
      name: 'Bo Diaz',
      businessType: 'E-commerce Store',
      servicesInterested: ['Branding & Identity Design'],
      scheduledAt: null,
    });
    const outcome = screen.getByRole('region', { name: 'Inquiry Submitted!' });
    expect(within(outcome).getByRole('heading', { level: 2 })).toHaveFocus();
    expect(outcome).not.toHaveTextContent('Requested time');
    await user.click(within(outcome).getByRole('button', { name: 'Send another inquiry' }));
    expect(field('Email')).toHaveValue('');
  });

  it('shows "Error" with the server message, or the fallback text', async () => {
    api.routes.set('POST /api/service-inquiry', () => ({
      status: 400,
      body: {
        statusCode: 400,
        message: 'Validation failed',
        errors: [{ field: 'budget', message: 'Please select a budget range' }],
      },
    }));
    const user = await renderInquiry();
    await fillInquiry(user);
    await user.click(screen.getByRole('button', { name: 'Submit Service Inquiry' }));
    await waitFor(() => expectToast('Error', 'Please select a budget range'));
    expect(field('Budget')).toHaveAttribute('aria-invalid', 'true');

    api.routes.set('POST /api/service-inquiry', () => ({ status: 502 }));
    await user.click(screen.getByRole('button', { name: 'Submit Service Inquiry' }));
    await waitFor(() => expectToast('Error', 'Failed to submit your inquiry. Please try again.'));
  });
});

describe('the service inquiry page rendered on the server', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  function serverHtml() {
    const queryClient = createQueryClient();
    queryClient.setQueryData(getGetBookingOptionsQueryKey(), TEST_OPTIONS);
    queryClient.setQueryData(getGetCalendarStatusQueryKey(), { configured: true });
    const page = document.createElement('div');
    page.innerHTML = renderToString(
      <QueryClientProvider client={queryClient}>
        <ServiceInquiryPage />
      </QueryClientProvider>,
    );
    document.body.append(page);
    return within(page);
  }

  it('arrives whole, with its option lists, its controls disabled until the app runs', () => {
    const page = serverHtml();
    expect(page.getByRole('heading', { level: 1, name: 'Service Inquiry' })).toBeInTheDocument();
    // Under the page's h1, the calendar's heading is an h2.
    expect(page.getByRole('heading', { level: 2, name: 'Schedule a Call' })).toBeInTheDocument();
    const budget = page.getByRole('combobox', { name: 'Budget' });
    expect(
      within(budget)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select your budget', ...TEST_OPTIONS.budgets]);
    expect(page.getAllByRole('checkbox').map((box) => box.getAttribute('value'))).toEqual(TEST_OPTIONS.services);
    for (const control of [
      page.getByRole('textbox', { name: 'First name' }),
      page.getByRole('textbox', { name: 'Message' }),
      budget,
      ...page.getAllByRole('checkbox'),
      page.getByRole('button', { name: 'Submit Service Inquiry' }),
    ])
      expect(control).toBeDisabled();
  });
});
