import { createGtagDriver, initAnalytics, setAnalyticsDriver, trackEvent, trackPageView } from './analytics';

describe('analytics', () => {
  afterEach(() => {
    initAnalytics(undefined);
    delete window.gtag;
    delete window.dataLayer;
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

  it('queues GA4 page views and events in dataLayer, and loads gtag.js only after the page has loaded', () => {
    jest.useFakeTimers();
    try {
      const driver = createGtagDriver('G-TEST123');
      driver.pageView('/services?x=1');
      driver.event({ category: 'service_inquiry', label: 'submitted', value: 1 });

      const calls = (window.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>));
      expect(calls).toContainEqual(['config', 'G-TEST123', { send_page_view: false }]);
      expect(calls).toContainEqual(['event', 'page_view', expect.objectContaining({ page_path: '/services?x=1' })]);
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
