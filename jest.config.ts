/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

/** `npm test`: the api and web projects (each has its own jest.config.ts). */
const config: Config = {
  projects: ['<rootDir>/api', '<rootDir>/web'],
};

export default config;
