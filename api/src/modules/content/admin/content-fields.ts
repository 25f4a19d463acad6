import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsNotEmpty,
  IsString,
  Matches,
  MaxLength,
  MinLength,
  registerDecorator,
  ValidateIf,
  ValidationOptions,
} from 'class-validator';
import { Trim } from '../../../common/transforms';

/**
 * Field rules and limits the content admin's forms share (blog, services, portfolio, pages). The web
 * forms check the same limits before sending (web/src/constants/admin.ts mirrors them).
 */

/** Titles of articles, services, case studies and pages (varchar(255) columns). */
export const CONTENT_TITLE_MAX_LENGTH = 255;
/** Search engines show about 160 characters of a description. */
export const META_DESCRIPTION_MAX_LENGTH = 160;
/** A page's or section's content JSON, as text (the longest seeded legal page is well below). */
export const CONTENT_JSON_MAX_LENGTH = 100_000;

export const SLUG_MAX_LENGTH = 255;
/** A slug derived from a title is cut at a word boundary to stay readable in a URL. */
export const DERIVED_SLUG_MAX_LENGTH = 80;
/** Lower-case words of a-z and 0-9 joined by single hyphens: "how-to-form-an-llc". */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MESSAGE = 'slug must be lower-case words of a-z and 0-9 joined by single hyphens';

export const IMAGE_MAX_LENGTH = 2048;
/** An absolute http(s) URL, or a path on this site ("/images/..."; not "//host", which leaves the site). */
export const IMAGE_PATTERN = /^(?:https?:\/\/[^\s/?#]+[^\s]*|\/(?!\/)[^\s]*)$/i;
export const IMAGE_MESSAGE = 'image must be an http(s) URL or a path on this site starting with /';

/**
 * The slug form of a title, as the web editor's auto-fill computes it: accents removed, lower case,
 * every run of other characters than a-z and 0-9 turned into one hyphen, cut at a hyphen to at most
 * DERIVED_SLUG_MAX_LENGTH characters. Empty when the title has no such character.
 */
export function slugify(title: string): string {
  const form = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (form.length <= DERIVED_SLUG_MAX_LENGTH) return form;
  const cut = form.slice(0, DERIVED_SLUG_MAX_LENGTH + 1);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut.slice(0, DERIVED_SLUG_MAX_LENGTH)).replace(/-+$/, '');
}

/** Empty or whitespace-only text becomes null (an optional text field left blank is "none"). */
export const BlankToNull = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value));

/** Text that must not be blank: trimmed, 1 to `maxLength` characters. */
export const RequiredText = (maxLength: number) =>
  applyDecorators(Trim(), IsString(), IsNotEmpty({ message: '$property is required' }), MaxLength(maxLength));

/** Optional text: null/blank for none, else at most `maxLength` characters. */
export const OptionalText = (maxLength: number) =>
  applyDecorators(
    BlankToNull(),
    ValidateIf((_object, value) => value !== null && value !== undefined),
    IsString(),
    MaxLength(maxLength),
  );

/** An optional image reference: null/blank for none, else an http(s) URL or a site path. */
export const ImageRef = () =>
  applyDecorators(OptionalText(IMAGE_MAX_LENGTH), Matches(IMAGE_PATTERN, { message: IMAGE_MESSAGE }));

/**
 * A bounded list of short strings: each trimmed, blanks dropped, duplicates (ignoring case) dropped,
 * then at most `maxItems` of 1 to `maxLength` characters.
 */
export const StringList = (maxItems: number, maxLength: number) =>
  applyDecorators(
    Transform(({ value }) => {
      if (!Array.isArray(value)) return value;
      const seen = new Set<string>();
      return value
        .map((item: unknown) => (typeof item === 'string' ? item.trim() : item))
        .filter((item) => {
          if (typeof item !== 'string') return true;
          const key = item.toLowerCase();
          if (!item || seen.has(key)) return false;
          seen.add(key);
          return true;
        });
    }),
    IsArray(),
    ArrayMaxSize(maxItems),
    IsString({ each: true }),
    MinLength(1, { each: true }),
    MaxLength(maxLength, { each: true }),
  );

/** The fields a partial edit sent (left-out ones stay as they are). */
export const sentFields = <T extends object>(changes: T): Partial<T> =>
  Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<T>;

/** A plain JSON object (not an array, not null) whose JSON text is at most `maxLength` characters. */
export function IsBoundedJsonObject(maxLength: number, options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isBoundedJsonObject',
      target: target.constructor,
      propertyName,
      options: { message: `$property must be a JSON object of at most ${maxLength} characters`, ...options },
      validator: {
        validate: (value: unknown) =>
          typeof value === 'object' &&
          value !== null &&
          !Array.isArray(value) &&
          JSON.stringify(value).length <= maxLength,
      },
    });
}
