import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { CONSULTATION_LINK, DASHBOARD_LINK, LOGIN_LINK, PATHS, type SiteNavItem } from '../../constants/site';
import { SiteLink } from '../navigation';
import { focusableElements, trapTabKey } from './focus-trap';
import { NavLinkItem } from './NavLinkItem';
import { Truncated } from '../text/Truncated';
import { userMenuLabel, type HeaderUser } from './types';

interface MobileDrawerProps {
  open: boolean;
  onClose: () => void;
  items: readonly SiteNavItem[];
  user: HeaderUser | null;
  onLogout?: () => void;
}

/**
 * The mobile navigation drawer (docs/web.md): a modal dialog titled "Navigation Menu".
 * Focus moves into it and stays there, Escape or the backdrop closes it, and so does choosing an item.
 * It is portalled to <body>: the sticky header's backdrop-filter would otherwise confine a fixed element.
 */
export function MobileDrawer({ open, onClose, items, user, onLogout }: MobileDrawerProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    if (!panel) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (focusableElements(panel)[0] ?? panel).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      trapTabKey(event, panel);
    };
    document.addEventListener('keydown', onKeyDown);
    document.body.classList.add('has-open-drawer');
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.classList.remove('has-open-drawer');
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [open, onClose]);

  if (!open) return null;

  return createPortal(
    <div className="drawer-root">
      <div className="drawer-backdrop" aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        id="mobile-navigation"
        className="drawer"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="drawer__head">
          <h2 id={titleId} className="drawer__title">
            Navigation Menu
          </h2>
          <button type="button" className="icon-button" aria-label="Close menu" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>

        {user ? (
          <p className="drawer__welcome">
            Welcome, <Truncated text={userMenuLabel(user)} />
          </p>
        ) : null}

        <nav aria-label="Mobile">
          <ul className="drawer__list">
            {items.map((item) => (
              <li key={item.label}>
                <NavLinkItem item={item} className="drawer__link" onNavigate={onClose} />
              </li>
            ))}
          </ul>
        </nav>

        <div className="drawer__actions">
          {user ? (
            <>
              <NavLinkItem item={DASHBOARD_LINK} className="btn btn--outline btn--block" onNavigate={onClose} />
              {user.isAdmin ? (
                <SiteLink to={PATHS.admin} className="btn btn--outline btn--block" onClick={onClose}>
                  Admin Panel
                </SiteLink>
              ) : null}
              <button
                type="button"
                className="btn btn--ghost btn--block"
                onClick={() => {
                  onClose();
                  onLogout?.();
                }}
              >
                Logout
              </button>
            </>
          ) : (
            <>
              <NavLinkItem item={CONSULTATION_LINK} className="btn btn--accent btn--block" onNavigate={onClose} />
              <NavLinkItem item={LOGIN_LINK} className="btn btn--outline btn--block" onNavigate={onClose} />
            </>
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}
