import { isURL, registerDecorator, ValidationOptions } from 'class-validator';

/** Longest image reference staff may store (URLs beyond this are not real image addresses). */
export const IMAGE_REF_MAX_LENGTH = 2048;

/** A site path such as /images/case.webp (one leading slash: `//host` would leave the site). */
const SITE_PATH = /^\/(?!\/)\S*$/;

/** True for an absolute http(s) URL or a path on this site. */
export function isImageRef(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > IMAGE_REF_MAX_LENGTH) return false;
  return SITE_PATH.test(value) || isURL(value, { protocols: ['http', 'https'], require_protocol: true });
}

/** An image given as an http(s) URL or a site path. */
export function IsImageRef(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isImageRef',
      target: target.constructor,
      propertyName,
      options: { message: `$property must be an http(s) URL or a path starting with /`, ...options },
      validator: { validate: isImageRef },
    });
}

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
