import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { BotCheckFieldsDto } from '../../../../common/bot-challenge/bot-challenge.dto';
import { Trim } from '../../../../common/transforms';
import { EmailDto } from '../../../../common/email.dto';
import { SIGNED_TOKEN_EXAMPLE } from '../../../../config/payload-signer';

export const UNSUBSCRIBE_REASON_MAX_LENGTH = 500;
const TOKEN_MAX_LENGTH = 200;

/** POST /api/newsletter/subscribe: the address, trimmed and lower-cased like every e-mail, and the anti-robot fields. */
export class SubscribeDto extends IntersectionType(EmailDto, BotCheckFieldsDto) {}

/** POST /api/newsletter/confirm: the token of the confirmation e-mail's link, in the body (never in a URL). */
export class ConfirmSubscriptionDto {
  @ApiProperty({
    example: SIGNED_TOKEN_EXAMPLE,
    description: "The `token` of the confirmation e-mail's link",
    maxLength: TOKEN_MAX_LENGTH,
  })
  @IsString()
  @IsNotEmpty({ message: 'The confirmation link has no token' })
  @MaxLength(TOKEN_MAX_LENGTH)
  token: string;
}

/** POST /api/unsubscribe (the /unsubscribe page). */
export class UnsubscribeDto extends EmailDto {
  @ApiPropertyOptional({ example: 'Too many e-mails', maxLength: UNSUBSCRIBE_REASON_MAX_LENGTH })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(UNSUBSCRIBE_REASON_MAX_LENGTH, {
    message: `Please keep the reason under ${UNSUBSCRIBE_REASON_MAX_LENGTH} characters`,
  })
  reason?: string;

  @ApiPropertyOptional({
    description:
      "The token of the e-mail's unsubscribe link, when the visitor came from one; it must belong to `email`",
    maxLength: TOKEN_MAX_LENGTH,
  })
  // Left out, or a string: null is not "no token" (the fuzzer's null reached the link check: a 500).
  @ValidateIf((_dto, value) => value !== undefined)
  @IsString()
  @MaxLength(TOKEN_MAX_LENGTH)
  token?: string;
}

/**
 * The query of the RFC 8058 one-click link (List-Unsubscribe): the one token the API takes in a URL, since
 * mail providers post to the header's exact URL and add nothing to it.
 */
export class OneClickUnsubscribeQueryDto extends EmailDto {
  @ApiProperty({ example: SIGNED_TOKEN_EXAMPLE, description: 'The signed token of the List-Unsubscribe URL' })
  @IsString()
  @IsNotEmpty({ message: 'The unsubscribe link has no token' })
  @MaxLength(TOKEN_MAX_LENGTH)
  token: string;
}
