import { HttpStatus, ServiceUnavailableException } from '@nestjs/common';

/** How long a client should wait before trying again while a dependency is down. */
const RETRY_AFTER_SECONDS = 30;

/**
 * A 503 for a dependency that did not answer in time (Redis, a provider): the request changed nothing
 * and may be sent again after Retry-After (set by the error filter).
 */
export class DependencyUnavailableException extends ServiceUnavailableException {
  readonly retryAfterSeconds = RETRY_AFTER_SECONDS;

  constructor() {
    super({
      statusCode: HttpStatus.SERVICE_UNAVAILABLE,
      message: 'The service is briefly unavailable. Please try again in a minute.',
    });
  }
}
