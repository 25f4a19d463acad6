import { routeIdOfSource, routeModules, type RouteBundle } from './route-modules';

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = []) => ({
  type: 'chunk' as const,
  fileName,
  facadeModuleId,
  imports,
});

describe('route modules', () => {
  it('reads the route id a route file declares', () => {
    expect(routeIdOfSource(`export const Route = createFileRoute('/_public/contact')({ component })`)).toBe(
      '/_public/contact',
    );
    expect(routeIdOfSource(`export const Route = createFileRoute("/_public/")({})`)).toBe('/_public/');
    expect(routeIdOfSource('export const Route = createRootRouteWithContext<Context>()({})')).toBeUndefined();
  });

  it("lists each route's split chunk and everything it imports, once, by route id", () => {
    const bundle: RouteBundle = {
      'assets/index.js': chunk('assets/index.js', '/app/web/src/main.tsx', ['assets/react.js']),
      'assets/react.js': chunk('assets/react.js', null),
      'assets/contact.js': chunk('assets/contact.js', '/app/web/src/routes/_public/contact.tsx?tsr-split=component', [
        'assets/Field.js',
        'assets/react.js',
      ]),
      'assets/Field.js': chunk('assets/Field.js', null, ['assets/react.js', 'assets/errors.js']),
      'assets/errors.js': chunk('assets/errors.js', null, ['assets/Field.js']),
      'assets/layout.js': chunk('assets/layout.js', '/app/web/src/routes/_public.tsx?tsr-split=component'),
      'assets/style.css': { type: 'asset' },
      // Not a route file, or a route file the id cannot be read from: nothing to list.
      'assets/other.js': chunk('assets/other.js', '/app/web/src/features/x.tsx?tsr-split=component'),
      'assets/unknown.js': chunk('assets/unknown.js', '/app/web/src/routes/broken.tsx?tsr-split=component'),
    };
    const ids: Record<string, string> = {
      '/app/web/src/routes/_public/contact.tsx': '/_public/contact',
      '/app/web/src/routes/_public.tsx': '/_public',
    };

    expect(routeModules(bundle, (file) => ids[file])).toEqual({
      '/_public': ['/assets/layout.js'],
      '/_public/contact': ['/assets/contact.js', '/assets/Field.js', '/assets/react.js', '/assets/errors.js'],
    });
  });
});
