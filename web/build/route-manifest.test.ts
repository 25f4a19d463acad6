import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildRouteManifest, matchesRoute, parseFullPaths } from './route-manifest';

const GENERATED_SHAPE = `
export interface FileRoutesByFullPath {
  '/': typeof IndexRoute
  '/$': typeof SplatRoute
}
export interface FileRouteTypes {
  fileRoutesByFullPath: FileRoutesByFullPath
  fullPaths:
    | '/admin1'
    | '/'
    | '/$'
    | '/404'
    | '/500'
    | '/services'
    | '/blog/$slug'
    | '/portal/proposals/$id'
    | '/admin1/'
  fileRoutesByTo: FileRoutesByTo
  to: '/' | '/services'
  id: '__root__' | '/_public' | '/_public/services'
  fileRoutesById: FileRoutesById
}
`;

describe('route manifest', () => {
  it('reads the fullPaths union of the generated route tree', () => {
    expect(parseFullPaths(GENERATED_SHAPE)).toEqual([
      '/admin1',
      '/',
      '/$',
      '/404',
      '/500',
      '/services',
      '/blog/$slug',
      '/portal/proposals/$id',
      '/admin1/',
    ]);
  });

  it('drops the catch-all and /404, normalises trailing slashes and de-duplicates', () => {
    expect(buildRouteManifest(GENERATED_SHAPE)).toEqual({
      routes: ['/', '/500', '/admin1', '/blog/$slug', '/portal/proposals/$id', '/services'],
    });
  });

  it('reads a single-line union with double quotes', () => {
    const source = `interface FileRouteTypes {\n  fullPaths: "/" | "/about" | "/blog/$slug"\n  to: "/"\n}`;
    expect(buildRouteManifest(source).routes).toEqual(['/', '/about', '/blog/$slug']);
  });

  it('drops nested catch-alls but keeps named params', () => {
    const source = `interface FileRouteTypes {\n  fullPaths: '/' | '/docs/$' | '/docs/$page'\n}`;
    expect(buildRouteManifest(source).routes).toEqual(['/', '/docs/$page']);
  });

  it('falls back to the keys of FileRoutesByFullPath when there is no fullPaths union', () => {
    const source = `export interface FileRoutesByFullPath {\n  '/': typeof A\n  '/services': typeof B\n  '/$': typeof C\n}\n`;
    expect(buildRouteManifest(source).routes).toEqual(['/', '/services']);
  });

  it('refuses to produce an empty manifest', () => {
    expect(() => buildRouteManifest('export const routeTree = {}')).toThrow(/no route paths/);
  });

  it('lists the routes of the real generated route tree', () => {
    const source = readFileSync(join(__dirname, '../src/routeTree.gen.ts'), 'utf8');
    const { routes } = buildRouteManifest(source);
    expect(routes).toEqual(expect.arrayContaining(['/', '/services', '/500', '/admin1']));
    expect(routes).not.toContain('/$');
    expect(routes).not.toContain('/404');
  });

  it('matches a path against a pattern, a $param standing for exactly one segment', () => {
    expect(matchesRoute('/', '/')).toBe(true);
    expect(matchesRoute('/services', '/services/')).toBe(true);
    expect(matchesRoute('/blog/$slug', '/blog/how-to-start')).toBe(true);
    expect(matchesRoute('/blog/$slug', '/blog')).toBe(false);
    expect(matchesRoute('/blog/$slug', '/blog/a/b')).toBe(false);
    expect(matchesRoute('/services', '/services/extra')).toBe(false);
    expect(matchesRoute('/', '/unknown')).toBe(false);
  });
});
