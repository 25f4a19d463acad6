import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/*
 * Issue 26, point 4: one focus indicator, defined once, at least 3:1 against every background of the
 * public site and the portal (WCAG 1.4.11). Read from the style sheets themselves, so a new colour or a
 * new focus rule is checked as soon as it is written.
 */

const SRC = join(__dirname, '..');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    // The back office is styled by antd's theme tokens, not these sheets.
    if (entry.isDirectory()) return entry.name === 'admin' ? [] : cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

const sheets = cssFiles(SRC).map((path) => ({
  path,
  css: readFileSync(path, 'utf8').replace(/\/\*[\s\S]*?\*\//g, ''),
}));
const globalCss = sheets.find((sheet) => sheet.path.endsWith(join('styles', 'global.css')))!.css;
const rootVars = new Map(
  [...globalCss.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name, value.trim()] as const),
);

/** A colour value with its var() references resolved against :root (or their fallback). */
function resolve(value: string): string {
  return value.replace(/var\((--[\w-]+)(?:,\s*([^)]+))?\)/g, (_, name: string, fallback?: string) =>
    resolve(rootVars.get(name) ?? fallback ?? ''),
  );
}

function hexToRgb(hex: string): [number, number, number] {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1, 7);
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** Every opaque colour painted as a background (plain or in a gradient); translucent layers are left out. */
const backgrounds = [
  ...new Set(
    sheets.flatMap(({ css }) =>
      [...css.matchAll(/background(?:-color)?:\s*([^;]+);/g)].flatMap(
        ([, value]) => resolve(value).match(/#[0-9a-f]{3,8}\b/gi) ?? [],
      ),
    ),
  ),
].map((hex) => hex.toLowerCase());

const inner = resolve('var(--focus-ring-inner)');
const outer = resolve('var(--focus-ring-outer)');

describe('the focus ring', () => {
  it('is two bands far enough apart (9:1) that one always stands out', () => {
    expect(contrast(inner, outer)).toBeGreaterThanOrEqual(9);
  });

  it('reaches 3:1 against every background of the public site and the portal', () => {
    expect(backgrounds).toEqual(expect.arrayContaining(['#ffffff', '#f8fafc', '#4f46e5', '#0f1b3d', '#f59e0b']));
    const weak = backgrounds.filter((bg) => Math.max(contrast(inner, bg), contrast(outer, bg)) < 3);
    expect(weak).toEqual([]);
  });

  it('is the only focus style: every focus rule draws var(--focus-ring) or hides nothing it needs', () => {
    const focusRules = sheets.flatMap(({ path, css }) =>
      [...css.matchAll(/([^{}]*:focus[^{}]*)\{([^}]*)\}/g)].map(([, selector, body]) => ({
        where: `${path.slice(SRC.length)} ${selector.trim()}`,
        body,
      })),
    );
    const stray = focusRules.filter(({ body }) => {
      const shadow = /box-shadow:\s*([^;]+);/.exec(body)?.[1].trim();
      const outline = /outline:\s*([^;]+);/.exec(body)?.[1].trim();
      // `none` is for what only script focuses (headings, panels); interactive controls keep the ring.
      const ownShadow = shadow !== undefined && shadow !== 'var(--focus-ring)' && shadow !== 'none';
      const ownOutline = outline !== undefined && outline !== 'none' && outline !== '2px solid transparent';
      const hidesRing = shadow === 'var(--focus-ring)' && outline === 'none';
      return ownShadow || ownOutline || hidesRing;
    });
    expect(stray.map(({ where }) => where)).toEqual([]);
  });
});
