import { useLocation, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { recordSiteVisit } from '../../api/generated/content/content';
import { recordReferralVisit } from '../../api/generated/referrals-public/referrals-public';
import { VISIT_COUNT_IDLE_TIMEOUT_MS } from '../../constants/timing';
import { storedConsent } from '../../lib/consent';
import { whenIdleAfterLoad } from '../../lib/idle';
import { answerOffMainThread } from '../../lib/off-main-thread';
import { dropReferralCookie, normaliseReferralCode, rememberReferralCode } from '../../lib/referral-code';
import { visitDay } from './visit-day';
import VisitDayWorker from './visit-day.worker?worker';

/** sessionStorage key: the New York day this tab last counted a site visit (once per tab and day). */
export const SITE_VISIT_SESSION_KEY = 'site-visit-day';

/** Referral codes already sent from this page (React may run an effect twice). */
const sentReferralCodes = new Set<string>();

async function countSiteVisit(path: string): Promise<void> {
  // In a worker: on the main thread, the day's time zone would be the page's first Intl use, a long task.
  const today = await answerOffMainThread(() => new VisitDayWorker(), visitDay);
  try {
    if (window.sessionStorage.getItem(SITE_VISIT_SESSION_KEY) === today) return;
    window.sessionStorage.setItem(SITE_VISIT_SESSION_KEY, today);
  } catch {
    // Storage blocked: counted on each page load; the server still counts the visitor once a day.
  }
  recordSiteVisit({ path }).catch(() => {});
}

/**
 * The public pages' visit counting (docs/modules/content.md#visits, docs/modules/referrals.md#visits): a site
 * visit once per tab and day; a page opened with `?ref=CODE` counts a referral visit, remembers the code for
 * the sign-up and takes `ref` out of the address bar (no reload), so a link copied from it is the visitor's
 * own. Failures are silent.
 */
export function useVisitTracking(enabled: boolean): void {
  const router = useRouter();
  const href = useLocation({ select: (location) => location.href });

  useEffect(() => {
    if (!enabled) return;
    // Declined before (the banner's Decline drops it at once): no referral cookie is kept.
    if (storedConsent() === 'denied') dropReferralCookie();
    const path = router.history.location.pathname;
    // Nothing the visitor sees waits on it: counted once the page has loaded and the browser is idle; not
    // called off if the visitor moves on meanwhile (the visit happened; countSiteVisit counts it once).
    whenIdleAfterLoad(() => void countSiteVisit(path), VISIT_COUNT_IDLE_TIMEOUT_MS);
  }, [enabled, router]);

  useEffect(() => {
    if (!enabled) return;
    const { pathname, search, hash, state } = router.history.location;
    const params = new URLSearchParams(search);
    if (!params.has('ref')) return;
    const code = normaliseReferralCode(params.get('ref'));
    if (code) {
      rememberReferralCode(code);
      if (!sentReferralCodes.has(code)) {
        sentReferralCodes.add(code);
        recordReferralVisit({ code }).catch(() => {});
      }
    }
    params.delete('ref');
    const rest = params.toString();
    router.history.replace(`${pathname}${rest ? `?${rest}` : ''}${hash}`, state);
  }, [enabled, href, router]);
}
