import { useQueryClient } from '@tanstack/react-query';
import {
  getGetSecondFactorsQueryKey,
  useGetSecondFactors,
  useRemovePasskey,
  useRemoveTotp,
  useRenewRecoveryCodes,
} from '../../../api/generated/auth/auth';

/** When a factor was set up or last used, for its owner; "never" when it was not used yet. */
export const factorTime = (iso: string | null): string =>
  iso ? new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) : 'never';

/** How each design tells its user an action went (antd's message in the back office, the toast in the portal). */
export interface SettingsNotify {
  done: (text: string) => void;
  failed: (error: unknown, text: string) => void;
}

export const SECOND_FACTOR_SETTINGS_TEXT = {
  enrolled: 'Added. You will be asked for it when you sign in.',
  totpRemoved: 'Authenticator app removed.',
  passkeyRemoved: 'Passkey removed.',
  removeFailed: 'Could not remove it.',
  codesRenewed: 'New recovery codes made.',
  renewFailed: 'Could not make new codes.',
} as const;

/**
 * The signed-in account's second factors and what its owner can do with them: remove the authenticator
 * app or a passkey, make new recovery codes, and take in a newly added factor. Each action says how it
 * went through `notify` and reloads the list; it resolves to whether it worked (the new codes, for the
 * renewal), and never rejects.
 */
export function useSecondFactorSettings(notify: SettingsNotify) {
  const queryClient = useQueryClient();
  const factors = useGetSecondFactors();
  const removeTotp = useRemoveTotp();
  const removePasskey = useRemovePasskey();
  const renewCodes = useRenewRecoveryCodes();
  const reload = () => queryClient.invalidateQueries({ queryKey: getGetSecondFactorsQueryKey() });

  async function run<T>(action: () => Promise<T>, done: string, failed: string): Promise<T | undefined> {
    try {
      const result = await action();
      notify.done(done);
      await reload();
      return result;
    } catch (error) {
      notify.failed(error, failed);
      return undefined;
    }
  }
  const text = SECOND_FACTOR_SETTINGS_TEXT;

  return {
    factors,
    removingTotp: removeTotp.isPending,
    renewingCodes: renewCodes.isPending,
    removeTotp: async () =>
      (await run(() => removeTotp.mutateAsync().then(() => true), text.totpRemoved, text.removeFailed)) ?? false,
    removePasskey: async (id: string) =>
      (await run(() => removePasskey.mutateAsync({ id }).then(() => true), text.passkeyRemoved, text.removeFailed)) ??
      false,
    renewRecoveryCodes: () =>
      run(async () => (await renewCodes.mutateAsync()).recoveryCodes, text.codesRenewed, text.renewFailed),
    /** A factor was added (the enrolment forms' `onEnrolled`): say so and show it. */
    enrolled: () => {
      notify.done(text.enrolled);
      void reload();
    },
  };
}
