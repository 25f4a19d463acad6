/**
 * The modules each route's own code needs, by route id: the chunk the router plugin splits its component
 * into and every chunk that one imports, all the way down. The API preloads the matched routes' modules
 * with the app of a server-rendered page (api/src/web/head-tags.ts), so hydration finds its route's code
 * already on its way: no waterfall of imports on a slow network, and no preload link per module appended
 * in one long task by Vite's loader.
 */

/** What this reads of an output chunk of the build (Rollup's and Rolldown's OutputChunk). */
export interface RouteBundleChunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
}

export type RouteBundle = Record<string, RouteBundleChunk | { type: 'asset' }>;

/** A route file's component split off by TanStack's router plugin (autoCodeSplitting). */
const SPLIT_ROUTE_FILE = /^(.*\/src\/routes\/.+\.tsx?)\?tsr-split=/;

/** The route id a route file declares: createFileRoute('/_public/contact'). */
export function routeIdOfSource(source: string): string | undefined {
  return /\bcreateFileRoute\(\s*(['"`])([^'"`]+)\1\s*\)/.exec(source)?.[2];
}

/** Route id to the public paths of its modules (the split chunk first, then its imports), sorted by id. */
export function routeModules(
  bundle: RouteBundle,
  routeIdOfFile: (file: string) => string | undefined,
): Record<string, string[]> {
  const chunks = new Map<string, RouteBundleChunk>();
  for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output);
  const withImports = (fileName: string, into: Set<string>) => {
    if (into.has(fileName)) return;
    into.add(fileName);
    for (const imported of chunks.get(fileName)?.imports ?? []) withImports(imported, into);
  };
  const byRoute = new Map<string, Set<string>>();
  for (const chunk of chunks.values()) {
    const file = SPLIT_ROUTE_FILE.exec(chunk.facadeModuleId ?? '')?.[1];
    const routeId = file === undefined ? undefined : routeIdOfFile(file);
    if (routeId === undefined) continue;
    const modules = byRoute.get(routeId) ?? new Set<string>();
    withImports(chunk.fileName, modules);
    byRoute.set(routeId, modules);
  }
  return Object.fromEntries(
    [...byRoute.keys()]
      .sort()
      .map((routeId) => [routeId, [...byRoute.get(routeId)!].map((fileName) => `/${fileName}`)]),
  );
}
