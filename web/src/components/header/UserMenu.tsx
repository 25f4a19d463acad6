import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { DASHBOARD_LINK, PATHS } from '../../constants/site';
import { Truncated } from '../text/Truncated';
import { userMenuLabel, type HeaderUser } from './types';

/** Signed-in visitors: a menu labelled with their name holding Dashboard, Admin Panel (admins) and Logout. */
export function UserMenu({ user, onLogout }: { user: HeaderUser; onLogout?: () => void }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div className="user-menu" ref={rootRef}>
      <button
        type="button"
        className="btn btn--outline"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <Truncated text={userMenuLabel(user)} />
        <span aria-hidden="true" className="user-menu__caret">
          ▾
        </span>
      </button>
      {open ? (
        <ul className="user-menu__list" id={menuId}>
          <li>
            <Link to={DASHBOARD_LINK.to} className="user-menu__item" onClick={close}>
              {DASHBOARD_LINK.label}
            </Link>
          </li>
          {user.isAdmin ? (
            <li>
              <Link to={PATHS.admin} preload={false} className="user-menu__item" onClick={close}>
                Admin Panel
              </Link>
            </li>
          ) : null}
          <li>
            <button
              type="button"
              className="user-menu__item"
              onClick={() => {
                close();
                onLogout?.();
              }}
            >
              Logout
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
