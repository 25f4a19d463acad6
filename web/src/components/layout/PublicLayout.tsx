import { Outlet } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import { Footer } from '../footer/Footer';
import { Header } from '../header/Header';

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
 * The public pages' frame: skip link, header, main landmark, footer. No Ant Design here.
 * `children` replaces the outlet where the layout wraps a page directly (error and not-found pages).
 */
export function PublicLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="site">
      <a href={`#${MAIN_CONTENT_ID}`} className="skip-link" onClick={focusMainContent}>
        Skip to main content
      </a>
      {/* Accounts arrive in a later issue: the header takes `user` and `onLogout` then. */}
      <Header user={null} />
      <main id={MAIN_CONTENT_ID} className="site-main" tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      <Footer />
    </div>
  );
}
