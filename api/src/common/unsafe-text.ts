import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Matches, ValidationOptions } from 'class-validator';
import type { Request } from 'express';
import { FieldErrorDto } from './error-response.dto';
import { RequestValidationException } from './validation';

/**
 * Control characters no text of this site ever needs: NUL (PostgreSQL refuses it in text and jsonb) and the
 * other C0 controls except tab, line feed and carriage return, which multi-line text (messages, articles)
 * legitimately holds.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN_ANYWHERE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

/** A name, an e-mail address or a one-line field holds no control character at all, nor a line separator. */
const SINGLE_LINE = /^[^\p{Cc}\u2028\u2029]*$/u;

/** Half of a UTF-16 surrogate pair without its other half: not text (validators and encoders throw on it). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Deeper than any payload of this API; a deeper one is refused rather than walked. */
const MAX_DEPTH = 32;

const problemOf = (text: string): string | undefined =>
  FORBIDDEN_ANYWHERE.test(text)
    ? 'a control character'
    : LONE_SURROGATE.test(text)
      ? 'an invalid character (half of a surrogate pair)'
      : undefined;

const fieldError = (path: string, message: string): FieldErrorDto => ({ field: path || 'body', message });

/**
 * The first string (or object key) under `value` that is not safe text, by dotted path: a control character
 * no field needs, or a lone surrogate.
 */
export function findUnsafeText(value: unknown, path = '', depth = 0): FieldErrorDto | undefined {
  const name = path || 'body';
  if (typeof value === 'string') {
    const problem = problemOf(value);
    return problem ? fieldError(path, `${name} contains ${problem}`) : undefined;
  }
  if (value === null || typeof value !== 'object') return undefined;
  if (depth > MAX_DEPTH) return fieldError(path, `${name} is nested too deeply`);
  for (const [key, child] of Object.entries(value)) {
    const problem = problemOf(key);
    if (problem) return fieldError(path, `${name} has a key with ${problem}`);
    const found = findUnsafeText(child, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * The edge: before any guard, strategy or pipe reads the request (passport reads the sign-in body in a
 * guard), a path parameter, query parameter or body field that is not safe text is a 400 naming it.
 */
@Injectable()
export class UnsafeTextGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<Request>();
    const found =
      findUnsafeText(request.params) ?? findUnsafeText(request.query) ?? findUnsafeText(request.body as unknown);
    if (found) throw new RequestValidationException([found]);
    return true;
  }
}

/**
 * For names, e-mail addresses, phone numbers, titles and other one-line fields: no control character at all.
 * `{ each: true }` checks every item of a list.
 */
export const SingleLine = (options?: Pick<ValidationOptions, 'each'>) =>
  Matches(SINGLE_LINE, {
    ...options,
    message: ({ property }) => `${property} must be a single line without control characters`,
  });
