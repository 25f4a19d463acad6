import { PATHS } from '../../constants/site';
import { HASH_SCROLL_OFFSET_PX, SCROLL_OFFSET_PX, SMOOTH_SCROLL_DURATION_MS } from '../../constants/timing';
import { browserNavigation } from '../../lib/browser-navigation';

/**
 * Scrolling of the public site (docs/web.md, navigation): smooth scrolls with an
 * offset below the sticky header, the footer's one-time scroll-to-top flag and the contact-form helper.
 */

/** sessionStorage key of the footer's flag: survives the full page load of a footer link with a hash. */
export const SCROLL_TO_TOP_FLAG_KEY = 'inspivision:scroll-to-top';

/** The contact forms a "get started" action scrolls to, in order of preference. */
export const CONTACT_FORM_IDS = ['contact-form', 'get-started-form'] as const;
export const CONTACT_FORM_FALLBACK_URL = `${PATHS.contact}#get-started-form`;

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The window scroll position that puts `element` `offset` pixels below the top of the viewport. */
export function scrollTargetFor(element: Element, offset: number): number {
  return Math.max(0, Math.round(window.scrollY + element.getBoundingClientRect().top - offset));
}

export function easeInOutCubic(progress: number): number {
  return progress < 0.5 ? 4 * progress ** 3 : 1 - (-2 * progress + 2) ** 3 / 2;
}

let animationFrame: number | null = null;

/**
 * Scrolls the window to `top` in `duration` ms, or at once for visitors who prefer reduced motion.
 * Animated by hand: the browser's own smooth scrolling has no duration to set. A new scroll
 * replaces one still running.
 */
export function smoothScrollTo(top: number, duration: number = SMOOTH_SCROLL_DURATION_MS): void {
  if (animationFrame !== null) cancelAnimationFrame(animationFrame);
  animationFrame = null;
  const from = window.scrollY;
  // 'instant': the stylesheet's `scroll-behavior: smooth` would otherwise smooth every single step.
  if (prefersReducedMotion() || duration <= 0 || from === top) {
    window.scrollTo({ top, behavior: 'instant' });
    return;
  }
  let start: number | null = null;
  const step = (now: number) => {
    start ??= now;
    const progress = Math.min(1, Math.max(0, (now - start) / duration));
    window.scrollTo({ top: Math.round(from + (top - from) * easeInOutCubic(progress)), behavior: 'instant' });
    animationFrame = progress < 1 ? requestAnimationFrame(step) : null;
  };
  animationFrame = requestAnimationFrame(step);
}

/** Scrolls smoothly to the element named by `hash` ('#' optional), 120 px below the top. False when absent. */
export function scrollToHash(hash: string): boolean {
  const id = hash.replace(/^#/, '');
  const element = id ? document.getElementById(id) : null;
  if (!element) return false;
  smoothScrollTo(scrollTargetFor(element, HASH_SCROLL_OFFSET_PX));
  return true;
}

/** Footer links: the next page starts at the top even if the link has a hash. */
export function setScrollToTopFlag(pathname: string): void {
  try {
    sessionStorage.setItem(SCROLL_TO_TOP_FLAG_KEY, pathname);
  } catch {
    // Storage disabled: the link still navigates, only without the override.
  }
}

/**
 * Reads and clears the footer's flag: true when it was set for `pathname`. Cleared either way, so a
 * flag left by a link that did not navigate (same page, new tab) never affects a later page.
 */
export function takeScrollToTopFlag(pathname: string): boolean {
  try {
    const flagged = sessionStorage.getItem(SCROLL_TO_TOP_FLAG_KEY);
    if (flagged === null) return false;
    sessionStorage.removeItem(SCROLL_TO_TOP_FLAG_KEY);
    return flagged === pathname;
  } catch {
    return false;
  }
}

/** Scrolls to the contact form on this page, or opens the contact page at its form. */
export function scrollToContactForm(): void {
  for (const id of CONTACT_FORM_IDS) {
    const form = document.getElementById(id);
    if (form) {
      smoothScrollTo(scrollTargetFor(form, SCROLL_OFFSET_PX));
      return;
    }
  }
  browserNavigation.assign(CONTACT_FORM_FALLBACK_URL);
}
