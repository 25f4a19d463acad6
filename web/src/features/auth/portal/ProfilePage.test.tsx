import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUserDto } from '../../../api/generated/model';
import { getGetCurrentUserQueryKey } from '../../../api/generated/auth/auth';
import { dismissToast, Toaster } from '../../../components/toast';
import { fakeBookingApi } from '../../bookings/booking-test-api';
import { fakeApiForEachTest } from '../../../test/fake-api';
import { renderAtPath } from '../../../test/render';
import { makeUser } from '../../../test/users';
import { ProfilePage } from './ProfilePage';

const api = fakeApiForEachTest();
let profile: CurrentUserDto;

beforeEach(() => {
  profile = makeUser({
    phone: '+14045550134',
    phoneTextable: true,
    country: 'United States',
    timezone: 'America/New_York',
  });
  fakeBookingApi(api);
  api.routes.set('GET /api/auth/profile', () => ({ status: 200, body: profile }));
  api.routes.set('GET /api/auth/second-factor', () => ({
    status: 200,
    body: { totp: null, passkeys: [], recoveryCodesLeft: 0 },
  }));
  api.routes.set('PATCH /api/auth/profile', (body) => {
    profile = { ...profile, ...(body as Partial<CurrentUserDto>) };
    return { status: 200, body: profile };
  });
});

afterEach(() => {
  act(() => dismissToast());
});

/** Renders the page and, unless told otherwise, waits for the profile to load. */
async function renderProfile({ waitForProfile = true } = {}) {
  const result = await renderAtPath(
    <>
      <ProfilePage />
      <Toaster />
    </>,
    '/portal/profile',
  );
  if (waitForProfile) {
    await screen.findByRole('form', { name: 'Your details' });
    // The countries of GET /api/bookings/options have arrived.
    await within(details().getByLabelText('Country')).findByText('Mexico');
  }
  return result;
}

async function expectToast(title: string, description?: string) {
  await waitFor(() => {
    const toast = screen.getByTestId('toast');
    expect(toast).toHaveTextContent(title);
    if (description) expect(toast).toHaveTextContent(description);
  });
}

function details() {
  return within(screen.getByRole('form', { name: 'Your details' }));
}

function passwordForm() {
  return within(screen.getByRole('form', { name: 'Change password' }));
}

