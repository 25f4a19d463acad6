import { HttpException, HttpStatus } from '@nestjs/common';
import { rateLimitMessage } from './throttling.module';

/** A 429 decided outside the throttler: the human message, and Retry-After (set by the error filter). */
export class TooManyAttemptsException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(rateLimitMessage(retryAfterSeconds), HttpStatus.TOO_MANY_REQUESTS);
  }
}
