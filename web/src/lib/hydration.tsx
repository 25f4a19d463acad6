import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

const subscribeToNothing = () => () => {};

/** Whether the app runs the page yet, as HydrationRoot says; null outside it (a component rendered alone). */
const HydratedContext = createContext<boolean | null>(null);

/**
 * The root of the app (entry-server.tsx, main.tsx). `serverRendered`: the page is rendered on the server,
 * or hydrated from that render: it starts "not hydrated" on both sides, and once hydrated the controls
 * that need the app are enabled in a transition, rendered in slices that leave the page responsive (the
 * switch a useSyncExternalStore makes after hydration is one synchronous render of all of them).
 */
export function HydrationRoot({ serverRendered, children }: { serverRendered: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!serverRendered);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext.Provider value={hydrated}>{children}</HydratedContext.Provider>;
}

/**
 * False while a server-rendered page is being hydrated (and on the server), true once the app runs
 * it. Controls that need the app are disabled until then: the page is readable before its code has
 * loaded, but a form used before that would be lost (or submitted by the browser itself).
 */
export function useHydrated(): boolean {
  const root = useContext(HydratedContext);
  // Outside HydrationRoot: true in the browser, false in a server render.
  return useSyncExternalStore(
    subscribeToNothing,
    () => root ?? true,
    () => root ?? false,
  );
}

/**
 * Marks the document once the app runs the page, its controls enabled (`<html data-app-ready>`): the
 * browser journeys wait for it.
 */
export function useMarkAppReady(): void {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.appReady = 'true';
  }, [hydrated]);
}