describe('/portal/profile details', () => {
  it('shows a loading state, then the saved values', async () => {
    await renderProfile({ waitForProfile: false });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your profile...');
    await screen.findByRole('form', { name: 'Your details' });
    expect(details().getByLabelText('First name')).toHaveValue('Ana');
    expect(details().getByLabelText('Last name')).toHaveValue('Lopez');
    expect(details().getByLabelText('Email')).toHaveAttribute('readOnly');
    // Stored in E.164, shown as people write it: a US number in its national form.
    expect(details().getByLabelText('Phone')).toHaveValue('(404) 555-0134');
    expect(details().getByLabelText('Country')).toHaveValue('United States');
    expect(details().getByLabelText('Time zone')).toHaveValue('America/New_York');
    expect(details().getByLabelText('Email me reminders about appointments and due invoices')).toBeChecked();
    expect(details().getByLabelText('Text me reminders (SMS)')).not.toBeChecked();
  });

  it('ends with the sign-in security section', async () => {
    await renderProfile();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sections.at(-1)).toBe('Sign-in security');
    expect(await screen.findByRole('button', { name: 'Set up an authenticator app' })).toBeInTheDocument();
  });

  it('offers every IANA time zone the browser knows', async () => {
    await renderProfile();
    const zone = details().getByLabelText('Time zone');
    const values = within(zone)
      .getAllByRole('option')
      .map((option) => (option as HTMLOptionElement).value);
    expect(values).toEqual(['', ...Intl.supportedValuesOf('timeZone')]);
  });

  it('saves the changes with a success toast and updates the signed-in user', async () => {
    const user = userEvent.setup();
    const { queryClient } = await renderProfile();
    const firstName = details().getByLabelText('First name');
    await user.clear(firstName);
    await user.type(firstName, 'Anabel');
    await user.selectOptions(details().getByLabelText('Country'), 'Mexico');
    await user.selectOptions(details().getByLabelText('Time zone'), 'America/Mexico_City');
    await user.click(details().getByLabelText('Email me reminders about appointments and due invoices'));
    await user.click(details().getByLabelText('Text me reminders (SMS)'));
    await user.click(details().getByRole('button', { name: 'Save Changes' }));

    await expectToast('Profile Updated', 'Your changes have been saved.');
    // The button was disabled while saving: focus is on what happened, not lost to <body>.
    expect(details().getByText('Your changes have been saved.')).toHaveFocus();
    expect(api.callsTo('PATCH /api/auth/profile')[0]!.body).toEqual({
      firstName: 'Anabel',
      lastName: 'Lopez',
      // Unchanged: sent as stored, not re-read as a Mexican number.
      phone: '+14045550134',
      country: 'Mexico',
      timezone: 'America/Mexico_City',
      wantsReminders: false,
      smsOptIn: true,
    });
    await waitFor(() =>
      expect(queryClient.getQueryData<CurrentUserDto>(getGetCurrentUserQueryKey())?.firstName).toBe('Anabel'),
    );
  });

  it('clears an emptied phone to null', async () => {
    const user = userEvent.setup();
    await renderProfile();
    await user.clear(details().getByLabelText('Phone'));
    await user.click(details().getByRole('button', { name: 'Save Changes' }));
    await expectToast('Profile Updated');
    expect(api.callsTo('PATCH /api/auth/profile')[0]!.body).toMatchObject({ phone: null });
  });

  it('asks for a phone number before SMS opt-in, without asking the server', async () => {
    const user = userEvent.setup();
    await renderProfile();
    await user.clear(details().getByLabelText('Phone'));
    await user.click(details().getByLabelText('Text me reminders (SMS)'));
    await user.click(details().getByRole('button', { name: 'Save Changes' }));
    expect(details().getByLabelText('Phone')).toHaveAccessibleDescription(
      /Please add a phone number before opting in to text messages$/,
    );
    expect(api.callsTo('PATCH /api/auth/profile')).toHaveLength(0);
  });

  it("shows the server's field errors beside the fields", async () => {
    api.routes.set('PATCH /api/auth/profile', () => ({
      status: 400,
      body: {
        statusCode: 400,
        message: 'Invalid request: phone',
        errors: [{ field: 'phone', message: 'Please enter a valid phone number' }],
      },
    }));
    const user = userEvent.setup();
    await renderProfile();
    const phone = details().getByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, 'call me');
    await user.click(details().getByRole('button', { name: 'Save Changes' }));
    await expectToast('Update failed', 'Please enter a valid phone number');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(/Please enter a valid phone number$/);
    expect(phone).toHaveFocus();
  });
});

