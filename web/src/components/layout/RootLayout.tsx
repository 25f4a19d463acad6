import { Outlet } from '@tanstack/react-router';
import { useMarkAppReady } from '../../lib/hydration';
import { Toaster } from '../toast';

/** Root of every route (public, portal, admin): the page plus the app's single toast host. */
export function RootLayout() {
  useMarkAppReady();
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  );
}
