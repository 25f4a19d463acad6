import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { HASH_SCROLL_DELAY_MS } from '../../constants/timing';
import { scrollToHash, takeScrollToTopFlag } from './scroll';

/** The location (href) at which the footer's flag overrode hash scrolling; late anchor retries skip it. */
let hashScrollOverriddenAt: string | null = null;

/**
 * The navigation scrolling of every public page (docs/web.md, navigation), used once by the public layout.
 * After a navigation: the footer's one-time flag scrolls to the top, even when the URL has a hash;
 * otherwise a hash scrolls smoothly to its element after a short delay. Navigations without a hash
 * are the router's: new pages start at the top, back/forward restore the position (router.tsx).
 */
export function useNavigationScroll(): void {
  const pathname = useLocation({ select: (location) => location.pathname });
  const hash = useLocation({ select: (location) => location.hash });
  const href = useLocation({ select: (location) => location.href });

  useEffect(() => {
    if (takeScrollToTopFlag(pathname)) {
      hashScrollOverriddenAt = href;
      const scrollToTop = () => window.scrollTo({ top: 0, behavior: 'instant' });
      scrollToTop();
      // A server-rendered page holds the anchor from its first paint, and the browser keeps the
      // anchor in view until the page has loaded: the top wins once more then.
      if (document.readyState === 'complete') return;
      window.addEventListener('load', scrollToTop, { once: true });
      return () => window.removeEventListener('load', scrollToTop);
    }
    hashScrollOverriddenAt = null;
    if (!hash) return;
    const timer = window.setTimeout(() => scrollToHash(hash), HASH_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, hash, href]);
}

/**
 * Scrolls to the URL's hash anchor again at each of `delays` once `ready`: content that loads late
 * (a list from the API) creates or moves the anchor after the first scroll.
 */
export function useHashScrollRetries(ready: boolean, delays: readonly number[]): void {
  const hash = useLocation({ select: (location) => location.hash });
  const href = useLocation({ select: (location) => location.href });

  useEffect(() => {
    if (!ready || !hash) return;
    const timers = delays.map((delay) =>
      window.setTimeout(() => {
        if (hashScrollOverriddenAt !== href) scrollToHash(hash);
      }, delay),
    );
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [ready, hash, href, delays]);
}