describe('/portal/profile phone numbers of any country', () => {
  it('shows a number of another country with its country code, and sends a new one as typed', async () => {
    profile = makeUser({ phone: '+447911123456', country: 'United Kingdom' });
    const user = userEvent.setup();
    await renderProfile();
    const phone = details().getByLabelText('Phone');
    expect(phone).toHaveValue('+44 7911 123456');
    expect(phone).toHaveAccessibleDescription(/Any country's number/);
    await user.clear(phone);
    await user.type(phone, '020 7946 0958');
    await user.click(details().getByRole('button', { name: 'Save Changes' }));
    await expectToast('Profile Updated');
    expect(api.callsTo('PATCH /api/auth/profile')[0]!.body).toMatchObject({
      phone: '020 7946 0958',
      country: 'United Kingdom',
    });
  });

  it("says beside the SMS choice when texts cannot reach the number (the server's reason)", async () => {
    const unreachable =
      'We can send text messages only to US and Canadian numbers (+1) for now. Reminders will come by e-mail.';
    profile = makeUser({ phone: '+447911123456', country: 'United Kingdom' });
    api.routes.set('PATCH /api/auth/profile', () => ({
      status: 400,
      body: { statusCode: 400, message: unreachable, errors: [{ field: 'smsOptIn', message: unreachable }] },
    }));
    const user = userEvent.setup();
    await renderProfile();
    const sms = details().getByLabelText('Text me reminders (SMS)');
    expect(sms).toHaveAccessibleDescription(/Needs a US or Canadian phone number \(\+1\)/);
    await user.click(sms);
    await user.click(details().getByRole('button', { name: 'Save Changes' }));
    await expectToast('Update failed', unreachable);
    expect(sms).toHaveAttribute('aria-invalid', 'true');
    expect(sms).toHaveAccessibleDescription(new RegExp(`${unreachable.replace(/[.()+]/g, '\\$&')}$`));
    // Nothing to verify by text: the phone section says why instead of offering a code.
    expect(screen.getByText(/cannot be verified by text/)).toHaveTextContent(
      '+44 7911 123456. We can send text messages only to US and Canadian numbers (+1) for now',
    );
    expect(screen.queryByRole('button', { name: 'Verify phone' })).not.toBeInTheDocument();
  });
});

describe('/portal/profile password', () => {
  it('checks that the new password was typed twice the same, before sending', async () => {
    const user = userEvent.setup();
    await renderProfile();
    await user.type(passwordForm().getByLabelText('Current password'), 'blue-harbor-lantern');
    await user.type(passwordForm().getByLabelText('New password'), 'green-valley-morning');
    await user.type(passwordForm().getByLabelText('Confirm new password'), 'green-valley-evening');
    await user.click(passwordForm().getByRole('button', { name: 'Change Password' }));
    await expectToast("Passwords don't match");
    expect(passwordForm().getByLabelText('Confirm new password')).toHaveAccessibleDescription("Passwords don't match");
    expect(api.callsTo('POST /api/auth/change-password')).toHaveLength(0);
  });

  it('changes the password with a success toast and empties the fields', async () => {
    api.routes.set('POST /api/auth/change-password', () => ({
      status: 200,
      body: { message: 'Password changed. Other devices have been signed out.' },
    }));
    const user = userEvent.setup();
    await renderProfile();
    await user.type(passwordForm().getByLabelText('Current password'), 'blue-harbor-lantern');
    await user.type(passwordForm().getByLabelText('New password'), 'green-valley-morning');
    await user.type(passwordForm().getByLabelText('Confirm new password'), 'green-valley-morning');
    await user.click(passwordForm().getByRole('button', { name: 'Change Password' }));

    await expectToast('Password Changed', 'Other devices have been signed out.');
    expect(api.callsTo('POST /api/auth/change-password')[0]!.body).toEqual({
      currentPassword: 'blue-harbor-lantern',
      newPassword: 'green-valley-morning',
    });
    expect(passwordForm().getByLabelText('Current password')).toHaveValue('');
    expect(passwordForm().getByLabelText('New password')).toHaveValue('');
    expect(passwordForm().getByText('Password changed. Other devices have been signed out.')).toHaveFocus();
  });

  it('says why the server refused (a wrong current password)', async () => {
    api.routes.set('POST /api/auth/change-password', () => ({
      status: 400,
      body: { statusCode: 400, message: 'Your current password is not correct' },
    }));
    const user = userEvent.setup();
    await renderProfile();
    await user.type(passwordForm().getByLabelText('Current password'), 'not-my-password');
    await user.type(passwordForm().getByLabelText('New password'), 'green-valley-morning');
    await user.type(passwordForm().getByLabelText('Confirm new password'), 'green-valley-morning');
    await user.click(passwordForm().getByRole('button', { name: 'Change Password' }));
    await expectToast('Password change failed', 'Your current password is not correct');
  });

  it('explains how to get a password to an account without one', async () => {
    profile = makeUser({ hasPassword: false });
    await renderProfile();
    expect(await screen.findByText(/has no password yet/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Change password' })).not.toBeInTheDocument();
  });
});
