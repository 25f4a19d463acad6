import { Outlet } from '@tanstack/react-router';
import { useMemo, type MouseEvent, type ReactNode } from 'react';
import { useCurrentUser, useLogout } from '../../features/auth/use-current-user';
import { useLogoutFailedNotice } from '../../features/auth/use-logout-failed-notice';
import { AssistantLauncher } from '../../features/ai/public/chat';
import { useNavigationScroll } from '../navigation';
import { useSiteHead } from '../../lib/head';
import { ConsentBanner } from '../consent/ConsentBanner';
import { Footer } from '../footer/Footer';
import { Header } from '../header/Header';
import type { HeaderUser } from '../header/types';
import { useVisitTracking } from './use-visit-tracking';

export const MAIN_CONTENT_ID = 'main-content';

/** Moves focus to <main> without a router navigation (the URL keeps no stray hash). */
function focusMainContent(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
}

/**
 * The public pages' frame: skip link, header, main landmark, footer, and the document head of the
 * current path (useSiteHead), and the visit counting of public pages (useVisitTracking). No Ant Design here. `children` replaces the outlet where the layout
 * wraps a page directly; `privateArea` (the portal) leaves the head to its pages' own noindex titles.
 */
export function PublicLayout({ children, privateArea = false }: { children?: ReactNode; privateArea?: boolean }) {
  useSiteHead(!privateArea);
  // While the auth check runs the header shows the signed-out links; it switches once it knows.
  const { user, isAdmin } = useCurrentUser();
  const { logout } = useLogout();
  const headerUser = useMemo<HeaderUser | null>(
    () => (user ? { email: user.email, firstName: user.firstName, isAdmin } : null),
    [user, isAdmin],
  );
  useLogoutFailedNotice();
  useNavigationScroll();
  useVisitTracking(!privateArea);

  return (
    <div className="site">
      <a href={`#${MAIN_CONTENT_ID}`} className="skip-link" onClick={focusMainContent}>
        Skip to main content
      </a>
      <Header user={headerUser} onLogout={logout} />
      <main id={MAIN_CONTENT_ID} className="site-main" tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      <Footer />
      <ConsentBanner />
      {privateArea ? null : <AssistantLauncher />}
    </div>
  );
}
