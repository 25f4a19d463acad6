import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class FieldErrorDto {
  @ApiProperty({ example: 'email', description: 'Path of the field, dotted for nested values' })
  field: string;

  @ApiProperty({ example: 'email must be an email' })
  message: string;
}

/** The one error shape of the API (DESIGN.md): every non-2xx answer has it. */
export class ErrorResponseDto {
  @ApiProperty({ example: 400 })
  statusCode: number;

  @ApiProperty({ example: 'Invalid request: email' })
  message: string;

  @ApiPropertyOptional({
    example: 'EMAIL_NOT_VERIFIED',
    description: 'A stable reason for clients that act on it (e.g. open the verify view); absent for most errors',
  })
  code?: string;

  @ApiPropertyOptional({ type: [FieldErrorDto] })
  errors?: FieldErrorDto[];
}
