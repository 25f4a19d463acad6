import {
  analyticsLocation,
  createGtagDriver,
  initAnalytics,
  setAnalyticsDriver,
  trackEvent,
  trackPageView,
} from './analytics';
import { chooseConsent, CONSENT_STORAGE_KEY } from './consent';

const gtagCalls = () => (window.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>));

describe('analytics', () => {
  afterEach(() => {
    initAnalytics(undefined);
    delete window.gtag;
    delete window.dataLayer;
    localStorage.clear();
    document.head.querySelectorAll('script[src*="googletagmanager"]').forEach((script) => script.remove());
  });

  it('never throws when the driver fails: it only warns', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    setAnalyticsDriver({
      pageView() {
        throw new Error('blocked');
      },
      event() {
        throw new Error('blocked');
      },
    });
    expect(() => trackPageView('/services')).not.toThrow();
    expect(() => trackEvent({ category: 'consultation', label: 'booked', value: 1 })).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('is a no-op without a measurement id', () => {
    initAnalytics(undefined);
    trackPageView('/');
    expect(window.dataLayer).toBeUndefined();
    expect(document.head.querySelector('script[src*="googletagmanager"]')).toBeNull();
  });

  it('keeps the path, a pay link by its pattern, and the campaign parameters only', () => {
    expect(analyticsLocation('/consultation?firstName=Ana&email=ana%40example.com&phone=%2B1404&utm_source=news')).toBe(
      '/consultation?utm_source=news',
    );
    expect(analyticsLocation('/unsubscribe?email=ana%40example.com#top')).toBe('/unsubscribe');
    expect(analyticsLocation('/testimonial-form?token=abc.def')).toBe('/testimonial-form');
    expect(analyticsLocation('/pay-invoice/9f2c1e?utm_medium=email&gclid=x1&q=1')).toBe(
      '/pay-invoice/:publicId?utm_medium=email&gclid=x1',
    );
  });

  it('sets Consent Mode defaults (all denied) before anything else, and updates analytics storage only', () => {
    createGtagDriver('G-TEST123');
    const denied = {
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    };
    expect(gtagCalls()[0]).toEqual(['consent', 'default', denied]);
    chooseConsent('granted');
    expect(gtagCalls().at(-1)).toEqual(['consent', 'update', { ...denied, analytics_storage: 'granted' }]);
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('granted');
  });

  it('starts from the remembered answer', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'granted');
    createGtagDriver('G-TEST123');
    expect(gtagCalls()[0]).toEqual(['consent', 'default', expect.objectContaining({ analytics_storage: 'granted' })]);
  });

  it('queues GA4 page views and events in dataLayer, and loads gtag.js only after the page has loaded', () => {
    jest.useFakeTimers();
    try {
      const driver = createGtagDriver('G-TEST123');
      driver.pageView('/services?email=a%40b.c&utm_campaign=spring');
      driver.event({ category: 'service_inquiry', label: 'submitted', value: 1 });

      const calls = gtagCalls();
      expect(calls).toContainEqual([
        'config',
        'G-TEST123',
        { send_page_view: false, allow_google_signals: false, allow_ad_personalization_signals: false },
      ]);
      expect(calls).toContainEqual([
        'event',
        'page_view',
        { page_path: '/services?utm_campaign=spring', page_location: 'http://localhost/services?utm_campaign=spring' },
      ]);
      expect(calls).toContainEqual([
        'event',
        'service_inquiry',
        { event_category: 'service_inquiry', event_label: 'submitted', value: 1 },
      ]);

      // jsdom's document is already "complete": the script is injected on the next idle moment.
      jest.runOnlyPendingTimers();
      expect(document.head.querySelector('script[src*="googletagmanager"]')).toHaveAttribute(
        'src',
        'https://www.googletagmanager.com/gtag/js?id=G-TEST123',
      );
    } finally {
      jest.useRealTimers();
    }
  });
});
