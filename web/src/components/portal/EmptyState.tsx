import type { ReactNode } from 'react';
import { PortalIcon } from './PortalIcon';
import type { PortalNavItem } from './portal-nav';

/** "Nothing here yet", said plainly, with what will appear and an optional next step. */
export function EmptyState({
  icon,
  title,
  children,
  action,
}: {
  icon: PortalNavItem['icon'];
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="empty-state">
      <div className="empty-state__icon">
        <PortalIcon name={icon} />
      </div>
      <p className="empty-state__title">{title}</p>
      <p className="empty-state__text">{children}</p>
      {action ? <div className="empty-state__action">{action}</div> : null}
    </div>
  );
}

/** The heading block of a portal page. */
export function PortalPageHeader({ title, lead }: { title: string; lead?: ReactNode }) {
  return (
    <header className="portal-page__header">
      <h1 className="portal-page__title">{title}</h1>
      {lead ? <p className="portal-page__lead">{lead}</p> : null}
    </header>
  );
}
