import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scrolls to the element named by the URL hash at each of `delays` once `ready` (content that
 * loads late moves the anchor). The offset under the sticky header comes from CSS scroll-margin-top.
 */
export function useHashScrollRetries(ready: boolean, delays: readonly number[]): void {
  const hash = useLocation({ select: (location) => location.hash });

  useEffect(() => {
    if (!ready || !hash) return;
    const timers = delays.map((delay) =>
      window.setTimeout(() => {
        document
          .getElementById(hash)
          ?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
      }, delay),
    );
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [ready, hash, delays]);
}
