/**
 * Analytics (SPEC.md sections 2 and 7): a page view on every route change and events with
 * category, label and value. The driver is chosen once at start-up: a no-op unless
 * VITE_GA_MEASUREMENT_ID is set, then GA4 (gtag), whose script loads after the page is interactive.
 * A failure here is only logged; it never throws into the caller's flow.
 */
import { env } from '../config/env';
import { ANALYTICS_IDLE_TIMEOUT_MS } from '../constants/timing';
import { whenIdleAfterLoad } from './idle';

export interface AnalyticsEvent {
  category: string;
  label: string;
  value?: number | string;
}

export interface AnalyticsDriver {
  pageView(path: string): void;
  event(event: AnalyticsEvent): void;
}

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
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

/** GA4 through gtag.js. Calls made before the script arrives queue in `dataLayer`. */
export function createGtagDriver(measurementId: string): AnalyticsDriver {
  window.dataLayer = window.dataLayer ?? [];
  window.gtag =
    window.gtag ??
    function gtag() {
      // gtag.js reads the `arguments` object itself, not an array.
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer!.push(arguments);
    };
  window.gtag('js', new Date());
  window.gtag('config', measurementId, { send_page_view: false });
  loadScriptWhenInteractive(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`);

  return {
    pageView(path) {
      window.gtag!('event', 'page_view', {
        page_path: path,
        page_location: window.location.origin + path,
      });
    },
    event({ category, label, value }) {
      window.gtag!('event', category, { event_category: category, event_label: label, value });
    },
  };
}

let driver: AnalyticsDriver = noopDriver;

/** Picks the driver once at start-up. */
export function initAnalytics(measurementId: string | undefined = env.gaMeasurementId): void {
  try {
    driver = measurementId ? createGtagDriver(measurementId) : noopDriver;
  } catch (error) {
    driver = noopDriver;
    warn('initialisation failed', error);
  }
}

/** Replaces the driver (tests, or another provider later). */
export function setAnalyticsDriver(next: AnalyticsDriver): void {
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
