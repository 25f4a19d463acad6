import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useVerifyRecoveryCode, useVerifyTotp } from '../../../api/generated/auth/auth';
import type { CurrentUserDto, SecondFactorMethod } from '../../../api/generated/model';
import { passkeyPromptMessage, verifyWithPasskey } from './passkeys';

/** The back office and the portal each word a server's failure their own way (components/admin, components/form). */
export type ServerMessage = (error: unknown, fallback: string) => string;

/**
 * The state of the second step of a sign-in, whichever design shows it: a passkey, a code of the
 * authenticator app, or a recovery code (offered from the start when the account has nothing else).
 * One failure at a time, cleared by the next attempt or by typing.
 */
export function useSecondFactorVerification({
  verifyWith,
  onVerified,
  serverMessage,
}: {
  verifyWith: SecondFactorMethod[];
  onVerified: (user: CurrentUserDto) => void;
  serverMessage: ServerMessage;
}) {
  const hasTotp = verifyWith.includes('totp');
  const hasPasskey = verifyWith.includes('passkey');
  const hasRecoveryCode = verifyWith.includes('recovery-code');
  const [usingRecoveryCode, setUsingRecoveryCode] = useState(!hasTotp && !hasPasskey);
  const passkey = useMutation({ mutationFn: verifyWithPasskey, onSuccess: onVerified });
  const totp = useVerifyTotp({ mutation: { onSuccess: onVerified } });
  const recovery = useVerifyRecoveryCode({ mutation: { onSuccess: onVerified } });

  const failure = passkey.error ?? totp.error ?? recovery.error;
  const failureMessage = failure
    ? (passkeyPromptMessage(failure) ?? serverMessage(failure, 'That did not work. Please try again.'))
    : undefined;
  const { isError: passkeyFailed, reset: resetPasskey } = passkey;
  const { isError: totpFailed, reset: resetTotp } = totp;
  const { isError: recoveryFailed, reset: resetRecovery } = recovery;
  const clearErrors = useCallback(() => {
    if (passkeyFailed) resetPasskey();
    if (totpFailed) resetTotp();
    if (recoveryFailed) resetRecovery();
  }, [passkeyFailed, resetPasskey, totpFailed, resetTotp, recoveryFailed, resetRecovery]);

  return {
    hasTotp,
    hasPasskey,
    /** Whether "Lost your device? Use a recovery code" may be offered. */
    hasRecoveryCode,
    usingRecoveryCode,
    /** Switches between the recovery-code form and the authenticator-app one. */
    chooseRecoveryCode: (chosen: boolean) => {
      clearErrors();
      setUsingRecoveryCode(chosen);
    },
    pending: passkey.isPending || totp.isPending || recovery.isPending,
    passkeyPending: passkey.isPending,
    totpPending: totp.isPending,
    recoveryPending: recovery.isPending,
    failureMessage,
    clearErrors,
    verifyWithPasskey: () => {
      clearErrors();
      passkey.mutate();
    },
    verifyTotp: (code: string) => {
      clearErrors();
      totp.mutate({ data: { code: code.trim() } });
    },
    verifyRecoveryCode: (code: string) => {
      clearErrors();
      recovery.mutate({ data: { code: code.trim() } });
    },
  };
}
