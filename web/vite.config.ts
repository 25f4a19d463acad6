import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { buildRouteManifest } from './build/route-manifest.ts';
import { routeIdOfSource, routeModules, type RouteBundle } from './build/route-modules.ts';

const webRoot = dirname(fileURLToPath(import.meta.url));
const routeTreeFile = join(webRoot, 'src/routeTree.gen.ts');
/** Where the dev and preview servers send /api and the Google sign-in redirects (the API's default port). */
const apiTarget = { target: process.env.API_PROXY_TARGET ?? 'http://localhost:3000' };
const apiProxy = { '/api': apiTarget, '/auth/google': apiTarget };

/**
 * The build, laid out so that only what browsers need is public: dist/client is served as static
 * files; dist/server (the server bundle) and dist/routes.json are read by the API and never served.
 */
const distDir = join(webRoot, 'dist');

/**
 * After `vite build`, writes dist/routes.json = { routes: [...], routeModules: {...} }: the full paths of the
 * route tree (without the catch-all), for the API to tell known app paths (200) from unknown ones (404), and
 * the modules of each route's code, which the API preloads with a server-rendered page's app.
 */
function routeManifest(): Plugin {
  let outDir = '';
  return {
    name: 'inspivision:route-manifest',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      // Beside the static folder, not in it.
      outDir = resolve(config.root, config.build.outDir, '..');
    },
    async writeBundle(_options, bundle) {
      const manifest = {
        ...buildRouteManifest(await readFile(routeTreeFile, 'utf8')),
        routeModules: routeModules(bundle as unknown as RouteBundle, (file) =>
          routeIdOfSource(readFileSync(file, 'utf8')),
        ),
      };
      await writeFile(join(outDir, 'routes.json'), `${JSON.stringify(manifest, null, 2)}\n`);
      this.info(`routes.json: ${manifest.routes.length} routes`);
    },
  };
}

/**
 * The server bundle is ES modules; a package.json beside it says so wherever it is deployed (the
 * production image copies web/dist without web/package.json).
 */
function serverBundlePackage(): Plugin {
  return {
    name: 'inspivision:server-bundle-package',
    apply: (_config, env) => env.command === 'build' && !!env.isSsrBuild,
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'package.json', source: '{ "type": "module" }\n' });
    },
  };
}

/**
 * The entry (main.tsx) imports the app in steps, dynamically, so that its code is evaluated in several
 * tasks; the steps' modules are preloaded as its static imports are (a `<link rel="modulepreload">` each
 * in index.html, which the API turns into the loader's preload list), so no step waits for a download.
 */
function preloadEntrySteps(): Plugin {
  return {
    name: 'inspivision:preload-entry-steps',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return [];
        const chunkOf = (fileName: string) => {
          const output = bundle[fileName];
          return output?.type === 'chunk' ? output : undefined;
        };
        // What Vite preloads already: the entry's static imports, all the way down.
        const preloaded = new Set<string>();
        const addStatic = (fileName: string) => {
          if (preloaded.has(fileName)) return;
          preloaded.add(fileName);
          chunkOf(fileName)?.imports.forEach(addStatic);
        };
        addStatic(chunk.fileName);
        const steps: string[] = [];
        const addStep = (fileName: string) => {
          if (preloaded.has(fileName)) return;
          preloaded.add(fileName);
          steps.push(fileName);
          chunkOf(fileName)?.imports.forEach(addStep);
        };
        chunk.dynamicImports.forEach(addStep);
        return steps.map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  root: webRoot,
  // The server bundle runs inside the API whatever its NODE_ENV: always React's production build (the
  // development one validates every element and renders several times slower).
  define: command === 'build' && isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  plugins: [
    // Must come before the React plugin.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: join(webRoot, 'src/routes'),
      generatedRouteTree: routeTreeFile,
    }),
    react(),
    routeManifest(),
    serverBundlePackage(),
    preloadEntrySteps(),
  ],
  server: {
    port: 5173,
    strictPort: true,
    proxy: apiProxy,
  },
  preview: {
    port: 4173,
    proxy: apiProxy,
  },
  // The server bundle (entry-server.tsx) carries its dependencies: the API loads it as one file.
  ssr: { noExternal: true },
  build: {
    outDir: join(distDir, isSsrBuild ? 'server' : 'client'),
    emptyOutDir: true,
    // dist/client is public as a whole, so it holds no source map (served, one hands out the app's source,
    // the admin's included). The server bundle keeps its maps, without a sourceMappingURL comment, beside it.
    sourcemap: isSsrBuild ? 'hidden' : false,
    // One stylesheet, linked from index.html: a server-rendered page is styled from its first paint,
    // before the code of its route (split per route) has loaded.
    cssCodeSplit: false,
    // public/ is served from the client build; the server bundle needs none of it.
    copyPublicDir: !isSsrBuild,
    // The router's package family in one module rather than the ten every route's own mix of its hooks
    // made: each module a page loads is a request and a preload task of its own (app-loader.js).
    rolldownOptions: isSsrBuild
      ? undefined
      : {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'router',
                  test: /node_modules[\\/]@tanstack[\\/](react-router|router-core|history|store|react-store)[\\/]/,
                },
              ],
            },
          },
        },
  },
}));
