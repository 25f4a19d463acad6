/**
 * Analytics (docs/web.md): a page view on every route change and events with
 * category, label and value. The driver is chosen once at start-up: a no-op unless the server hands
 * the page a GA4 measurement id (runtime-config.ts), then GA4 (gtag) under Google Consent Mode v2,
 * whose script loads only once the visitor accepts analytics, after the page is interactive. Nothing personal is handed over: page views carry
 * the path and the campaign parameters of CAMPAIGN_PARAMETERS only (analyticsLocation), never a form's
 * prefill, an e-mail address or a link's token. A failure here is only logged; it never throws into
 * the caller's flow.
 */
import { readRuntimeConfig } from '../config/runtime-config';
import { ANALYTICS_IDLE_TIMEOUT_MS } from '../constants/timing';
import { onConsentChoice, storedConsent, type ConsentChoice } from './consent';
import { whenIdleAfterLoad } from './idle';

export interface AnalyticsEvent {
  category: string;
  label: string;
  value?: number | string;
}

export interface AnalyticsDriver {
  pageView(path: string): void;
  event(event: AnalyticsEvent): void;
  /** Stops listening to consent answers (the driver is replaced). */
  close?(): void;
}

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

/** The query parameters a page view keeps: where the visit came from, nothing about the visitor. */
export const CAMPAIGN_PARAMETERS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid'];

/** Paths whose last segment is a capability (a pay link's invoice id): reported by their pattern. */
const SECRET_SEGMENTS: readonly [RegExp, string][] = [[/^\/pay-invoice\/[^/]+/, '/pay-invoice/:publicId']];

/**
 * What a page view reports of `path` (pathname plus query): the pathname (a secret segment replaced by
 * its name) and the campaign parameters; every other parameter (a prefill's name, e-mail or phone, an
 * unsubscribe address, a feedback token) and the hash are dropped.
 */
export function analyticsLocation(path: string): string {
  const url = new URL(path, 'https://site.invalid');
  const pathname = SECRET_SEGMENTS.reduce((result, [pattern, name]) => result.replace(pattern, name), url.pathname);
  const campaign = new URLSearchParams();
  for (const name of CAMPAIGN_PARAMETERS) {
    const value = url.searchParams.get(name);
    if (value !== null) campaign.set(name, value);
  }
  const query = campaign.toString();
  return query ? `${pathname}?${query}` : pathname;
}

export const noopDriver: AnalyticsDriver = {
  pageView() {},
  event() {},
};

function warn(message: string, error?: unknown): void {
  console.warn(`[analytics] ${message}`, error ?? '');
}

/** Loads a script once the page has finished loading and the browser is idle. */
function loadScriptWhenInteractive(src: string): void {
  whenIdleAfterLoad(() => {
    const script = document.createElement('script');
    script.async = true;
    script.src = src;
    script.onerror = () => warn(`could not load ${src}`);
    document.head.appendChild(script);
  }, ANALYTICS_IDLE_TIMEOUT_MS);
}

/** Consent Mode v2: analytics storage as the visitor answered, ads storage never. */
const consentState = (analytics: ConsentChoice) => ({
  analytics_storage: analytics,
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
});

/**
 * GA4 through gtag.js, with the visitor's consent only: until analytics are granted (the remembered answer
 * or the banner's) the tag is not loaded and is handed nothing, page views and events included (they are
 * dropped, not queued). Once granted, the consent state goes first, then the configuration and the view of
 * the page the visitor is on, and the script loads when the page is idle. A later "Decline" updates Consent
 * Mode and hands nothing more over. The page's address handed to the tag is the cleaned one
 * (analyticsLocation), set before any hit, so no event carries the address bar's query either.
 */
export function createGtagDriver(measurementId: string): AnalyticsDriver {
  const pageLocation = (path: string) => window.location.origin + analyticsLocation(path);
  let currentPath = window.location.pathname + window.location.search;
  let granted = false;
  let gtag: Gtag | undefined;

  const sendPageView = (tag: Gtag, path: string) => {
    const location = pageLocation(path);
    tag('set', { page_location: location });
    tag('event', 'page_view', { page_path: analyticsLocation(path), page_location: location });
  };

  /** Sets the tag up on the first grant; calls made before the script arrives queue in `dataLayer`. */
  const start = (): Gtag => {
    window.dataLayer = window.dataLayer ?? [];
    const tag: Gtag = (window.gtag ??= function gtag() {
      // gtag.js reads the `arguments` object itself, not an array.
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer!.push(arguments);
    });
    tag('consent', 'default', consentState('granted'));
    // Ad click ids are redacted while ads storage is denied, which it always is.
    tag('set', 'ads_data_redaction', true);
    tag('set', { page_location: pageLocation(currentPath), page_referrer: '' });
    tag('js', new Date());
    tag('config', measurementId, {
      send_page_view: false,
      allow_google_signals: false,
      allow_ad_personalization_signals: false,
    });
    loadScriptWhenInteractive(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`);
    return tag;
  };

  const grant = () => {
    granted = true;
    if (gtag) {
      gtag('consent', 'update', consentState('granted'));
      return;
    }
    gtag = start();
    sendPageView(gtag, currentPath);
  };

  // The router reports the first page view once the app runs; a remembered "yes" only sets the tag up.
  if (storedConsent() === 'granted') {
    granted = true;
    gtag = start();
  }
  const stopListening = onConsentChoice((choice) => {
    if (choice === 'granted') return grant();
    granted = false;
    gtag?.('consent', 'update', consentState('denied'));
  });

  return {
    close: stopListening,
    pageView(path) {
      currentPath = path;
      if (granted && gtag) sendPageView(gtag, path);
    },
    event({ category, label, value }) {
      if (granted && gtag) gtag('event', category, { event_category: category, event_label: label, value });
    },
  };
}

let driver: AnalyticsDriver = noopDriver;

/** Picks the driver once at start-up. */
export function initAnalytics(measurementId: string | undefined = readRuntimeConfig().gaMeasurementId): void {
  driver.close?.();
  try {
    driver = measurementId ? createGtagDriver(measurementId) : noopDriver;
  } catch (error) {
    driver = noopDriver;
    warn('initialisation failed', error);
  }
}

/** Whether analytics are configured for this page (the consent banner shows only then). */
export const analyticsConfigured = () => Boolean(readRuntimeConfig().gaMeasurementId);

/** Replaces the driver (tests, or another provider later). */
export function setAnalyticsDriver(next: AnalyticsDriver): void {
  driver.close?.();
  driver = next;
}

export function trackPageView(path: string): void {
  try {
    driver.pageView(path);
  } catch (error) {
    warn('page view failed', error);
  }
}

export function trackEvent(event: AnalyticsEvent): void {
  try {
    driver.event(event);
  } catch (error) {
    warn('event failed', error);
  }
}
