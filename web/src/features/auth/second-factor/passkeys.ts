/**
 * Passkeys in the browser (@simplewebauthn/browser) against the API's WebAuthn operations: antd-free, so
 * the back office and the portal share it.
 */
import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import {
  registerPasskey,
  startPasskeyRegistration,
  startPasskeyVerification,
  verifyPasskey,
} from '../../../api/generated/auth/auth';
import type { CurrentUserDto, SecondFactorEnrolledDto } from '../../../api/generated/model';

export const passkeysSupported = (): boolean => browserSupportsWebAuthn();

/** Creates a passkey on this device and adds it to the account under `name`. */
export async function addPasskey(name: string): Promise<SecondFactorEnrolledDto> {
  const { options } = await startPasskeyRegistration();
  const response = await startRegistration({
    optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
  });
  return registerPasskey({ response: { ...response }, name });
}

/** Passes the session's second factor with one of the account's passkeys. */
export async function verifyWithPasskey(): Promise<CurrentUserDto> {
  const { options } = await startPasskeyVerification();
  const response = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
  return verifyPasskey({ response: { ...response } });
}

/** What to say when the browser's passkey prompt failed (the API's own errors carry their message). */
export function passkeyPromptMessage(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  if (error.name === 'NotAllowedError' || error.name === 'AbortError') {
    return 'The passkey prompt was closed or timed out. Please try again.';
  }
  if (error.name === 'InvalidStateError') return 'This device already holds a passkey for your account.';
  if (error.name === 'SecurityError') return 'Passkeys cannot be used on this address of the site.';
  return undefined;
}
