import type { ImgHTMLAttributes } from 'react';

/**
 * How a list's picture loads: the first one is usually on the first screen (the page's largest
 * paint), so it loads at once and first; the rest wait until they near the viewport.
 */
export function imageLoading(
  firstOnScreen: boolean,
): Pick<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'fetchPriority'> {
  return firstOnScreen ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy' };
}
