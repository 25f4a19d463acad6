/**
 * The referral code a visitor arrived with (`?ref=CODE`), remembered until they sign up
 * (docs/modules/referrals.md#the-referral-cookie): in a 30-day first-party cookie unless they declined cookies
 * on the consent banner, else only for this tab (sessionStorage). The sign-up form sends it; the server also
 * reads the cookie itself when a sign-up names no code (and at a Google sign-in).
 */
import { storedConsent } from './consent';

/** The cookie's name: the API reads the same one (api/src/common/referral-code.ts, REFERRAL_CODE_COOKIE). */
export const REFERRAL_CODE_COOKIE = 'inspivision_ref';
export const REFERRAL_COOKIE_DAYS = 30;
/** This tab's copy, for a visitor who declined cookies. */
export const REFERRAL_SESSION_KEY = 'referral-code';

/** 1 to 20 letters or digits, as the API takes it, in upper case; null otherwise. */
export function normaliseReferralCode(value: string | null | undefined): string | null {
  const code = value?.trim().toUpperCase() ?? '';
  return /^[A-Z0-9]{1,20}$/.test(code) ? code : null;
}

type Listener = () => void;
const listeners = new Set<Listener>();
const notify = () => listeners.forEach((listener) => listener());

/** Calls `listener` whenever the referral cookie is set or cleared (the consent banner shows while one is held). */
export function onReferralCookieChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function readCookie(): string | null {
  if (typeof document === 'undefined') return null;
  const prefix = `${REFERRAL_CODE_COOKIE}=`;
  const pair = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  return pair ? normaliseReferralCode(decodeURIComponent(pair.slice(prefix.length))) : null;
}

function writeCookie(value: string, maxAgeSeconds: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${REFERRAL_CODE_COOKIE}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
  notify();
}

/** Whether the browser holds the referral cookie. */
export function hasReferralCookie(): boolean {
  return readCookie() !== null;
}

function sessionCode(): string | null {
  try {
    return normaliseReferralCode(window.sessionStorage.getItem(REFERRAL_SESSION_KEY));
  } catch {
    return null;
  }
}

function keepForThisTab(code: string): void {
  try {
    window.sessionStorage.setItem(REFERRAL_SESSION_KEY, code);
  } catch {
    // Storage blocked: the code is lost with the page; the visit was counted anyway.
  }
}

/**
 * Remembers `code` (the latest link wins): in the cookie for 30 days unless cookies were declined, and for
 * this tab in any case.
 */
export function rememberReferralCode(code: string): void {
  keepForThisTab(code);
  if (storedConsent() !== 'denied') writeCookie(code, REFERRAL_COOKIE_DAYS * 24 * 3600);
}

/** The code to send with a sign-up: the cookie's, else this tab's; null when the visitor came without one. */
export function rememberedReferralCode(): string | null {
  return readCookie() ?? sessionCode();
}

/** Cookies declined: the cookie goes, its code stays for this tab only (a sign-up now still credits the friend). */
export function dropReferralCookie(): void {
  const code = readCookie();
  if (code === null) return;
  if (sessionCode() === null) keepForThisTab(code);
  writeCookie('', 0);
}
