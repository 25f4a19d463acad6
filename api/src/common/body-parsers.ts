import express, { ErrorRequestHandler, RequestHandler } from 'express';
import { ErrorResponseDto } from './error-response.dto';

/** body-parser's error types, answered in the one error shape before Nest sees the request. */
const BODY_ERROR_MESSAGES: Record<string, string> = {
  'entity.parse.failed': 'The request body is not valid JSON',
  'entity.too.large': 'The request body is too large',
  'encoding.unsupported': 'The request body encoding is not supported',
  'charset.unsupported': 'The request body charset is not supported',
};

const bodyErrors: ErrorRequestHandler = (error, _request, response, next) => {
  const statusCode = error?.status ?? error?.statusCode;
  if (typeof error?.type !== 'string' || !(statusCode >= 400 && statusCode < 500)) return next(error);
  const body: ErrorResponseDto = {
    statusCode,
    message: BODY_ERROR_MESSAGES[error.type] ?? 'The request body could not be read',
  };
  response.status(statusCode).json(body);
};

/** The app is created with `bodyParser: false`; these take its place. */
export const bodyParsers = (): (RequestHandler | ErrorRequestHandler)[] => [
  express.json({ limit: '1mb' }),
  express.urlencoded({ extended: false, limit: '1mb' }),
  bodyErrors,
];
