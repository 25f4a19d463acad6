/** Jest stand-in for `src/config/env.ts` (jest cannot evaluate `import.meta` in CommonJS). */
export const env = {
  siteUrl: process.env.VITE_SITE_URL || undefined,
  gaMeasurementId: process.env.VITE_GA_MEASUREMENT_ID || undefined,
  dev: true,
};
