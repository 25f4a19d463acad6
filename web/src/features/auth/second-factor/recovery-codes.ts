import { useEffect, useRef } from 'react';

/** What the recovery codes are, in the words both the back office and the portal show. */
export const RECOVERY_CODES_TEXT = {
  heading: 'Save your recovery codes',
  shownOnce: 'They are shown only this once.',
  use: 'Each code signs you in once if you lose your authenticator app or passkey. Keep them somewhere safe, away from this device.',
  copied: 'Recovery codes copied.',
  copyFailed: 'Could not copy: select the codes and copy them by hand.',
} as const;

/**
 * Recovery codes shown once: focus lands on their heading so it is read first, and `copy` puts them on
 * the clipboard, one a line, telling `notify` how it went.
 */
export function useRecoveryCodes(
  codes: string[],
  notify: { copied: (text: string) => void; failed: (text: string) => void },
) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      notify.copied(RECOVERY_CODES_TEXT.copied);
    } catch {
      notify.failed(RECOVERY_CODES_TEXT.copyFailed);
    }
  };

  return { heading, copy };
}
