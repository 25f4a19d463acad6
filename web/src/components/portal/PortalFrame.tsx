import { Link, useLocation } from '@tanstack/react-router';
import { useEffect, useRef, type ReactNode } from 'react';
import { PublicLayout } from '../layout/PublicLayout';
import { RequireAuth } from '../../features/auth/RequireAuth';
import { PortalIcon } from './PortalIcon';
import { DASHBOARD_PATHS, PORTAL_NAV, type PortalNavItem } from './portal-nav';
import './portal.css';

function isActive(item: PortalNavItem, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (item.to === '/portal') return DASHBOARD_PATHS.includes(path);
  return path === item.to || path.startsWith(`${item.to}/`);
}

function PortalNav() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const navRef = useRef<HTMLElement>(null);
  const activeRef = useRef<HTMLAnchorElement>(null);
  // On phones the bar scrolls sideways: centre the current section (only the bar scrolls, not the page).
  useEffect(() => {
    const bar = navRef.current;
    const link = activeRef.current;
    if (!bar || !link || bar.scrollWidth <= bar.clientWidth) return;
    const barBox = bar.getBoundingClientRect();
    const linkBox = link.getBoundingClientRect();
    bar.scrollLeft += linkBox.left - barBox.left - (barBox.width - linkBox.width) / 2;
  }, [pathname]);
  return (
    <nav className="portal-nav" aria-label="Client portal" ref={navRef}>
      <ul className="portal-nav__list">
        {PORTAL_NAV.map((item) => {
          const active = isActive(item, pathname);
          return (
            <li key={item.to}>
              <Link
                ref={active ? activeRef : undefined}
                to={item.to}
                className={active ? 'portal-nav__link is-active' : 'portal-nav__link'}
                aria-current={active ? 'page' : undefined}
                activeOptions={{ exact: true }}
              >
                <PortalIcon name={item.icon} />
                <span>{item.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The client portal's frame: the public header and footer, the guard (signed-in users only,
 * docs/modules/auth.md) and the portal navigation beside (desktop) or above (mobile) the page.
 */
export function PortalFrame({ children }: { children: ReactNode }) {
  return (
    <PublicLayout privateArea>
      <RequireAuth>
        <div className="portal">
          <div className="container portal__inner">
            <PortalNav />
            <div className="portal__content">{children}</div>
          </div>
        </div>
      </RequireAuth>
    </PublicLayout>
  );
}
