import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ERROR_CODES, ErrorCode } from './error-codes';

export class FieldErrorDto {
  @ApiProperty({ example: 'email', description: 'Path of the field, dotted for nested values' })
  field: string;

  @ApiProperty({ example: 'email must be an email' })
  message: string;
}

/** The one error shape of the API (docs/api.md): every non-2xx answer has it. */
export class ErrorResponseDto {
  @ApiProperty({ type: 'integer', minimum: 400, maximum: 599, example: 400, description: 'The HTTP status again' })
  statusCode: number;

  @ApiProperty({ example: 'Invalid request: email', description: 'For people: shown as is by the site' })
  message: string;

  @ApiPropertyOptional({
    enum: ERROR_CODES,
    enumName: 'ErrorCode',
    example: 'ACCOUNT_SUSPENDED',
    description:
      'A stable reason for clients that act on it, absent for most errors: ' +
      'ACCOUNT_SUSPENDED (sign-in, 403), SLUG_TAKEN (409), FEEDBACK_LINK_*, NEWSLETTER_LINK_*, BOOKING_LINK_* ' +
      '(an e-mailed link that is INVALID 400, USED 409 or EXPIRED 410), NEWSLETTER_NOT_PENDING (409), ' +
      'STATUS_TRANSITION_INVALID, CONSULTATION_NOT_ACTIVE, RESCHEDULE_EMAIL_CHANGED, RESCHEDULE_REFUSED (409)',
  })
  code?: ErrorCode;

  @ApiPropertyOptional({ type: [FieldErrorDto], description: 'On a 400: each invalid field and why' })
  errors?: FieldErrorDto[];
}
