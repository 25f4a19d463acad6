/** Jest stand-in for `src/config/env.ts` (jest cannot evaluate `import.meta` in CommonJS). */
export const env = {
  gaMeasurementId: process.env.VITE_GA_MEASUREMENT_ID || undefined,
  dev: true,
};
