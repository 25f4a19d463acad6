import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUserDto } from '../../../api/generated/model';
import { fakeApiForEachTest } from '../../../test/fake-api';
import { renderAtPath } from '../../../test/render';
import { makeUser } from '../../../test/users';
import { SecondFactorVerifyForm } from './SecondFactorVerifyForm';

/** The staff side of the shared verification hook (use-second-factor-verification.ts), in Ant Design. */
const api = fakeApiForEachTest();
const WRONG = 'That code is not right, or was used already. Please try again.';
const verified = makeUser({ role: 'admin', secondFactor: { pending: null, verifyWith: [], passed: true } });

it('verifies a code, shows a wrong one in an alert, and switches to a recovery code', async () => {
  api.routes.set('POST /api/auth/second-factor/totp/verify', (body) =>
    (body as { code: string }).code === '492039'
      ? { status: 200, body: verified }
      : { status: 400, body: { statusCode: 400, message: WRONG, errors: [{ field: 'code', message: WRONG }] } },
  );
  const onVerified = jest.fn<void, [CurrentUserDto]>();
  await renderAtPath(<SecondFactorVerifyForm verifyWith={['totp', 'recovery-code']} onVerified={onVerified} />);
  const user = userEvent.setup();
  const code = screen.getByLabelText('6-digit code from your authenticator app');

  await user.type(code, '111111');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(WRONG);
  await user.clear(code);
  // Typing clears the failure.
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  await user.type(code, '492039');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(onVerified).toHaveBeenCalled());
  expect(onVerified.mock.calls[0]![0]).toEqual(verified);

  await user.click(screen.getByRole('button', { name: 'Lost your device? Use a recovery code' }));
  expect(screen.getByLabelText('Recovery code')).toBeInTheDocument();
  expect(screen.queryByLabelText('6-digit code from your authenticator app')).not.toBeInTheDocument();
});
