import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissToast, Toaster } from '../../../components/toast';
import { REFERRAL_CODE_COOKIE, REFERRAL_SESSION_KEY } from '../../../lib/referral-code';
import { fakeApiForEachTest, unauthorized } from '../../../test/fake-api';
import { renderAtPath } from '../../../test/render';
import { AuthPage } from './AuthPage';

const api = fakeApiForEachTest();

beforeEach(() => {
  api.routes.set('GET /api/auth/user', unauthorized);
  api.routes.set('GET /api/auth/providers', () => ({ status: 200, body: { google: false } }));
  api.routes.set('POST /api/auth/signup', () => ({ status: 201, body: { message: 'Account created.' } }));
});

afterEach(() => {
  act(() => dismissToast());
  document.cookie = `${REFERRAL_CODE_COOKIE}=; Max-Age=0; Path=/`;
  sessionStorage.clear();
});

async function signUp() {
  const events = userEvent.setup();
  await renderAtPath(
    <>
      <AuthPage />
      <Toaster />
    </>,
    '/auth',
  );
  await events.click(screen.getByRole('button', { name: 'Create one' }));
  const form = within(screen.getByRole('form', { name: 'Create account' }));
  await events.type(form.getByLabelText('First name'), 'Ana');
  await events.type(form.getByLabelText('Last name'), 'Lopez');
  await events.type(form.getByLabelText('Email'), 'ana@example.com');
  await events.type(form.getByLabelText('Password'), 'blue-harbor-lantern');
  await events.click(form.getByRole('button', { name: 'Create Account' }));
  await waitFor(() => expect(api.callsTo('POST /api/auth/signup')).toHaveLength(1));
  return api.callsTo('POST /api/auth/signup')[0]!.body as Record<string, unknown>;
}

describe('/auth sign-up: the referral code', () => {
  it('sends the code the referral cookie remembers', async () => {
    document.cookie = `${REFERRAL_CODE_COOKIE}=K7QM2XPA; Path=/`;
    expect(await signUp()).toMatchObject({ email: 'ana@example.com', referralCode: 'K7QM2XPA' });
  });

  it("sends this tab's code when cookies were declined", async () => {
    sessionStorage.setItem(REFERRAL_SESSION_KEY, 'TABONLY1');
    expect(await signUp()).toMatchObject({ referralCode: 'TABONLY1' });
  });

  it('sends no code when the visitor came without one', async () => {
    expect(await signUp()).not.toHaveProperty('referralCode');
  });
});
