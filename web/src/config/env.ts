/**
 * The build-time environment the web reads. Only this module touches `import.meta.env`
 * (jest maps it to `src/test/env.ts`, which reads `process.env`).
 */
export const env = {
  /** GA4 measurement id (G-XXXX). Analytics stay a no-op without it. */
  gaMeasurementId: import.meta.env.VITE_GA_MEASUREMENT_ID || undefined,
  dev: import.meta.env.DEV,
};
