import { useLocation } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import {
  BRAND_NAME,
  CONSULTATION_LINK,
  LOGIN_LINK,
  MAIN_NAV,
  PATHS,
  PORTAL_LINK,
  type SiteNavItem,
} from '../../constants/site';
import { SiteLink } from '../navigation';
import { useHydrated } from '../../lib/hydration';
import { LogoMark } from './LogoMark';
import { MobileDrawer } from './MobileDrawer';
import { NavLinkItem } from './NavLinkItem';
import type { HeaderUser } from './types';
import { UserMenu } from './UserMenu';

export interface HeaderProps {
  /** The signed-in visitor, or null when logged out (or while the auth check runs). */
  user?: HeaderUser | null;
  onLogout?: () => void;
}

/** Client Portal for signed-in users, Admin for staff (docs/web.md). */
export function navItemsFor(user: HeaderUser | null): SiteNavItem[] {
  const items = [...MAIN_NAV];
  if (user) items.push(PORTAL_LINK);
  if (user?.isAdmin) items.push({ label: 'Admin', to: PATHS.admin });
  return items;
}

export function Header({ user = null, onLogout }: HeaderProps) {
  const pathname = useLocation({ select: (location) => location.pathname });
  // The drawer is open for the path it was opened on: any navigation (back/forward too) closes it.
  const [drawerOpenedAt, setDrawerOpenedAt] = useState<string | null>(null);
  const drawerOpen = drawerOpenedAt === pathname;
  const closeDrawer = useCallback(() => setDrawerOpenedAt(null), []);
  const items = useMemo(() => navItemsFor(user), [user]);
  const hydrated = useHydrated();

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <SiteLink to={PATHS.home} className="brand" aria-label={`${BRAND_NAME} home`}>
          <LogoMark />
          <span className="brand__name">{BRAND_NAME}</span>
        </SiteLink>

        <nav aria-label="Main" className="site-nav">
          <ul className="site-nav__list">
            {items.map((item) => (
              <li key={item.label}>
                <NavLinkItem item={item} className="site-nav__link" />
              </li>
            ))}
          </ul>
        </nav>

        <div className="site-header__actions">
          {user ? (
            <UserMenu user={user} onLogout={onLogout} />
          ) : (
            <>
              <NavLinkItem item={LOGIN_LINK} className="btn btn--ghost" />
              <NavLinkItem item={CONSULTATION_LINK} className="btn btn--accent" />
            </>
          )}
        </div>

        <button
          type="button"
          className="icon-button site-header__menu-button"
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          aria-controls="mobile-navigation"
          disabled={!hydrated}
          onClick={() => setDrawerOpenedAt(pathname)}
        >
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>

      <MobileDrawer open={drawerOpen} onClose={closeDrawer} items={items} user={user} onLogout={onLogout} />
    </header>
  );
}
