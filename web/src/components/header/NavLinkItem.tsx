import type { ReactNode } from 'react';
import type { SiteNavItem } from '../../constants/site';
import { SiteLink } from '../navigation';

interface NavLinkItemProps {
  item: SiteNavItem;
  className?: string;
  onNavigate?: () => void;
  children?: ReactNode;
}

/** A header or drawer link, marked active by the rule of docs/web.md (see SiteLink). */
export function NavLinkItem({ item, className, onNavigate, children }: NavLinkItemProps) {
  return (
    <SiteLink to={item.to} hash={item.hash} className={className} markActive onClick={onNavigate}>
      {children ?? item.label}
    </SiteLink>
  );
}
