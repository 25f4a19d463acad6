import { Link, useLocation } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { PATHS } from '../../constants/site';
import { setScrollToTopFlag } from './scroll';

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  /** Anchor id, without '#'. */
  hash?: string;
  /** Query parameters of the target (e.g. the consultation form's prefill). */
  search?: Record<string, string>;
  /** Header links: aria-current="page" and `is-active` when the link's path prefixes the current path. */
  markActive?: boolean;
  /** Footer links: the next page starts at the top, even when the link has a hash (one-time flag). */
  scrollToTop?: boolean;
}

/** The active rule (docs/web.md): the link's path prefixes the current path segment-wise; "/" only exactly. */
export function isActivePath(to: string, pathname: string): boolean {
  if (to === '/') return pathname === '/';
  const base = to.replace(/\/+$/, '');
  return pathname === base || pathname.startsWith(`${base}/`);
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The one link of the header, footer and mobile drawer. Links to "/" or with a hash are full page
 * loads (the home page and anchored pages start fresh; docs/web.md); others navigate in the app.
 */
export function SiteLink({
  to,
  hash,
  search,
  markActive = false,
  scrollToTop = false,
  className,
  onClick,
  ...rest
}: SiteLinkProps) {
  const pathname = useLocation({ select: (location) => location.pathname });

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // Only a click that navigates this tab may set the flag the next page consumes.
    if (scrollToTop && !event.defaultPrevented && isPlainLeftClick(event)) setScrollToTopFlag(to);
  };

  if (to === '/' || hash) {
    const active = markActive && isActivePath(to, pathname);
    return (
      <a
        {...rest}
        href={hash ? `${to}#${hash}` : to}
        className={[className, active ? 'is-active' : null].filter(Boolean).join(' ') || undefined}
        aria-current={active ? 'page' : undefined}
        onClick={handleClick}
      >
        {rest.children}
      </a>
    );
  }

  // Never preload the admin tree on hover: its chunk carries Ant Design (docs/web.md).
  const isAdmin = to === PATHS.admin || to.startsWith(`${PATHS.admin}/`);
  return (
    <Link
      {...rest}
      to={to}
      search={search}
      className={className}
      preload={isAdmin ? false : undefined}
      activeOptions={{ exact: false, includeSearch: false }}
      activeProps={markActive ? { className: 'is-active' } : {}}
      onClick={handleClick}
    />
  );
}
