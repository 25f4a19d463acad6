import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { TooManyAttemptsException } from '../throttling/too-many-attempts.exception';
import { isDatabaseUnreachable } from '../database/errors';
import { DependencyUnavailableException } from './dependency-unavailable.exception';
import { ErrorCode } from './error-codes';
import { ErrorResponseDto } from './error-response.dto';
import { RequestValidationException } from './validation';

/** During an outage every request fails alike: its cause is logged at most this often (each 503 is in the request log). */
const UNREACHABLE_LOG_INTERVAL_MS = 10_000;

function toErrorResponse(exception: unknown, request: Request): ErrorResponseDto {
  if (exception instanceof RequestValidationException) {
    return { statusCode: HttpStatus.BAD_REQUEST, message: exception.message, errors: exception.fieldErrors };
  }
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    if (statusCode === HttpStatus.NOT_FOUND && exception.message.startsWith('Cannot ')) {
      return { statusCode, message: `No such endpoint: ${request.method} ${request.path}` };
    }
    const body = exception.getResponse();
    const message =
      typeof body === 'object' && body !== null && 'message' in body
        ? [body.message].flat().join('; ')
        : exception.message;
    const code =
      typeof body === 'object' && body !== null && 'code' in body ? (String(body.code) as ErrorCode) : undefined;
    return code ? { statusCode, message, code } : { statusCode, message };
  }
  return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Something went wrong on our side' };
}

/**
 * Retry-After (RFC 9110) of a 429 or a 503: the wait a TooManyAttemptsException or a
 * DependencyUnavailableException carries, else the longest of the throttler's per-limit headers
 * (Retry-After-ip, Retry-After-account).
 */
function retryAfterSeconds(exception: unknown, response: Response): number | undefined {
  if (exception instanceof TooManyAttemptsException || exception instanceof DependencyUnavailableException) {
    return exception.retryAfterSeconds;
  }
  const perLimit = Object.entries(response.getHeaders())
    .filter(([name]) => name.startsWith('retry-after-'))
    .map(([, value]) => Number(value));
  return perLimit.length > 0 ? Math.max(...perLimit) : undefined;
}

/** Renders every error in the one shape; a 5xx is logged with its stack, which never reaches clients. */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');
  private unreachableLoggedAt = 0;

  catch(thrown: unknown, host: ArgumentsHost) {
    const context = host.switchToHttp();
    const request = context.getRequest<Request>();
    const response = context.getResponse<Response>();
    // A database that could not be reached is a 503 the client may retry, not a bug (a 500).
    const unreachable = isDatabaseUnreachable(thrown);
    const exception = unreachable ? new DependencyUnavailableException() : thrown;
    const body = toErrorResponse(exception, request);
    if (unreachable) {
      if (Date.now() - this.unreachableLoggedAt >= UNREACHABLE_LOG_INTERVAL_MS) {
        this.unreachableLoggedAt = Date.now();
        this.logger.warn(`The database is unreachable, answering 503: ${(thrown as Error).message}`);
      }
    } else if (body.statusCode >= 500) {
      this.logger.error(`${request.method} ${request.originalUrl}`, (exception as Error)?.stack ?? String(exception));
    }
    if (response.headersSent) return;
    // A download's headers (a CSV export sets them before its handler runs) must not dress up the error.
    response.removeHeader('Content-Disposition');
    if (body.statusCode === HttpStatus.TOO_MANY_REQUESTS || body.statusCode === HttpStatus.SERVICE_UNAVAILABLE) {
      const retryAfter = retryAfterSeconds(exception, response);
      if (retryAfter !== undefined) response.setHeader('Retry-After', String(retryAfter));
    }
    response.status(body.statusCode).type('application/json').json(body);
  }
}

/** An error the client may act on: `code` is a stable reason beside the human `message`. */
export const errorWithCode = (message: string, code: ErrorCode) => ({ message, code });
