import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { ErrorResponseDto } from './error-response.dto';

const DESCRIPTIONS = {
  400: 'Invalid input; `errors` names each bad field',
  404: 'Not found',
  409: 'Conflicts with the current state',
} as const;

/** One error answer whose reason is the operation's own (e.g. which 403), in the one error shape. */
export const ApiErrorResponse = (status: number, description: string) =>
  ApiResponse({ status, description, type: ErrorResponseDto });

/**
 * Documents the usual error answers of an operation, all in the one error shape. 401 and 403 of access and
 * of the CSRF check, and 429 of rate limits, are added where they apply by the document builder
 * (openapi.document.ts); an operation's own 401 or 403 says why with ApiErrorResponse.
 */
export const ApiErrorResponses = (...statuses: (keyof typeof DESCRIPTIONS)[]) =>
  applyDecorators(
    ...statuses.map((status) => ApiResponse({ status, description: DESCRIPTIONS[status], type: ErrorResponseDto })),
  );
