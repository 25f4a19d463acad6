/**
 * The API's module boundaries (docs/adding-a-module.md), checked by `npm run check`
 * (scripts/check-dependencies.sh): a module is reached only through its `index.ts`, no two modules
 * depend on each other in a circle, and the layers below the modules never reach up into one.
 * Tests may reach inside the module they test, so only production files are cruised.
 */
const MODULE = '^api/src/modules/([^/]+)/';

module.exports = {
  forbidden: [
    {
      name: 'module-through-its-index',
      severity: 'error',
      comment: 'Another module is used through its index.ts only: its services, types and events.',
      from: { path: MODULE },
      to: { path: '^api/src/modules/[^/]+/', pathNot: ['^api/src/modules/$1/', '^api/src/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'app-through-module-indexes',
      severity: 'error',
      comment:
        'The app around the modules (its assembly, the contract, the web serving) uses them through their index.ts; ' +
        'only the list of every table (entities.ts) names entity files, and a migration may read what it migrates.',
      from: { path: '^api/src/', pathNot: ['^api/src/modules/', '^api/src/entities\\.ts$', '^api/src/migrations/'] },
      to: { path: '^api/src/modules/[^/]+/.+', pathNot: '^api/src/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'no-cycle-between-modules',
      severity: 'error',
      comment:
        'Modules form a hierarchy: one that reacts to another subscribes to its events instead of being called back.',
      scope: 'folder',
      from: { path: '^api/src/modules/[^/]+/?$' },
      to: { path: '^api/src/modules/[^/]+/?$', circular: true },
    },
    {
      name: 'layers-below-modules',
      severity: 'error',
      comment:
        'The layers every module stands on (infrastructure/, common/, database/, config/, redis/, throttling/) know ' +
        'no module, nor the app assembled from them (app.module.ts, entities.ts).',
      from: { path: '^api/src/(infrastructure|common|database|config|redis|throttling)/' },
      to: { path: ['^api/src/modules/', '^api/src/[^/]+\\.ts$'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.spec\\.ts$', '/test/', '/fixtures/'] },
    tsConfig: { fileName: require('node:path').join(__dirname, 'api/tsconfig.json') },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
  },
};
