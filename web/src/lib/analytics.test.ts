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

  /** The driver as the app has it (replaced, and so closed, after each test). */
  const startGtag = () => {
    const driver = createGtagDriver('G-TEST123');
    setAnalyticsDriver(driver);
    return driver;
  };
  const tagScript = () => document.head.querySelector('script[src*="googletagmanager"]');
  const pageViews = () => gtagCalls().filter((call) => call[0] === 'event' && call[1] === 'page_view');

  it('loads nothing and hands the tag nothing while consent is unanswered, nor after "Decline"', () => {
    jest.useFakeTimers();
    try {
      const driver = startGtag();
      driver.pageView('/services');
      driver.event({ category: 'consultation', label: 'Consultation Booked', value: 1 });
      chooseConsent('denied');
      driver.pageView('/about');
      jest.runOnlyPendingTimers();
      expect(window.dataLayer ?? []).toEqual([]);
      expect(tagScript()).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('sets the tag up when the visitor accepts: consent first, then the config and the view of the page they are on', () => {
    jest.useFakeTimers();
    try {
      const driver = startGtag();
      driver.pageView('/services?email=a%40b.c&utm_campaign=spring');
      chooseConsent('granted');
      expect(gtagCalls()[0]).toEqual([
        'consent',
        'default',
        { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
      ]);
      expect(gtagCalls()).toContainEqual([
        'config',
        'G-TEST123',
        { send_page_view: false, allow_google_signals: false, allow_ad_personalization_signals: false },
      ]);
      expect(pageViews()).toEqual([
        [
          'event',
          'page_view',
          {
            page_path: '/services?utm_campaign=spring',
            page_location: 'http://localhost/services?utm_campaign=spring',
          },
        ],
      ]);
      driver.event({ category: 'service_inquiry', label: 'submitted', value: 1 });
      expect(gtagCalls()).toContainEqual([
        'event',
        'service_inquiry',
        { event_category: 'service_inquiry', event_label: 'submitted', value: 1 },
      ]);
      expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('granted');

      // jsdom's document is already "complete": the script is injected on the next idle moment.
      expect(tagScript()).toBeNull();
      jest.runOnlyPendingTimers();
      expect(tagScript()).toHaveAttribute('src', 'https://www.googletagmanager.com/gtag/js?id=G-TEST123');
    } finally {
      jest.useRealTimers();
    }
  });

  it('starts from a remembered "yes", and a later "Decline" stops handing anything over', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'granted');
    const driver = startGtag();
    expect(gtagCalls()[0]).toEqual(['consent', 'default', expect.objectContaining({ analytics_storage: 'granted' })]);
    driver.pageView('/services');
    expect(pageViews()).toHaveLength(1);

    chooseConsent('denied');
    expect(gtagCalls().at(-1)).toEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'denied' })]);
    const handed = gtagCalls().length;
    driver.pageView('/about');
    driver.event({ category: 'consultation', label: 'Consultation Booked' });
    expect(gtagCalls()).toHaveLength(handed);
  });
});
