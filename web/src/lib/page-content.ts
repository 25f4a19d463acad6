/**
 * Readers for the JSON of GET /api/pages/{slug}. Staff edit that JSON in the back office, so every
 * value is checked: a missing or malformed part falls back to the page's default instead of
 * breaking the page.
 */

export type JsonRecord = Record<string, unknown>;

export interface ContentLink {
  label: string;
  href: string;
}

export interface ContentCallToAction {
  heading: string;
  text: string;
  primary: ContentLink;
  secondary?: ContentLink;
}

export function asRecord(value: unknown): JsonRecord | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as JsonRecord) : undefined;
}

/** A non-blank string (trimmed), else the fallback. */
export function readText(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() ? value.trim() : fallback;
}

/**
 * A link's label from the content. The target stays the fallback's: the routes are fixed by the
 * spec, and a link edited to point off the site must not reach the page.
 */
export function readLinkLabel(value: unknown, fallback: ContentLink): ContentLink {
  return { label: readText(asRecord(value)?.label, fallback.label), href: fallback.href };
}

/**
 * The valid items of a list (each read by `readItem`, which returns undefined for a bad one), at
 * most `max`; the fallback when none is valid.
 */
export function readList<T>(
  value: unknown,
  readItem: (item: JsonRecord) => T | undefined,
  fallback: readonly T[],
  max = Number.POSITIVE_INFINITY,
): T[] {
  const items = Array.isArray(value)
    ? value.flatMap((item) => {
        const record = asRecord(item);
        const read = record ? readItem(record) : undefined;
        return read === undefined ? [] : [read];
      })
    : [];
  return (items.length > 0 ? items : [...fallback]).slice(0, max);
}

/** An item with a title and a text, both non-blank. */
export function readTitledText(item: JsonRecord): { title: string; text: string } | undefined {
  const title = readText(item.title, '');
  const text = readText(item.text, '');
  return title && text ? { title, text } : undefined;
}

/** A hero: heading and subheading. */
export function readHero(
  value: unknown,
  fallback: { heading: string; subheading: string },
): { heading: string; subheading: string } {
  const hero = asRecord(value);
  return {
    heading: readText(hero?.heading, fallback.heading),
    subheading: readText(hero?.subheading, fallback.subheading),
  };
}

/** A call to action: heading, text and the labels of its links. */
export function readCallToAction(value: unknown, fallback: ContentCallToAction): ContentCallToAction {
  const cta = asRecord(value);
  return {
    heading: readText(cta?.heading, fallback.heading),
    text: readText(cta?.text, fallback.text),
    primary: readLinkLabel(cta?.primary, fallback.primary),
    ...(fallback.secondary ? { secondary: readLinkLabel(cta?.secondary, fallback.secondary) } : {}),
  };
}
