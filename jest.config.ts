/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

/** `npm test`: the api and web projects (each has its own jest.config.ts). */
const config: Config = {
  projects: ['<rootDir>/api', '<rootDir>/web'],
  // Each api test file starts an app on its own database; two at a time suit the 2-core machines.
  maxWorkers: 2,
  // Global-only option (a project's own testTimeout is ignored): an api file starts a whole app, with its own
  // embedded database, in beforeAll, which takes well over 30 s when the machine is busy with other work.
  testTimeout: 90_000,
  // An api file's app (Nest, TypeORM, an embedded database) stays partly reachable in the worker's module
  // registry after the file ends, so a worker that has run many files nears V8's 4 GB heap and crashes.
  // A worker holding more than this after a file is replaced by a fresh one.
  workerIdleMemoryLimit: '1536MB',
};

export default config;
