import { applyDecorators, createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import type { Request } from 'express';

/** Ways an account can pass its second factor. */
export const SECOND_FACTOR_METHODS = ['totp', 'passkey', 'recovery-code'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/** What a signed-in session still has to do before it reaches anything else: enrol a factor, or verify one. */
export const SECOND_FACTOR_STEPS = ['enrol', 'verify'] as const;
export type SecondFactorStep = (typeof SECOND_FACTOR_STEPS)[number];

/** Where the signed-in session stands with the second factor (set by the access guard, and at sign-in). */
export interface SecondFactorStatus {
  /** null once passed, or when the account needs none (a customer who enrolled none). */
  pending: SecondFactorStep | null;
  /** While `pending` is verify: what the account can verify with. Empty otherwise. */
  verifyWith: SecondFactorMethod[];
  /** Whether this session passed a second factor. */
  passed: boolean;
}

declare module 'express-serve-static-core' {
  interface Request {
    /** Set with `sessionUser` by the access guard (and by a sign-in, for its answer). */
    secondFactor?: SecondFactorStatus;
  }
}

export const BEFORE_SECOND_FACTOR = 'inspivision:before-second-factor';
/** The OpenAPI extension marking the operations a session reaches before its second factor passed. */
export const BEFORE_SECOND_FACTOR_EXTENSION = 'x-before-second-factor';

/**
 * Reachable by a signed-in session whose second factor is still pending: who am I, and the operations that
 * enrol or verify a factor (each checks which of the two the session may do). Everything else that needs a
 * session answers 403 SECOND_FACTOR_REQUIRED until the factor passes.
 */
export const BeforeSecondFactor = () =>
  applyDecorators(SetMetadata(BEFORE_SECOND_FACTOR, true), ApiExtension(BEFORE_SECOND_FACTOR_EXTENSION, true));

/** `@SecondFactor()`: the session's SecondFactorStatus (set on every signed-in operation). */
export const SecondFactor = createParamDecorator((_data: unknown, context: ExecutionContext) =>
  secondFactorOf(context.switchToHttp().getRequest<Request>()),
);

export function secondFactorOf(request: Request): SecondFactorStatus {
  if (!request.secondFactor) throw new Error('No second-factor status on this request: is it signed in?');
  return request.secondFactor;
}
