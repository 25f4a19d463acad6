import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { ErrorResponseDto } from './error-response.dto';

const DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input; `errors` names each bad field',
  401: 'Not signed in',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflicts with the current state',
};

/**
 * Documents the error answers an operation can give, all in the one error shape. 401, 403 (access, CSRF)
 * and 429 (rate limits) are added to every operation they apply to by the document builder (openapi.document.ts).
 */
export const ApiErrorResponses = (...statuses: (keyof typeof DESCRIPTIONS)[]) =>
  applyDecorators(
    ...statuses.map((status) => ApiResponse({ status, description: DESCRIPTIONS[status], type: ErrorResponseDto })),
  );
