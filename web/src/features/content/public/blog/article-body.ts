/**
 * Article body parsing (docs/modules/content.md, /blog/{slug}). The body is plain
 * text; it becomes a list of blocks holding plain strings, which ArticleBody renders as React
 * elements. No HTML string is produced or parsed anywhere, so markup in an article ("<script>",
 * "onerror=") is shown as text and never runs.
 *
 * Rules, in the order they are applied to each paragraph:
 * 1. Paragraphs are split on blank lines: one or more empty (or whitespace-only) lines, with LF,
 *    CRLF or CR line ends. Each paragraph is trimmed; empty ones are dropped. Single line breaks
 *    inside a paragraph are kept (the component shows them as line breaks).
 * 2. Numbered subheading: a paragraph whose first line begins with a number, a dot and a space
 *    ("1. Choose your state"). "3.5 million" is not one (no space after the dot). The first line
 *    becomes the subheading; any further lines of that paragraph become a paragraph after it.
 * 3. Heading: a paragraph on a single line, under 120 characters (119 is a heading, 120 is not),
 *    that either starts with one of the words What, How, Why, When, Where, Which, Step or Chapter
 *    (capitalised, a whole word: "However" and "Steps" do not count), or is title-like.
 *    "Title-like" means all of:
 *      - it does not end with a sentence end or a list separator: '.', '!', ',' or ';'
 *        (a '?' or ':' ending is fine: "Is an LLC right for you?" and "Before you file:");
 *      - it contains a letter;
 *      - it ends with a colon, or it is in Title Case: every word that begins with a letter
 *        begins with a capital, except short joining words (a, an, and, the, of, to, vs...)
 *        after the first word. "Choosing the Right Structure" is title-like;
 *        "Choosing the right structure" is not (it reads as a sentence).
 *    Starting with a question word is enough on its own (as docs/modules/content.md says), so a short
 *    sentence such as "When in doubt, ask." is a heading too.
 * 4. Anything else is a paragraph.
 *
 * Auto-links: inside paragraphs only (headings stay plain text, so they read cleanly and the table
 * of contents matches them), keyword phrases link to a page of the site:
 *   formation, marketing and consulting terms -> /services
 *   contact and consultation terms            -> /contact
 *   team and company terms                    -> /about
 *   brand and platform terms                  -> /
 * Matching is case-insensitive on whole words (not inside a longer word, a hyphenated word, an
 * e-mail address or a URL), and at any position the longest phrase wins ("digital marketing"
 * rather than "marketing"). Link-once rule: each destination is linked at most once per article,
 * at its first eligible occurrence in reading order; later phrases for the same page stay text.
 * So an article carries at most four auto-links, none repeated.
 */

export type InlineSegment = { text: string } | { text: string; to: string };

export interface ParagraphBlock {
  type: 'paragraph';
  segments: InlineSegment[];
}

export interface HeadingBlock {
  type: 'heading';
  text: string;
  /** Anchor id, unique in the article (see headingId). */
  id: string;
}

export interface SubheadingBlock {
  type: 'subheading';
  /** The number as written ("1" for "1. Choose your state"). */
  number: string;
  /** The text after the number. */
  text: string;
  id: string;
}

export type ArticleBlock = ParagraphBlock | HeadingBlock | SubheadingBlock;

/** Headings must be shorter than this many characters (docs/modules/content.md). */
export const HEADING_MAX_LENGTH = 120;

export const HEADING_START_WORDS = ['What', 'How', 'Why', 'When', 'Where', 'Which', 'Step', 'Chapter'] as const;

const START_WORD = new RegExp(`^(?:${HEADING_START_WORDS.join('|')})(?![\\p{L}\\p{N}_])`, 'u');
const NUMBERED = /^(\d+)\.\s+(\S.*)$/;

/** Words that stay lower case in Title Case (after the first word). */
const MINOR_WORDS = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'but',
  'by',
  'for',
  'from',
  'in',
  'into',
  'nor',
  'of',
  'on',
  'or',
  'per',
  'so',
  'than',
  'the',
  'to',
  'up',
  'via',
  'vs',
  'with',
  'yet',
]);

/* ---------- Paragraphs ---------- */

/** Splits a body on blank lines (LF, CRLF or CR; whitespace-only lines count as blank). */
export function splitParagraphs(body: string | null | undefined): string[] {
  if (!body) return [];
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t\f\v\u00a0]*\n/)
    .map((paragraph) => paragraph.replace(/[ \t]+$/gm, '').trim())
    .filter((paragraph) => paragraph.length > 0);
}

const charLength = (text: string) => Array.from(text).length;

/** Title Case or a trailing colon, with no sentence-ending punctuation (see the rules above). */
export function isTitleLike(text: string): boolean {
  const trimmed = text.trim();
  if (!/\p{L}/u.test(trimmed) || /[.!,;]$/.test(trimmed)) return false;
  if (trimmed.endsWith(':')) return true;
  const words = trimmed.split(/\s+/);
  return words.every((word, index) => {
    const letters = word.replace(/^[^\p{L}\p{N}]+/u, '');
    if (!/^\p{L}/u.test(letters)) return true; // numbers, symbols: no case to check
    if (/^\p{Lu}/u.test(letters)) return true;
    const bare = letters.toLowerCase().replace(/[^\p{L}]+$/u, '');
    return index > 0 && MINOR_WORDS.has(bare);
  });
}

