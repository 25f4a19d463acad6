import type { SeoHeadDto } from '../modules/content';
import type { RenderedPage } from './server-renderer';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[char]};`);

/**
 * JSON for a <script type="application/ld+json"> block: `<` (so no `</script>` or `<!--` closes or
 * changes the block), `>` and `&` as JSON escapes, plus the line separators older parsers reject.
 */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/** What the browser app reads at start (web/src/config/runtime-config.ts), so one build serves any deployment. */
export interface RuntimeConfig {
  gaMeasurementId?: string;
  /** The year the page was rendered in, by the server's clock (the footer's copyright line). */
  year?: number;
}

/** The id of the JSON block that carries the RuntimeConfig (web/src/config/runtime-config.ts reads it). */
export const RUNTIME_CONFIG_ID = 'runtime-config';

/**
 * A page with the runtime configuration in a JSON block before </head> (data, not a script: the CSP
 * need not allow it), on every page, rendered on the server or in the browser.
 */
export function withRuntimeConfig(html: string, config: RuntimeConfig): string {
  const block = `<script type="application/json" id="${RUNTIME_CONFIG_ID}">${jsonForScript(config)}</script>`;
  return html.replace(
    /<\/head>/i,
    () => `  ${block}
  </head>`,
  );
}

/** The head tags of a page, in the order the web app's head hook keeps them. */
export function renderHeadTags(head: SeoHeadDto): string {
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<meta name="robots" content="${escapeHtml(head.robots)}" />`,
    ...(head.canonicalUrl ? [`<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`] : []),
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ].join('\n    ');
}

/** The placeholders of index.html that renderHeadTags replaces (and any that would duplicate its tags). */
const HEAD_TAG_PATTERNS = [
  /<title\b[^>]*>[\s\S]*?<\/title>/gi,
  /<meta\b[^>]*\bname=["']?(?:description|robots)\b[^>]*>/gi,
  /<link\b[^>]*\brel=["']?canonical\b[^>]*>/gi,
  /<script\b[^>]*\btype=["']?application\/ld\+json\b[^>]*>[\s\S]*?<\/script>/gi,
];

const EMPTY_ROOT = '<div id="root"></div>';
/** The app's module script and the preloads of its imports, as Vite writes them into index.html. */
const APP_ENTRY = /[ \t]*<script type="module" crossorigin src="([^"]+)"><\/script>\n?/;
const APP_PRELOADS = /[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g;
/** web/public/app-loader.js: starts the app once a server-rendered page has painted. */
const APP_LOADER = '/app-loader.js';

/** Where deferApp writes the loader: its preloads end with those of the page's routes. */
const LOADER_MARKER = '\u0000loader\u0000';

/**
 * For a page rendered on the server, which is readable without the app: the app's module script and
 * preloads give way to the loader, which fetches them after the first paint instead of before it, with
 * the code of the page's routes after them (written in place of LOADER_MARKER).
 */
function deferApp(html: string): { html: string; entry?: string; preloads: string[] } {
  const entry = APP_ENTRY.exec(html)?.[1];
  if (!entry) return { html, preloads: [] };
  const preloads = [...html.matchAll(APP_PRELOADS)].map((match) => match[1]!);
  return {
    html: html
      .replace(APP_ENTRY, '')
      .replace(APP_PRELOADS, '')
      .replace(/<\/head>/i, `  ${LOADER_MARKER}\n  </head>`),
    entry,
    preloads,
  };
}

/**
 * Splits index.html around its head tags: the placeholder title, description, robots, canonical and
 * JSON-LD are taken out and the page's own go where the title was (else before </head>). A page
 * rendered on the server adds its resource hints to the head and its markup to the empty root, and
 * loads the app after its first paint (deferApp), preloading the modules of its routes (`routeModules`,
 * by route id, from the web build's routes.json) after the app's own.
 */
export function headTemplate(
  html: string,
  routeModules: Readonly<Record<string, readonly string[]>> = {},
): (head: SeoHeadDto, rendered?: RenderedPage | null) => string {
  const marker = '\u0000head\u0000';
  const [titlePattern, ...otherPatterns] = HEAD_TAG_PATTERNS;
  let titles = 0;
  let withMarker = html.replace(titlePattern, () => (titles++ === 0 ? marker : ''));
  for (const pattern of otherPatterns) withMarker = withMarker.replace(pattern, '');
  if (!withMarker.includes(marker)) withMarker = withMarker.replace(/<\/head>/i, `${marker}\n  </head>`);
  // Drop the blank lines the removed tags leave behind.
  const page = withMarker.replace(/\n[ \t]*(?=\n)/g, '');
  const [before, after = ''] = page.split(marker);
  const deferred = deferApp(page);
  const [renderedBefore, renderedAfter = ''] = deferred.html.split(marker);
  const loaderOf = (routeIds: readonly string[]) => {
    const preloads = new Set(deferred.preloads);
    for (const routeId of routeIds) for (const module of routeModules[routeId] ?? []) preloads.add(module);
    preloads.delete(deferred.entry!);
    return `<script defer src="${APP_LOADER}" data-entry="${deferred.entry}" data-preload="${[...preloads].join(' ')}"></script>`;
  };
  return (head, rendered) => {
    if (!rendered) return `${before}${renderHeadTags(head)}${after}`;
    const body = renderedAfter
      .replace(EMPTY_ROOT, () => `<div id="root">${rendered.root}</div>`)
      .replace(LOADER_MARKER, () => loaderOf(rendered.routeIds));
    return `${renderedBefore}${renderHeadTags(head)}${rendered.head}${body}`;
  };
}
