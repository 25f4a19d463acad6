import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Matches } from 'class-validator';
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

/** Deeper than any payload of this API; a deeper one is refused rather than walked. */
const MAX_DEPTH = 32;

const fieldError = (field: string, message: string): FieldErrorDto => ({ field: field || 'body', message });

/** The first string (or object key) under `value` holding a forbidden control character, by dotted path. */
export function findControlCharacter(value: unknown, path = '', depth = 0): FieldErrorDto | undefined {
  if (typeof value === 'string') {
    return FORBIDDEN_ANYWHERE.test(value)
      ? fieldError(path, `${path || 'body'} contains a control character`)
      : undefined;
  }
  if (value === null || typeof value !== 'object') return undefined;
  if (depth > MAX_DEPTH) return fieldError(path, `${path || 'body'} is nested too deeply`);
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (FORBIDDEN_ANYWHERE.test(key)) return fieldError(path, `${path || 'body'} has a key with a control character`);
    const found = findControlCharacter(child, childPath, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * The edge: before any guard, strategy or pipe reads the request (passport reads the sign-in body in a
 * guard), a path parameter, query parameter or body field with a control character is a 400 naming it.
 */
@Injectable()
export class ControlCharacterGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<Request>();
    const found =
      findControlCharacter(request.params) ??
      findControlCharacter(request.query) ??
      findControlCharacter(request.body as unknown);
    if (found) throw new RequestValidationException([found]);
    return true;
  }
}

/** For names, e-mail addresses, phone numbers, titles and other one-line fields: no control character at all. */
export const SingleLine = () =>
  Matches(SINGLE_LINE, { message: ({ property }) => `${property} must be a single line without control characters` });
