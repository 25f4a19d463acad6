/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const swcrc = JSON.parse(readFileSync(join(__dirname, '.swcrc'), 'utf8'));

const config: Config = {
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', { ...swcrc, swcrc: false }] },
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
};

export default config;
