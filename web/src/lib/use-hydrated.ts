import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while a server-rendered page hydrates, true once the app runs: for
 * controls that do nothing without it, so a visitor never clicks one that cannot answer yet.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
