import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, MaxLength } from 'class-validator';
import { NormalizeEmail } from './transforms';
import { SingleLine } from './unsafe-text';

/** The longest address RFC 5321 allows (64 + @ + 255). */
const EMAIL_MAX_LENGTH = 320;

/** An e-mail address field, as every form that takes one reads it. */
export class EmailDto {
  @ApiProperty({
    format: 'email',
    example: 'ana@example.com',
    maxLength: EMAIL_MAX_LENGTH,
    description: 'The e-mail address; case and surrounding spaces do not matter',
  })
  @NormalizeEmail()
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(EMAIL_MAX_LENGTH)
  @SingleLine()
  email: string;
}
