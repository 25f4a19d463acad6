import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SecondFactorsDto } from '../../../api/generated/model';
import { dismissToast, Toaster } from '../../../components/toast';
import { fakeApiForEachTest } from '../../../test/fake-api';
import { renderAtPath } from '../../../test/render';
import { SignInSecurity } from './SignInSecurity';

const api = fakeApiForEachTest();

const NONE: SecondFactorsDto = { totp: null, passkeys: [], recoveryCodesLeft: 0 };
const TOTP = { confirmedAt: '2026-03-02T15:04:00.000Z', lastUsedAt: null };
const CODES = Array.from({ length: 10 }, (_, index) => `code-${index}-abcd-efgh`);
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const LAPTOP = {
  id: '1b0c6f5e-3b7e-4c8a-9d7e-1f2a3b4c5d01',
  name: 'Work laptop',
  backedUp: false,
  createdAt: '2026-01-10T10:00:00.000Z',
  lastUsedAt: '2026-02-01T09:30:00.000Z',
};
const PHONE = { ...LAPTOP, id: '1b0c6f5e-3b7e-4c8a-9d7e-1f2a3b4c5d02', name: 'Phone', lastUsedAt: null };

/** What GET /api/auth/second-factor answers; tests change it as the server would. */
let factors: SecondFactorsDto;

beforeEach(() => {
  factors = NONE;
  api.routes.set('GET /api/auth/second-factor', () => ({ status: 200, body: factors }));
});

afterEach(() => {
  act(() => dismissToast());
});

async function renderSection() {
  const result = await renderAtPath(
    <>
      <SignInSecurity />
      <Toaster />
    </>,
    '/portal/profile',
  );
  await screen.findByRole('heading', { level: 3, name: 'Authenticator app' });
  return result;
}

async function expectToast(title: string, description?: string) {
  await waitFor(() => {
    const toast = screen.getByTestId('toast');
    expect(toast).toHaveTextContent(title);
    if (description) expect(toast).toHaveTextContent(description);
  });
}

