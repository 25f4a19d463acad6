import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import {
  HASH_SCROLL_DELAY_MS,
  HASH_SCROLL_OFFSET_PX,
  SERVICES_ANCHOR_RETRY_MS,
  SMOOTH_SCROLL_DURATION_MS,
} from '../../constants/timing';
import { renderAtPath } from '../../test/render';
import { setScrollToTopFlag, SCROLL_TO_TOP_FLAG_KEY } from './scroll';
import { SiteLink } from './SiteLink';
import { useHashScrollRetries, useNavigationScroll } from './use-navigation-scroll';

const ANCHOR_TOP = 900;
let scrollY = 0;
const scrollTo = jest.fn((options: ScrollToOptions) => {
  scrollY = options.top ?? scrollY;
});

/** A page with an anchor `target` and late hash retries, inside the layout's navigation scrolling. */
function Page() {
  useNavigationScroll();
  useHashScrollRetries(true, SERVICES_ANCHOR_RETRY_MS);
  useEffect(() => {
    const target = document.getElementById('target');
    if (target) target.getBoundingClientRect = () => ({ top: ANCHOR_TOP - scrollY }) as DOMRect;
  });
  return (
    <>
      <section id="target">Target</section>
      <SiteLink to="/services" hash="target" scrollToTop>
        Footer anchor link
      </SiteLink>
      <SiteLink to="/about" scrollToTop>
        Footer page link
      </SiteLink>
    </>
  );
}

beforeEach(() => {
  jest.useFakeTimers({ advanceTimers: true });
  scrollY = 0;
  scrollTo.mockClear();
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  sessionStorage.clear();
});

afterEach(() => {
  jest.useRealTimers();
});

function advance(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

describe('useNavigationScroll', () => {
  it(`scrolls smoothly to the hash anchor, ${HASH_SCROLL_OFFSET_PX} px below the top, after a short delay`, async () => {
    await renderAtPath(<Page />, '/services#target');
    advance(HASH_SCROLL_DELAY_MS - 10);
    expect(scrollTo).not.toHaveBeenCalled();
    advance(10 + SMOOTH_SCROLL_DURATION_MS / 2);
    expect(scrollY).toBeGreaterThan(0);
    expect(scrollY).toBeLessThan(ANCHOR_TOP - HASH_SCROLL_OFFSET_PX);
    // The late retries (600, 1200, 2000 ms) end at the same place.
    advance(SERVICES_ANCHOR_RETRY_MS.at(-1)! + SMOOTH_SCROLL_DURATION_MS);
    expect(scrollY).toBe(ANCHOR_TOP - HASH_SCROLL_OFFSET_PX);
  });

  it('lets the footer flag override the hash once: the page starts at the top', async () => {
    setScrollToTopFlag('/services');
    await renderAtPath(<Page />, '/services#target');
    expect(scrollTo.mock.calls).toEqual([[{ top: 0, behavior: 'instant' }]]);
    expect(sessionStorage.getItem(SCROLL_TO_TOP_FLAG_KEY)).toBeNull();
    // Neither the delayed scroll nor the late retries move the page.
    advance(SERVICES_ANCHOR_RETRY_MS.at(-1)! + SMOOTH_SCROLL_DURATION_MS + 100);
    expect(scrollY).toBe(0);
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('does nothing for a page without a hash (the router starts it at the top)', async () => {
    await renderAtPath(<Page />, '/about');
    advance(SERVICES_ANCHOR_RETRY_MS.at(-1)! + SMOOTH_SCROLL_DURATION_MS + 100);
    expect(scrollY).toBe(0);
    expect(scrollTo.mock.calls.filter(([options]) => options.behavior === 'instant')).toEqual([]);
  });
});

describe('SiteLink', () => {
  it('makes links with a hash or to "/" plain links (full page loads)', async () => {
    await renderAtPath(
      <>
        <SiteLink to="/services" hash="services-section">
          Anchor
        </SiteLink>
        <SiteLink to="/">Home</SiteLink>
      </>,
      '/blog',
    );
    expect(screen.getByRole('link', { name: 'Anchor' })).toHaveAttribute('href', '/services#services-section');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('navigates in the app otherwise, and a footer link sets the flag for its page', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { router } = await renderAtPath(<Page />, '/services');
    await user.click(screen.getByRole('link', { name: 'Footer page link' }));
    await act(async () => {});
    expect(router.state.location.pathname).toBe('/about');
    // The flag was for /about and the next page consumed it.
    expect(sessionStorage.getItem(SCROLL_TO_TOP_FLAG_KEY)).toBeNull();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'instant' });
  });

  it('sets the flag on a plain click of a footer anchor link only', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderAtPath(<Page />, '/blog');
    const link = screen.getByRole('link', { name: 'Footer anchor link' });
    // jsdom cannot load a page: stop the click's default once the app has handled it.
    const stopPageLoad = (event: Event) => event.preventDefault();
    document.addEventListener('click', stopPageLoad);
    await user.keyboard('{Control>}');
    await user.click(link);
    await user.keyboard('{/Control}');
    expect(sessionStorage.getItem(SCROLL_TO_TOP_FLAG_KEY)).toBeNull();
    await user.click(link);
    expect(sessionStorage.getItem(SCROLL_TO_TOP_FLAG_KEY)).toBe('/services');
    document.removeEventListener('click', stopPageLoad);
  });
});
