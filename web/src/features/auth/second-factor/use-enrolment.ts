import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useConfirmTotpEnrolment, useStartTotpEnrolment } from '../../../api/generated/auth/auth';
import { addPasskey, passkeyPromptMessage } from './passkeys';
import type { ServerMessage } from './use-second-factor-verification';

/** Called once a factor is added: the recovery codes when it was the account's first (shown this once), else null. */
export type OnEnrolled = (recoveryCodes: string[] | null) => void;

/** The words of the two enrolment forms, the same in the back office and the portal. */
export const ENROLMENT_TEXT = {
  totpSteps:
    'Scan this QR code with your authenticator app (e.g. Google Authenticator, 1Password, Authy), or type in the key below, then enter the 6-digit code the app shows.',
  qrCodeAlt: 'QR code to add Inspivision to your authenticator app',
  totpStartFailed: 'Could not start the set-up.',
  totpCodeFailed: 'That code did not work. Please try again.',
  passkeyPrompt:
    "Your browser will ask to create a passkey with this device's screen lock (fingerprint, face or PIN) or a security key.",
  passkeyNameHint: 'So you can tell your passkeys apart, e.g. “Work laptop”.',
  passkeyFailed: 'The passkey could not be added.',
  passkeysUnsupported: 'This browser cannot use passkeys. Use an authenticator app instead.',
} as const;

/** An authenticator-app key in groups of four, as apps show it and as it is easiest to type. */
export const groupedSecret = (secret: string): string => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Setting up an authenticator app: a new secret (with its QR code) is asked for as soon as the form
 * shows, then its first code turns it on.
 */
export function useTotpEnrolment(onEnrolled: OnEnrolled, serverMessage: ServerMessage) {
  const start = useStartTotpEnrolment();
  const confirm = useConfirmTotpEnrolment({ mutation: { onSuccess: (answer) => onEnrolled(answer.recoveryCodes) } });
  const startEnrolment = start.mutate;
  useEffect(() => startEnrolment(), [startEnrolment]);
  const { isError: confirmFailed, reset: resetConfirm } = confirm;

  return {
    /** The new secret, its otpauth:// URI and QR code, once the server answered. */
    enrolment: start.data,
    startFailure: start.isError ? serverMessage(start.error, ENROLMENT_TEXT.totpStartFailed) : undefined,
    confirmCode: (code: string) => confirm.mutate({ data: { code: code.trim() } }),
    confirming: confirm.isPending,
    confirmFailure: confirm.isError ? serverMessage(confirm.error, ENROLMENT_TEXT.totpCodeFailed) : undefined,
    clearError: () => {
      if (confirmFailed) resetConfirm();
    },
  };
}

/** Adding a passkey (this device's, or a security key) under a name. */
export function usePasskeyEnrolment(onEnrolled: OnEnrolled, serverMessage: ServerMessage) {
  const add = useMutation({
    mutationFn: (name: string) => addPasskey(name.trim()),
    onSuccess: (answer) => onEnrolled(answer.recoveryCodes),
  });
  return {
    add: add.mutate,
    adding: add.isPending,
    failure: add.isError
      ? (passkeyPromptMessage(add.error) ?? serverMessage(add.error, ENROLMENT_TEXT.passkeyFailed))
      : undefined,
  };
}