describe('/portal/profile sign-in security', () => {
  it('explains the optional second step and offers an authenticator app; no recovery codes without a factor', async () => {
    await renderSection();
    expect(screen.getByRole('heading', { level: 2, name: 'Sign-in security' })).toBeInTheDocument();
    expect(screen.getByText(/An optional second step when you sign in/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set up an authenticator app' })).toBeInTheDocument();
    expect(screen.getByText('No passkey yet.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Recovery codes' })).not.toBeInTheDocument();
  });

  it('sets up an authenticator app: QR code and key, a wrong then a right code, the recovery codes once', async () => {
    const wrong = 'That code is not right, or was used already. Please try again.';
    api.routes.set('POST /api/auth/second-factor/totp/setup', () => ({
      status: 200,
      body: {
        secret: SECRET,
        otpauthUri: `otpauth://totp/x?secret=${SECRET}`,
        qrCode: 'data:image/svg+xml;base64,PHN2Zz4=',
      },
    }));
    api.routes.set('POST /api/auth/second-factor/totp/confirm', (body) => {
      if ((body as { code: string }).code !== '492039') {
        return { status: 400, body: { statusCode: 400, message: wrong, errors: [{ field: 'code', message: wrong }] } };
      }
      factors = { totp: TOTP, passkeys: [], recoveryCodesLeft: 10 };
      return { status: 200, body: { recoveryCodes: CODES } };
    });
    const user = userEvent.setup();
    await renderSection();
    await user.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));

    const setup = within(await screen.findByRole('form', { name: 'Set up an authenticator app' }));
    expect(setup.getByRole('img', { name: 'QR code to add Inspivision to your authenticator app' })).toHaveAttribute(
      'src',
      'data:image/svg+xml;base64,PHN2Zz4=',
    );
    expect(setup.getByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(setup.getByText(/Scan this QR code/)).toHaveFocus();

    const code = setup.getByLabelText('6-digit code from the app');
    await user.type(code, '111111');
    await user.click(setup.getByRole('button', { name: 'Turn on the authenticator app' }));
    expect(await setup.findByRole('alert')).toHaveTextContent(wrong);
    expect(code).toHaveFocus();

    await user.clear(code);
    await user.type(code, '492039');
    await user.click(setup.getByRole('button', { name: 'Turn on the authenticator app' }));

    await expectToast('Added. You will be asked for it when you sign in.');
    expect(screen.getByRole('heading', { name: 'Save your recovery codes' })).toHaveFocus();
    expect(screen.getByText('They are shown only this once.')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);

    await user.click(screen.getByRole('button', { name: 'Copy codes' }));
    await expectToast('Recovery codes copied.');
    expect(await navigator.clipboard.readText()).toBe(CODES.join('\n'));

    await user.click(screen.getByRole('button', { name: 'I saved them' }));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Recovery codes' })).toHaveFocus();
    expect(screen.getByText(/^Set up .+ · last used never$/)).toBeInTheDocument();
    expect(screen.getByText(/^10 unused recovery codes left\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set up an authenticator app' })).not.toBeInTheDocument();
  });

  it('removes the authenticator app after a confirmation (Cancel first keeps it), saying it is the last step', async () => {
    factors = { totp: TOTP, passkeys: [], recoveryCodesLeft: 10 };
    api.routes.set('DELETE /api/auth/second-factor/totp', () => {
      factors = NONE;
      return { status: 204 };
    });
    const user = userEvent.setup();
    await renderSection();

    const remove = screen.getByRole('button', { name: 'Remove the authenticator app' });
    await user.click(remove);
    const confirm = within(screen.getByRole('group', { name: /^Remove the authenticator app\?/ }));
    expect(screen.getByRole('group')).toHaveAccessibleName(/afterwards, signing in asks for your password only/);
    expect(confirm.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove the authenticator app' })).toHaveFocus();
    expect(api.callsTo('DELETE /api/auth/second-factor/totp')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove the authenticator app' }));
    await user.click(screen.getByRole('button', { name: 'Yes, remove' }));
    await expectToast('Authenticator app removed.');
    expect(await screen.findByRole('button', { name: 'Set up an authenticator app' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Authenticator app' })).toHaveFocus();
    expect(screen.queryByRole('heading', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(api.callsTo('DELETE /api/auth/second-factor/totp')).toHaveLength(1);
  });

  it('cancels a removal with Escape', async () => {
    factors = { totp: TOTP, passkeys: [], recoveryCodesLeft: 10 };
    const user = userEvent.setup();
    await renderSection();
    await user.click(screen.getByRole('button', { name: 'Remove the authenticator app' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove the authenticator app' })).toHaveFocus();
    expect(api.callsTo('DELETE /api/auth/second-factor/totp')).toHaveLength(0);
  });

  it("says why a removal failed, in the server's words, and keeps the factor", async () => {
    factors = { totp: TOTP, passkeys: [], recoveryCodesLeft: 10 };
    api.routes.set('DELETE /api/auth/second-factor/totp', () => ({
      status: 403,
      body: { statusCode: 403, message: 'Please finish signing in with your second factor first.' },
    }));
    const user = userEvent.setup();
    await renderSection();
    await user.click(screen.getByRole('button', { name: 'Remove the authenticator app' }));
    await user.click(screen.getByRole('button', { name: 'Yes, remove' }));
    await expectToast('Could not remove it.', 'Please finish signing in with your second factor first.');
    expect(screen.getByRole('button', { name: 'Remove the authenticator app' })).toHaveFocus();
    expect(screen.getByText(/^Set up .+ · last used never$/)).toBeInTheDocument();
  });

  it('lists the passkeys and removes one after a confirmation', async () => {
    factors = { totp: null, passkeys: [LAPTOP, PHONE], recoveryCodesLeft: 8 };
    api.routes.set(`DELETE /api/auth/second-factor/passkeys/${LAPTOP.id}`, () => {
      factors = { ...factors, passkeys: [PHONE] };
      return { status: 204 };
    });
    const user = userEvent.setup();
    await renderSection();

    const list = screen.getByRole('list', { name: 'Your passkeys' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(/^Work laptopAdded .+ · last used .+2026/);
    expect(rows[1]).toHaveTextContent(/^PhoneAdded .+ · last used never/);
    expect(screen.getByText(/^8 unused recovery codes left\./)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove the passkey Work laptop' }));
    // Two factors: removing one leaves the second step on, so the question says nothing more.
    expect(screen.getByRole('group')).toHaveAccessibleName('Remove the passkey “Work laptop”?');
    expect(api.callsTo(`DELETE /api/auth/second-factor/passkeys/${LAPTOP.id}`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Yes, remove' }));

    await expectToast('Passkey removed.');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(within(list).getByText('Phone')).toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/auth/second-factor/passkeys/${LAPTOP.id}`)).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Passkeys' })).toHaveFocus();
  });

  it('offers "Add a passkey" only where the browser can make one', async () => {
    await renderSection();
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).not.toBeInTheDocument();
    expect(screen.getByText('This browser cannot use passkeys. Use an authenticator app instead.')).toBeInTheDocument();
  });

  describe('in a browser with WebAuthn', () => {
    beforeEach(() => {
      Object.defineProperty(window, 'PublicKeyCredential', {
        value: function PublicKeyCredential() {},
        configurable: true,
      });
    });
    afterEach(() => {
      Reflect.deleteProperty(window, 'PublicKeyCredential');
    });

    it('opens the passkey form with its name field focused, and closes it again', async () => {
      const user = userEvent.setup();
      await renderSection();
      await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
      const form = within(screen.getByRole('form', { name: 'Add a passkey' }));
      expect(form.getByLabelText('Passkey name')).toHaveFocus();
      expect(form.getByLabelText('Passkey name')).toHaveValue('This device');
      await user.click(form.getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('form', { name: 'Add a passkey' })).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Passkeys' })).toHaveFocus();
    });
  });

  it('makes new recovery codes after a confirmation and shows them once', async () => {
    factors = { totp: TOTP, passkeys: [], recoveryCodesLeft: 3 };
    api.routes.set('POST /api/auth/second-factor/recovery-codes', () => {
      factors = { ...factors, recoveryCodesLeft: 10 };
      return { status: 200, body: { recoveryCodes: CODES } };
    });
    const user = userEvent.setup();
    await renderSection();
    expect(screen.getByText(/^3 unused recovery codes left\./)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Make new recovery codes' }));
    expect(screen.getByRole('group')).toHaveAccessibleName('Make new codes? The ones you have now stop working.');
    await user.click(screen.getByRole('button', { name: 'Make new codes' }));

    await expectToast('New recovery codes made.');
    expect(await screen.findByRole('heading', { name: 'Save your recovery codes' })).toHaveFocus();
    expect(
      within(screen.getByRole('list', { name: 'Recovery codes' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    await user.click(screen.getByRole('button', { name: 'I saved them' }));
    expect(screen.getByText(/^10 unused recovery codes left\./)).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/second-factor/recovery-codes')).toHaveLength(1);
  });

  it('shows a loading state, and an error with a retry when the factors cannot be loaded', async () => {
    api.routes.set('GET /api/auth/second-factor', () => ({ status: 500, body: { statusCode: 500, message: 'Boom' } }));
    await renderAtPath(<SignInSecurity />, '/portal/profile');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your sign-in security...');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your sign-in security.");

    api.routes.set('GET /api/auth/second-factor', () => ({ status: 200, body: NONE }));
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: 'Set up an authenticator app' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
