import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { PATHS } from '../../constants/site';
import { analyticsConfigured } from '../../lib/analytics';
import { chooseConsent, reopenConsent, useConsentBannerOpen } from '../../lib/consent';
import { SiteLink } from '../navigation';
import './consent-banner.css';

const noSubscription = () => () => {};

/** Whether this deployment has analytics; false on the server and while hydrating (the page says so). */
export function useAnalyticsEnabled(): boolean {
  return useSyncExternalStore(noSubscription, analyticsConfigured, () => false);
}

/**
 * The analytics consent banner: shown only where analytics are configured, until the visitor accepts or
 * declines (remembered), and again from the footer's "Cookie settings". A non-modal region at the foot
 * of the page, labelled for screen readers; reopened on purpose, it takes the focus.
 */
export function ConsentBanner() {
  const enabled = useAnalyticsEnabled();
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
        Cookies for analytics
      </h2>
      <p id={textId} className="consent-banner__text">
        With your consent, Google Analytics sets cookies to count visits and see which pages help. It receives the
        page's address without any personal details, and nothing is used for advertising. See our{' '}
        <SiteLink to={PATHS.privacy}>Privacy Policy</SiteLink>.
      </p>
      <div className="consent-banner__actions">
        <button type="button" className="btn btn--primary" onClick={() => chooseConsent('granted')}>
          Accept
        </button>
        <button type="button" className="btn btn--outline" onClick={() => chooseConsent('denied')}>
          Decline
        </button>
      </div>
    </section>
  );
}

/** The footer's "Cookie settings": reopens the banner (only where analytics are configured). */
export function CookieSettingsButton({ className }: { className?: string }) {
  if (!useAnalyticsEnabled()) return null;
  return (
    <button type="button" className={className} onClick={reopenConsent} data-cookie-settings>
      Cookie settings
    </button>
  );
}
