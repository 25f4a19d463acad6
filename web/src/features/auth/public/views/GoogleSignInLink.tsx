import type { MouseEvent } from 'react';
import { useGetAuthProviders } from '../../../../api/generated/auth/auth';
import { rememberedReferralCode } from '../../../../lib/referral-code';
import { loginHref } from '../../redirect';
import { GoogleIcon } from './GoogleIcon';

/** Google sign-in (docs/modules/auth.md): a full browser navigation, not a router link. */
export const GOOGLE_SIGN_IN_PATH = '/auth/google';

/**
 * A new account made by Google sign-in takes the remembered referral code: the server reads the referral
 * cookie, and `ref` carries this tab's code when cookies were declined (added at the click, not in the
 * server-rendered link).
 */
function withReferralCode(event: MouseEvent<HTMLAnchorElement>) {
  const code = rememberedReferralCode();
  if (!code) return;
  const url = new URL(event.currentTarget.href, window.location.origin);
  url.searchParams.set('ref', code);
  event.currentTarget.href = `${url.pathname}${url.search}`;
}

/**
 * "Continue with Google", under an "or" divider, on the login and the sign-up views alike (Google signs in
 * an existing account and creates a new one the same way), when the server offers it.
 * `redirectTo`: the page to go back to afterwards (a safe `?redirect=`), carried through the round trip.
 */
export function GoogleSignInLink({ redirectTo }: { redirectTo?: string }) {
  const providers = useGetAuthProviders();
  if (!providers.data?.google) return null;
  return (
    <>
      <p className="auth-card__divider">
        <span>or</span>
      </p>
      <a
        href={redirectTo ? loginHref(GOOGLE_SIGN_IN_PATH, redirectTo) : GOOGLE_SIGN_IN_PATH}
        onClick={withReferralCode}
        className="btn btn--outline btn--block btn--lg auth-card__google"
      >
        <GoogleIcon />
        Continue with Google
      </a>
    </>
  );
}
