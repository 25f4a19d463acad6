import { createContext, useContext } from 'react';
import { readRuntimeConfig } from '../config/runtime-config';

const SiteYearContext = createContext<number | undefined>(undefined);

/** The year a server render is made in (entry-server.tsx), by the server's clock. */
export const SiteYearProvider = SiteYearContext.Provider;

/**
 * The current year by the server's clock (the footer's copyright, docs/web.md), never the visitor's: the
 * server render's, else the one the server wrote into the page (runtime-config.ts), which a hydrating page
 * reads alike; the browser's own only where no server sent the page (the dev server).
 */
export function useSiteYear(): number {
  return useContext(SiteYearContext) ?? readRuntimeConfig().year ?? new Date().getFullYear();
}
