import { PATHS } from '../../../../constants/site';

/** Pages a reply may point to ("book at /consultation"): the public ones, never the portal or the admin. */
const LINKABLE_PATHS: ReadonlySet<string> = new Set(
  Object.values(PATHS).filter(
    (path) => path !== PATHS.home && ![PATHS.portal, PATHS.dashboard, PATHS.admin].includes(path),
  ),
);

/** A link to one of the site's pages; `search` is its query ("/consultation?services=..." prefills the form). */
export type ReplyPart = { text: string } | { path: string; search?: Record<string, string> };

// A path standing alone: after the start, a space or "(", and before the end, a space or punctuation; it may
// carry a query, which ends before trailing punctuation.
const PATH_TOKEN = /(^|[\s(])(\/[a-z][a-z0-9-]*(?:\/[a-z0-9-]+)*)(\?[\w%.,=&~+-]*[\w%=])?(?=$|[\s.,;:!?)])/g;

/** Splits a reply into text and the site's own paths it mentions, so those can be shown as links. */
export function splitReplyLinks(reply: string): ReplyPart[] {
  const parts: ReplyPart[] = [];
  let rest = 0;
  for (const match of reply.matchAll(PATH_TOKEN)) {
    const path = match[2]!;
    const query = match[3] ?? '';
    if (!LINKABLE_PATHS.has(path)) continue;
    const start = match.index + match[1]!.length;
    if (start > rest) parts.push({ text: reply.slice(rest, start) });
    parts.push(query ? { path, search: Object.fromEntries(new URLSearchParams(query.slice(1))) } : { path });
    rest = start + path.length + query.length;
  }
  if (rest < reply.length) parts.push({ text: reply.slice(rest) });
  return parts;
}
