import { HASH_SCROLL_OFFSET_PX, SCROLL_OFFSET_PX, SMOOTH_SCROLL_DURATION_MS } from '../../constants/timing';
import { browserNavigation } from '../../lib/browser-navigation';
import {
  CONTACT_FORM_FALLBACK_URL,
  scrollTargetFor,
  scrollToContactForm,
  scrollToHash,
  setScrollToTopFlag,
  smoothScrollTo,
  takeScrollToTopFlag,
} from './scroll';

let scrollY = 0;
let reducedMotion = false;
const scrollTo = jest.fn((options: ScrollToOptions) => {
  scrollY = options.top ?? scrollY;
});

beforeEach(() => {
  jest.useFakeTimers();
  scrollY = 0;
  reducedMotion = false;
  scrollTo.mockClear();
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  window.matchMedia = ((query: string) =>
    ({
      matches: reducedMotion && query.includes('reduce'),
      media: query,
    }) as MediaQueryList) as typeof window.matchMedia;
  sessionStorage.clear();
  document.body.innerHTML = '';
});

afterEach(() => {
  jest.useRealTimers();
});

/** An element whose top edge is `top` px below the top of the viewport. */
function elementAt(id: string, top: number): HTMLElement {
  const element = document.createElement('section');
  element.id = id;
  element.getBoundingClientRect = () => ({ top }) as DOMRect;
  document.body.append(element);
  return element;
}

function lastScrollTop(): number | undefined {
  return scrollTo.mock.calls.at(-1)?.[0].top;
}

describe('scrollTargetFor', () => {
  it('puts the element the offset below the top, from the current scroll position', () => {
    scrollY = 300;
    expect(scrollTargetFor(elementAt('a', 500), HASH_SCROLL_OFFSET_PX)).toBe(680);
    expect(scrollTargetFor(elementAt('b', -200), SCROLL_OFFSET_PX)).toBe(0);
    scrollY = 1000;
    expect(scrollTargetFor(elementAt('c', -200), SCROLL_OFFSET_PX)).toBe(700);
  });
});

describe('smoothScrollTo', () => {
  it(`animates to the target in ${SMOOTH_SCROLL_DURATION_MS} ms`, () => {
    smoothScrollTo(1000);
    jest.advanceTimersByTime(SMOOTH_SCROLL_DURATION_MS / 2);
    const halfway = lastScrollTop()!;
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(1000);
    jest.advanceTimersByTime(SMOOTH_SCROLL_DURATION_MS / 2 + 50);
    expect(lastScrollTop()).toBe(1000);
    const calls = scrollTo.mock.calls.length;
    jest.advanceTimersByTime(1000);
    expect(scrollTo.mock.calls.length).toBe(calls);
  });

  it('jumps at once for visitors who prefer reduced motion', () => {
    reducedMotion = true;
    smoothScrollTo(1000);
    expect(scrollTo.mock.calls).toEqual([[{ top: 1000, behavior: 'instant' }]]);
  });

  it('lets a new scroll replace one still running', () => {
    smoothScrollTo(1000);
    jest.advanceTimersByTime(100);
    smoothScrollTo(0);
    jest.advanceTimersByTime(SMOOTH_SCROLL_DURATION_MS + 100);
    expect(lastScrollTop()).toBe(0);
  });
});

describe('scrollToHash', () => {
  it(`scrolls to the element ${HASH_SCROLL_OFFSET_PX} px below the top`, () => {
    elementAt('service-formation', 900);
    expect(scrollToHash('service-formation')).toBe(true);
    jest.advanceTimersByTime(SMOOTH_SCROLL_DURATION_MS + 50);
    expect(lastScrollTop()).toBe(900 - HASH_SCROLL_OFFSET_PX);
  });

  it('accepts a leading # and reports a missing element', () => {
    elementAt('services-section', 400);
    expect(scrollToHash('#services-section')).toBe(true);
    expect(scrollToHash('nowhere')).toBe(false);
    expect(scrollToHash('')).toBe(false);
  });
});

describe('the footer scroll-to-top flag', () => {
  it('applies once, to the page it was set for', () => {
    setScrollToTopFlag('/services');
    expect(takeScrollToTopFlag('/services')).toBe(true);
    expect(takeScrollToTopFlag('/services')).toBe(false);
  });

  it('is dropped by a navigation to another page', () => {
    setScrollToTopFlag('/about');
    expect(takeScrollToTopFlag('/blog')).toBe(false);
    expect(takeScrollToTopFlag('/about')).toBe(false);
  });
});

describe('scrollToContactForm', () => {
  let assign: jest.SpyInstance;
  beforeEach(() => {
    assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
  });

  it(`scrolls to the contact form on the page, ${SCROLL_OFFSET_PX} px below the top`, () => {
    elementAt('get-started-form', 700);
    scrollToContactForm();
    jest.advanceTimersByTime(SMOOTH_SCROLL_DURATION_MS + 50);
    expect(lastScrollTop()).toBe(700 - SCROLL_OFFSET_PX);
    expect(assign).not.toHaveBeenCalled();
  });

  it('prefers #contact-form', () => {
    elementAt('get-started-form', 700);
    elementAt('contact-form', 1500);
    scrollToContactForm();
    jest.advanceTimersByTime(SMOOTH_SCROLL_DURATION_MS + 50);
    expect(lastScrollTop()).toBe(1500 - SCROLL_OFFSET_PX);
  });

  it('opens /contact#get-started-form when the page has no contact form', () => {
    scrollToContactForm();
    expect(assign).toHaveBeenCalledWith(CONTACT_FORM_FALLBACK_URL);
    expect(CONTACT_FORM_FALLBACK_URL).toBe('/contact#get-started-form');
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
