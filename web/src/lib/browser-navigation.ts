/**
 * Full page loads (leaving the single-page app): logout ends with one so every cache starts fresh.
 * An object, so tests can replace its methods with spies (jsdom cannot navigate).
 */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  /** The 500 page's "Try Again". */
  reload(): void {
    window.location.reload();
  },
};
