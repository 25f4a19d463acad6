import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUserDto } from '../../../api/generated/model';
import { dismissToast, Toaster } from '../../../components/toast';
import { ProfilePage } from './ProfilePage';
import { fakeApiForEachTest } from '../../../test/fake-api';
import { renderAtPath } from '../../../test/render';
import { makeUser } from '../../../test/users';

const api = fakeApiForEachTest();
let profile: CurrentUserDto;
const CODE = '482913';

beforeEach(() => {
  profile = makeUser({ phone: '+14045550134', phoneTextable: true });
  api.routes.set('GET /api/auth/profile', () => ({ status: 200, body: profile }));
  api.routes.set('PATCH /api/auth/profile', (body) => {
    const changes = body as Partial<CurrentUserDto>;
    const phoneChanged = changes.phone !== undefined && changes.phone !== profile.phone;
    profile = { ...profile, ...changes, phoneVerifiedAt: phoneChanged ? null : profile.phoneVerifiedAt };
    return { status: 200, body: profile };
  });
  api.routes.set('POST /api/auth/phone/send-code', () => ({
    status: 200,
    body: { message: 'We texted you a 6-digit code. It expires in 10 minutes.' },
  }));
  api.routes.set('POST /api/auth/phone/verify', (body) => {
    if ((body as { code: string }).code !== CODE) {
      return { status: 400, body: { statusCode: 400, message: 'Invalid or expired code' } };
    }
    profile = { ...profile, phoneVerifiedAt: '2026-03-02T12:00:00.000Z' };
    return { status: 200, body: profile };
  });
});

afterEach(() => {
  act(() => dismissToast());
});

async function renderProfile() {
  await renderAtPath(
    <>
      <ProfilePage />
      <Toaster />
    </>,
    '/portal/profile',
  );
  await screen.findByRole('form', { name: 'Your details' });
  return within(screen.getByRole('region', { name: 'Phone verification' }));
}

async function expectToast(title: string, description?: string) {
  await waitFor(() => {
    const toast = screen.getByTestId('toast');
    expect(toast).toHaveTextContent(title);
    if (description) expect(toast).toHaveTextContent(description);
  });
}

describe('/portal/profile phone verification', () => {
  it('texts a code, refuses a wrong one beside the field, and shows the number verified after the right one', async () => {
    const user = userEvent.setup();
    const phone = await renderProfile();
    expect(phone.getByText('Not verified')).toBeInTheDocument();

    await user.click(phone.getByRole('button', { name: 'Verify phone' }));
    await expectToast('Code sent', 'We texted you a 6-digit code. It expires in 10 minutes.');
    expect(api.callsTo('POST /api/auth/phone/send-code')).toHaveLength(1);

    // The button that sent the code is gone: focus is in the code field, ready to type.
    const codeField = await phone.findByLabelText('Code from the text message');
    await waitFor(() => expect(codeField).toHaveFocus());
    await user.type(codeField, '12345');
    await user.click(phone.getByRole('button', { name: 'Confirm Code' }));
    expect(codeField).toHaveAccessibleDescription(/Please enter the 6-digit code/);
    expect(codeField).toHaveFocus();
    expect(api.callsTo('POST /api/auth/phone/verify')).toHaveLength(0);

    await user.clear(codeField);
    await user.type(codeField, '000000');
    await user.click(phone.getByRole('button', { name: 'Confirm Code' }));
    await waitFor(() => expect(codeField).toHaveAccessibleDescription(/Invalid or expired code/));
    expect(codeField).toHaveFocus();

    await user.clear(codeField);
    await user.type(codeField, CODE);
    await user.click(phone.getByRole('button', { name: 'Confirm Code' }));
    await expectToast('Phone verified', 'We can now text you at this number.');
    expect(api.callsTo('POST /api/auth/phone/verify').at(-1)!.body).toEqual({ code: CODE });
    expect(await phone.findByText('Verified')).toBeInTheDocument();
    expect(phone.getByRole('status')).toHaveTextContent('(404) 555-0134, verified on Mar 2, 2026.');
    // The form gave its place to the verified number, and focus went there.
    expect(phone.getByRole('status')).toHaveFocus();
    expect(phone.queryByRole('button', { name: 'Verify phone' })).not.toBeInTheDocument();
  });

  it("shows the server's reason when the code cannot be sent", async () => {
    api.routes.set('POST /api/auth/phone/send-code', () => ({
      status: 400,
      body: {
        statusCode: 400,
        message: 'This number replied STOP to our texts. Text START to our number to receive texts again.',
      },
    }));
    const user = userEvent.setup();
    const phone = await renderProfile();
    await user.click(phone.getByRole('button', { name: 'Verify phone' }));
    await expectToast('Could not send the code', 'This number replied STOP to our texts.');
    expect(phone.queryByLabelText('Code from the text message')).not.toBeInTheDocument();
  });

  it('asks for a phone number first when there is none', async () => {
    profile = makeUser({ phone: null });
    const phone = await renderProfile();
    expect(phone.getByText('Add your phone number above and save, then verify it here.')).toBeInTheDocument();
    expect(phone.queryByRole('button', { name: 'Verify phone' })).not.toBeInTheDocument();
  });

  it('a saved new number is not verified any more and can be verified again', async () => {
    profile = makeUser({ phone: '+14045550134', phoneTextable: true, phoneVerifiedAt: '2026-03-01T12:00:00.000Z' });
    const user = userEvent.setup();
    const phone = await renderProfile();
    expect(phone.getByText('Verified')).toBeInTheDocument();

    const details = within(screen.getByRole('form', { name: 'Your details' }));
    await user.clear(details.getByLabelText('Phone'));
    // The fake keeps what it is sent; the server would store it so.
    await user.type(details.getByLabelText('Phone'), '+14045550199');
    await user.click(details.getByRole('button', { name: 'Save Changes' }));
    await expectToast('Profile Updated');
    expect(await phone.findByText('Not verified')).toBeInTheDocument();
    expect(phone.getByText(/\(404\) 555-0199/)).toBeInTheDocument();
    expect(phone.getByRole('button', { name: 'Verify phone' })).toBeInTheDocument();
  });
});
