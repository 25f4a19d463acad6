import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { SiteNavItem } from '../../constants/site';

interface NavLinkItemProps {
  item: SiteNavItem;
  className?: string;
  /** Admin links pass false: preloading them would download the Ant Design chunk. */
  preload?: false;
  onNavigate?: () => void;
  children?: ReactNode;
}

/**
 * A header link. Active rule (SPEC.md section 2): the link whose path prefixes the current path,
 * segment-wise; Home only when the path is exactly "/". The router marks the active link with
 * aria-current="page" and the `is-active` class.
 */
export function NavLinkItem({ item, className, preload, onNavigate, children }: NavLinkItemProps) {
  return (
    <Link
      to={item.to}
      hash={item.hash}
      className={className}
      preload={preload}
      activeOptions={{ exact: item.to === '/', includeSearch: false }}
      activeProps={{ className: 'is-active' }}
      onClick={onNavigate}
    >
      {children ?? item.label}
    </Link>
  );
}
