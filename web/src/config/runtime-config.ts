/**
 * The deployment's settings the server writes into every page (api/src/web/head-tags.ts,
 * withRuntimeConfig), so one build serves any deployment: a JSON block, not a script.
 */
export const RUNTIME_CONFIG_ID = 'runtime-config';

export interface RuntimeConfig {
  /** GA4 measurement id (G-XXXX): analytics stay a no-op without it. */
  gaMeasurementId?: string;
  /** The year the page was made in, by the server's clock (the footer's copyright line). */
  year?: number;
}

/** The page's runtime configuration; empty where there is none (server rendering, the dev server). */
export function readRuntimeConfig(): RuntimeConfig {
  if (typeof document === 'undefined') return {};
  const block = document.getElementById(RUNTIME_CONFIG_ID);
  try {
    return block?.textContent ? (JSON.parse(block.textContent) as RuntimeConfig) : {};
  } catch {
    return {};
  }
}
