// @ts-check
/*
 * Jest for the web (jsdom). Written in JavaScript, not TypeScript: on Node 20, Jest 30 loads a
 * jest.config.ts only through ts-node or esbuild-register, and neither is installed.
 */

/** @type {import('@swc/core').Options} */
const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

/** @type {import('jest').Config} */
const config = {
  displayName: 'web',
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src', '<rootDir>/build'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', /** @type {Record<string, unknown>} */ (swcOptions)],
  },
  moduleNameMapper: {
    // Only src/config/env.ts reads import.meta.env, which CommonJS cannot evaluate.
    '^(\\.{1,2}/)+config/env$': '<rootDir>/src/test/env.ts',
    '\\.(css)$': '<rootDir>/src/test/style-stub.ts',
    '\\.(svg|png|jpe?g|gif|webp|avif|ico)$': '<rootDir>/src/test/file-stub.ts',
  },
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  clearMocks: true,
  restoreMocks: true,
};

export default config;
