/**
 * The visitor's answer to the analytics consent banner, kept in localStorage (no cookie), and whether
 * the banner is showing: shown while there is no answer, or again from the footer's "Cookie settings".
 * Only analytics storage depends on it; ads storage is denied whatever the answer (analytics.ts).
 */
import { useSyncExternalStore } from 'react';

export type ConsentChoice = 'granted' | 'denied';

export const CONSENT_STORAGE_KEY = 'analytics-consent';

type Listener = () => void;
const listeners = new Set<Listener>();
const choiceListeners = new Set<(choice: ConsentChoice) => void>();
let reopened = false;

export function storedConsent(): ConsentChoice | null {
  try {
    const value = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    return value === 'granted' || value === 'denied' ? value : null;
  } catch {
    // Storage blocked (private modes, policies): no answer, so nothing is granted.
    return null;
  }
}

const notify = () => listeners.forEach((listener) => listener());

/** Records the visitor's answer, closes the banner and tells the analytics driver. */
export function chooseConsent(choice: ConsentChoice): void {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, choice);
  } catch {
    // Not remembered across pages then; the answer still applies to this one.
  }
  reopened = false;
  choiceListeners.forEach((listener) => listener(choice));
  notify();
}

/** "Cookie settings": shows the banner again so the answer can be changed. */
export function reopenConsent(): void {
  reopened = true;
  notify();
}

/** Calls `listener` with each new answer (the analytics driver updates Consent Mode with it). */
export function onConsentChoice(listener: (choice: ConsentChoice) => void): () => void {
  choiceListeners.add(listener);
  return () => choiceListeners.delete(listener);
}

const subscribe = (listener: Listener) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Whether the banner shows. Never on the server nor while hydrating (the server cannot know the answer),
 * so the markup matches; the browser's own answer follows at once.
 */
export function useConsentBannerOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => reopened || storedConsent() === null,
    () => false,
  );
}
