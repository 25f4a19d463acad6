import { useEffect, useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while a server-rendered page is being hydrated (and on the server), true once the app runs
 * it. Controls that need the app are disabled until then: the page is readable before its code has
 * loaded, but a form used before that would be lost (or submitted by the browser itself).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/** Marks the document once the app runs (`<html data-app-ready>`): the browser journeys wait for it. */
export function useMarkAppReady(): void {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
}
