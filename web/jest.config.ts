/** @jest-config-loader esbuild-register */
import type { Options as SwcOptions } from '@swc/core';
import type { Config } from 'jest';

/** TSX through SWC with React's automatic runtime, to CommonJS for jest. */
const swcOptions: SwcOptions = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

const config: Config = {
  displayName: 'web',
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src', '<rootDir>/build'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', swcOptions as Record<string, unknown>],
  },
  moduleNameMapper: {
    // The ALTCHA widget needs workers and WebCrypto; a stub widget of the same interface stands in.
    '^\\./load-altcha$': '<rootDir>/src/test/altcha-widget-stub.ts',
    // Vite's worker constructors; jsdom has no workers (their callers work without).
    '\\?worker$': '<rootDir>/src/test/worker-stub.ts',
    '\\.css$': '<rootDir>/src/test/style-stub.ts',
    '\\.(svg|png|jpe?g|gif|webp|avif|ico)$': '<rootDir>/src/test/file-stub.ts',
  },
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  clearMocks: true,
  restoreMocks: true,
};

export default config;
