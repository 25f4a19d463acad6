import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { PATHS } from '../../constants/site';
import { analyticsConfigured } from '../../lib/analytics';
import { chooseConsent, reopenConsent, useConsentBannerOpen } from '../../lib/consent';
import {
  dropReferralCookie,
  hasReferralCookie,
  onReferralCookieChange,
  REFERRAL_COOKIE_DAYS,
} from '../../lib/referral-code';
import { SiteLink } from '../navigation';
import './consent-banner.css';

const noSubscription = () => () => {};

/** Whether this deployment has analytics; false on the server and while hydrating (the page says so). */
export function useAnalyticsEnabled(): boolean {
  return useSyncExternalStore(noSubscription, analyticsConfigured, () => false);
}

/** Whether the browser holds the referral cookie (docs/modules/referrals.md#the-referral-cookie); false on the server. */
function useReferralCookie(): boolean {
  return useSyncExternalStore(onReferralCookieChange, hasReferralCookie, () => false);
}

/** Whether there is a cookie to ask about: analytics configured, or a referral code remembered in one. */
function useConsentApplies(): boolean {
  const analytics = useAnalyticsEnabled();
  const referral = useReferralCookie();
  return analytics || referral;
}

/**
 * The cookie consent banner: shown where analytics are configured or a referral link left its cookie, until
 * the visitor accepts or declines (remembered), and again from the footer's "Cookie settings". Declining also
 * drops the referral cookie (its code then lasts for the tab only). A non-modal region at the foot
 * of the page, labelled for screen readers; reopened on purpose, it takes the focus.
 */
export function ConsentBanner() {
  const analytics = useAnalyticsEnabled();
  const enabled = useConsentApplies();
  const open = useConsentBannerOpen();
  const titleId = useId();
  const textId = useId();
  const region = useRef<HTMLElement>(null);
  const shown = enabled && open;

  useEffect(() => {
    if (shown && document.activeElement?.hasAttribute('data-cookie-settings')) region.current?.focus();
  }, [shown]);

  if (!shown) return null;
  return (
    <section ref={region} className="consent-banner" aria-labelledby={titleId} aria-describedby={textId} tabIndex={-1}>
      <h2 id={titleId} className="consent-banner__title">
        {analytics ? 'Cookies for analytics' : 'Cookies'}
      </h2>
      <p id={textId} className="consent-banner__text">
        {analytics
          ? "With your consent, Google Analytics sets cookies to count visits and see which pages help. It receives the page's address without any personal details, and nothing is used for advertising. "
          : null}
        If you came through a friend's referral link, a cookie keeps their referral code for {REFERRAL_COOKIE_DAYS} days
        so that signing up credits them; declining removes it. See our{' '}
        <SiteLink to={PATHS.privacy}>Privacy Policy</SiteLink>.
      </p>
      <div className="consent-banner__actions">
        <button type="button" className="btn btn--primary" onClick={() => chooseConsent('granted')}>
          Accept
        </button>
        <button
          type="button"
          className="btn btn--outline"
          onClick={() => {
            dropReferralCookie();
            chooseConsent('denied');
          }}
        >
          Decline
        </button>
      </div>
    </section>
  );
}

/** The footer's "Cookie settings": reopens the banner (only where it applies: analytics or a referral cookie). */
export function CookieSettingsButton({ className }: { className?: string }) {
  if (!useConsentApplies()) return null;
  return (
    <button type="button" className={className} onClick={reopenConsent} data-cookie-settings>
      Cookie settings
    </button>
  );
}
