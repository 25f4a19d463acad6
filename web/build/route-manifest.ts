/**
 * The route manifest the API uses to answer paths of the single-page app: index.html with status
 * 200 for a path matching one of `routes` (a `$param` segment matches one segment), 404 otherwise.
 * Read from TanStack Router's generated `src/routeTree.gen.ts`.
 */

export interface RouteManifest {
  routes: string[];
}

/**
 * Paths that exist in the tree but must not make a URL "known": the catch-all (`$` segment) and
 * `/404`, whose document should carry status 404 like any unknown path.
 */
function isExcluded(path: string): boolean {
  return path === '/404' || path.split('/').includes('$');
}

/** The string literals of a TypeScript union such as `'/' | '/services' | "/blog/$slug"`. */
function unionLiterals(union: string): string[] {
  return Array.from(union.matchAll(/(['"`])((?:(?!\1)[^\\]|\\.)*)\1/g), (match) => match[2]!);
}

/** The full paths of the route tree: the `fullPaths` union, else the keys of `FileRoutesByFullPath`. */
export function parseFullPaths(routeTreeSource: string): string[] {
  // `fullPaths: '/' | '/services' | ...` ends at the next member (`fileRoutesByTo: ...`) or `}`.
  const union = /\bfullPaths\s*:\s*([^]*?)(?:\n\s*[A-Za-z_$][\w$]*\s*:|\})/.exec(routeTreeSource);
  if (union) {
    const paths = unionLiterals(union[1]!);
    if (paths.length > 0) return paths;
  }
  const byFullPath = /interface\s+FileRoutesByFullPath\s*\{([^]*?)\n\}/.exec(routeTreeSource);
  if (byFullPath) {
    return Array.from(byFullPath[1]!.matchAll(/^\s*(['"])(.*?)\1\s*:/gm), (match) => match[2]!);
  }
  return [];
}

/** Normalises ('/admin1/' -> '/admin1'), drops the excluded paths, de-duplicates and sorts. */
export function buildRouteManifest(routeTreeSource: string): RouteManifest {
  const routes = new Set<string>();
  for (const raw of parseFullPaths(routeTreeSource)) {
    const path = raw === '/' ? '/' : raw.replace(/\/+$/, '');
    if (!path.startsWith('/') || isExcluded(path)) continue;
    routes.add(path);
  }
  if (routes.size === 0) {
    throw new Error('route manifest: no route paths found in the generated route tree');
  }
  return { routes: [...routes].sort() };
}

/** True when `path` matches the manifest pattern (`$name` matches exactly one segment). */
export function matchesRoute(pattern: string, path: string): boolean {
  const normalise = (value: string) => value.split('/').filter(Boolean);
  const patternSegments = normalise(pattern);
  const pathSegments = normalise(path);
  if (patternSegments.length !== pathSegments.length) return false;
  return patternSegments.every(
    (segment, index) => (segment.startsWith('$') && segment.length > 1) || segment === pathSegments[index],
  );
}
