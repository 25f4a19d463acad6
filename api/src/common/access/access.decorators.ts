import { applyDecorators, createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import type { Request } from 'express';

/** Who may call an operation. Operations without a decorator are `signed-in` (a safe default; docs/api.md). */
export const ACCESS_LEVELS = ['public', 'signed-in', 'admin'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

export const ACCESS_METADATA = 'access';
/** The OpenAPI extension naming each operation's access level, read by the authorization test. */
export const ACCESS_EXTENSION = 'x-access';
export const SESSION_COOKIE_SCHEME = 'session';

/** Marks the level for the guard and for the OpenAPI document (which adds the cookie scheme and 401/403). */
const access = (level: AccessLevel) =>
  applyDecorators(SetMetadata(ACCESS_METADATA, level), ApiExtension(ACCESS_EXTENSION, level));

/** Anyone, signed in or not. */
export const Public = () => access('public');

/** Staff only: a signed-in customer gets 403. */
export const AdminOnly = () => access('admin');

/** The signed-in account of this request, as loaded by the access guard. */
export interface SessionUser {
  id: string;
  email: string;
  role: 'customer' | 'admin';
}

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by the access guard when the session belongs to an active account. */
    sessionUser?: SessionUser;
  }
}

/** `@CurrentUser()`: the signed-in account (guaranteed on signed-in and admin operations). */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext) => context.switchToHttp().getRequest<Request>().sessionUser,
);
