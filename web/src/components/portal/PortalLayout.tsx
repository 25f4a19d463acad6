import { Outlet } from '@tanstack/react-router';
import { PortalFrame } from './PortalFrame';

/** /portal and every /portal/* page. */
export function PortalLayout() {
  return (
    <PortalFrame>
      <Outlet />
    </PortalFrame>
  );
}
