import { PATHS } from '../../../../constants/site';

/** Pages a reply may point to ("book at /consultation"): the public ones, never the portal or the admin. */
const LINKABLE_PATHS: ReadonlySet<string> = new Set(
  Object.values(PATHS).filter(
    (path) => path !== PATHS.home && ![PATHS.portal, PATHS.dashboard, PATHS.admin].includes(path),
  ),
);

export type ReplyPart = { text: string } | { path: string };

// A path standing alone: after the start, a space or "(", and before the end, a space or punctuation.
const PATH_TOKEN = /(^|[\s(])(\/[a-z][a-z0-9-]*(?:\/[a-z0-9-]+)*)(?=$|[\s.,;:!?)])/g;

/** Splits a reply into text and the site's own paths it mentions, so those can be shown as links. */
export function splitReplyLinks(reply: string): ReplyPart[] {
  const parts: ReplyPart[] = [];
  let rest = 0;
  for (const match of reply.matchAll(PATH_TOKEN)) {
    const path = match[2]!;
    if (!LINKABLE_PATHS.has(path)) continue;
    const start = match.index + match[1]!.length;
    if (start > rest) parts.push({ text: reply.slice(rest, start) });
    parts.push({ path });
    rest = start + path.length;
  }
  if (rest < reply.length) parts.push({ text: reply.slice(rest) });
  return parts;
}
