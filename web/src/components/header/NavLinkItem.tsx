import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PATHS, type SiteNavItem } from '../../constants/site';

interface NavLinkItemProps {
  item: SiteNavItem;
  className?: string;
  onNavigate?: () => void;
  children?: ReactNode;
}

/**
 * A header link. Active rule (SPEC.md section 2): the link whose path prefixes the current path,
 * segment-wise; Home only when the path is exactly "/". The router marks the active link with
 * aria-current="page" and the `is-active` class.
 */
export function NavLinkItem({ item, className, onNavigate, children }: NavLinkItemProps) {
  // Never preload the admin tree on hover: its chunk carries Ant Design (STACK pitfall 9).
  const isAdmin = item.to === PATHS.admin || item.to.startsWith(`${PATHS.admin}/`);
  return (
    <Link
      to={item.to}
      hash={item.hash}
      className={className}
      preload={isAdmin ? false : undefined}
      activeOptions={{ exact: item.to === '/', includeSearch: false }}
      activeProps={{ className: 'is-active' }}
      onClick={onNavigate}
    >
      {children ?? item.label}
    </Link>
  );
}
