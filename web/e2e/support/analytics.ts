/**
 * The analytics journeys' own server: the same build with GA_MEASUREMENT_ID set (playwright.config.ts
 * starts it beside the main one, whose CSP the other journeys expect without analytics).
 */
export const ANALYTICS_PORT = 3031;
export const ANALYTICS_BASE_URL = process.env.E2E_ANALYTICS_BASE_URL ?? `http://localhost:${ANALYTICS_PORT}`;
export const ANALYTICS_MEASUREMENT_ID = 'G-TEST123';
