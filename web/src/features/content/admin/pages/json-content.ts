/** Content JSON as staff edit it: text in, a JSON object or the reason it is not one out. Antd-free. */
import { PAGE_LIMITS } from '../../../../constants/admin';

export type JsonObject = Record<string, unknown>;

export type ParsedJson = { ok: true; value: JsonObject } | { ok: false; error: string };

/** The text shown in the editor for a stored value. */
export const formatJson = (value: object): string => JSON.stringify(value, null, 2);

/** Whether `text` is a JSON object the API accepts (the API checks the same, and the size, again). */
export function parseJsonObject(text: string): ParsedJson {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: `Not valid JSON: ${(error as Error).message}` };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, error: 'The content must be a JSON object: { ... }' };
  }
  const length = JSON.stringify(value).length;
  if (length > PAGE_LIMITS.content) {
    return {
      ok: false,
      error: `The content is too long: ${length.toLocaleString('en-US')} characters (at most ${PAGE_LIMITS.content.toLocaleString('en-US')}).`,
    };
  }
  return { ok: true, value: value as JsonObject };
}

/** A text of the content that staff can edit as a plain field: a top-level string or one a level down. */
export interface TextField {
  path: [string] | [string, string];
  label: string;
  value: string;
}

const isPlainObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** "finalCta" → "Final cta", "hero.subheading" → "Hero › Subheading". */
const humanize = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The content's texts at the top two levels, in the content's own order (lists stay in the JSON). */
export function textFields(content: JsonObject): TextField[] {
  return Object.entries(content).flatMap(([key, value]): TextField[] => {
    if (typeof value === 'string') return [{ path: [key], label: humanize(key), value }];
    if (!isPlainObject(value)) return [];
    return Object.entries(value)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([inner, text]) => ({ path: [key, inner], label: `${humanize(key)} › ${humanize(inner)}`, value: text }));
  });
}

/** A copy of `content` with the text at `path` replaced. */
export function withText(content: JsonObject, path: TextField['path'], text: string): JsonObject {
  const [key, inner] = path;
  if (inner === undefined) return { ...content, [key]: text };
  return { ...content, [key]: { ...(content[key] as JsonObject), [inner]: text } };
}
