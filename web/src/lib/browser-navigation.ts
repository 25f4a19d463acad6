/**
 * Full page loads (leaving the single-page app): logout ends with one so every cache starts fresh.
 * An object, so tests can replace `assign` with a spy (jsdom cannot navigate).
 */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