/** Whether a single paragraph becomes a heading (rule 3). */
export function isHeading(paragraph: string): boolean {
  const text = paragraph.trim();
  if (text.length === 0 || text.includes('\n')) return false;
  if (charLength(text) >= HEADING_MAX_LENGTH) return false;
  return START_WORD.test(text) || isTitleLike(text);
}

/** The number and text of a numbered subheading line ("1. Choose"), or null. */
export function parseNumbered(line: string): { number: string; text: string } | null {
  const match = NUMBERED.exec(line.trim());
  return match ? { number: match[1], text: match[2].trim() } : null;
}

/* ---------- Anchors ---------- */

/** A URL-friendly id from heading text: "What Is an LLC?" -> "what-is-an-llc". */
export function slugifyHeading(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Gives out ids that are unique in one article: the slug of the text, then "-2", "-3"... for
 * repeats; "section-N" (N = the heading's position) when the text has no letters or digits.
 */
export function createHeadingIds(): (text: string) => string {
  const used = new Set<string>();
  let count = 0;
  return (text: string) => {
    count += 1;
    const base = slugifyHeading(text) || `section-${count}`;
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
    used.add(id);
    return id;
  };
}

/* ---------- Auto-links ---------- */

export interface AutoLinkRule {
  to: string;
  phrases: readonly string[];
}

/** Keyword phrases and the page each links to (docs/modules/content.md). */
export const AUTO_LINK_RULES: readonly AutoLinkRule[] = [
  {
    to: '/services',
    phrases: [
      'business formation',
      'llc formation',
      'company formation',
      'formation',
      'digital marketing',
      'marketing',
      'business consulting',
      'consulting',
    ],
  },
  {
    to: '/contact',
    phrases: ['free consultation', 'consultation', 'consultations', 'contact us', 'contact'],
  },
  { to: '/about', phrases: ['our team', 'team', 'our company', 'company'] },
  { to: '/', phrases: ['brand identity', 'brand', 'brands', 'platform', 'platforms'] },
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const PHRASE_TARGETS = new Map<string, string>(
  AUTO_LINK_RULES.flatMap(({ to, phrases }) => phrases.map((phrase) => [phrase.toLowerCase(), to] as const)),
);

/**
 * One alternation, longest phrases first, so the regex picks the longest phrase at a position.
 * Whole words: not preceded by a letter, digit, '_', '-', '@', '/' or '.', and not followed by a
 * letter, digit, '_', '-', '@', '/', or a dot that continues a word ("company.com").
 */
const PHRASE_PATTERN = new RegExp(
  `(?<![\\p{L}\\p{N}_@/.\\-])(?:${[...PHRASE_TARGETS.keys()]
    .sort((a, b) => b.length - a.length)
    .map((phrase) => escapeRegExp(phrase).replace(/ /g, '\\s+'))
    .join('|')})(?![\\p{L}\\p{N}_@/\\-]|\\.[\\p{L}\\p{N}])`,
  'giu',
);

/**
 * Splits text into plain and linked segments. `linked` holds the destinations already used in the
 * article; it is updated, so pass the same set for every paragraph of one article.
 */
export function autoLink(text: string, linked: Set<string> = new Set()): InlineSegment[] {
  const segments: InlineSegment[] = [];
  let plainStart = 0;
  for (const match of text.matchAll(PHRASE_PATTERN)) {
    const to = PHRASE_TARGETS.get(match[0].toLowerCase().replace(/\s+/g, ' '));
    if (!to || linked.has(to)) continue;
    linked.add(to);
    const start = match.index;
    if (start > plainStart) segments.push({ text: text.slice(plainStart, start) });
    segments.push({ text: match[0], to });
    plainStart = start + match[0].length;
  }
  if (plainStart < text.length || segments.length === 0) segments.push({ text: text.slice(plainStart) });
  return segments;
}

/* ---------- Whole body ---------- */

/** Parses a body into paragraphs, headings and numbered subheadings, with auto-links. */
export function parseArticleBody(body: string | null | undefined): ArticleBlock[] {
  const blocks: ArticleBlock[] = [];
  const nextId = createHeadingIds();
  const linked = new Set<string>();
  const paragraph = (text: string): ParagraphBlock => ({ type: 'paragraph', segments: autoLink(text, linked) });

  for (const text of splitParagraphs(body)) {
    const [firstLine, ...rest] = text.split('\n');
    const numbered = parseNumbered(firstLine);
    if (numbered) {
      blocks.push({ type: 'subheading', ...numbered, id: nextId(numbered.text) });
      const remainder = rest.join('\n').trim();
      if (remainder) blocks.push(paragraph(remainder));
    } else if (isHeading(text)) {
      blocks.push({ type: 'heading', text, id: nextId(text) });
    } else {
      blocks.push(paragraph(text));
    }
  }
  return blocks;
}

/** Plain text of a block, e.g. for a search index or an excerpt. */
export function blockText(block: ArticleBlock): string {
  if (block.type === 'paragraph') return block.segments.map((segment) => segment.text).join('');
  return block.type === 'subheading' ? `${block.number}. ${block.text}` : block.text;
}
