import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** The parameters of an ALTCHA (v2 proof-of-work) challenge, as the widget reads them. */
export class BotChallengeParametersDto {
  @ApiProperty({ example: 'SHA-256' })
  algorithm: string;

  @ApiProperty({ description: 'Random, hex; identifies the challenge (a solution works once)' })
  nonce: string;

  @ApiProperty({ description: 'Random, hex' })
  salt: string;

  @ApiProperty({ description: 'Hash iterations per attempt', example: 1 })
  cost: number;

  @ApiProperty({ example: 32 })
  keyLength: number;

  @ApiProperty({ description: 'What the derived key of the solving counter starts with (hex)' })
  keyPrefix: string;

  @ApiPropertyOptional({ description: 'HMAC of the expected key, so the server checks a solution in one hash' })
  keySignature?: string;

  @ApiProperty({ description: 'Unix time (seconds) after which a solution is refused' })
  expiresAt: number;
}

/** A signed ALTCHA challenge: what the widget solves. */
export class AltchaChallengeDto {
  @ApiProperty({ type: BotChallengeParametersDto })
  parameters: BotChallengeParametersDto;

  @ApiProperty({ description: 'HMAC of the parameters, keyed by the server secret' })
  signature: string;
}

export class BotChallengeDto {
  @ApiProperty({ description: 'false with BOT_CHALLENGE=off: the forms show no check and send no payload' })
  enabled: boolean;

  @ApiProperty({ type: AltchaChallengeDto, nullable: true, description: 'null when the check is off' })
  challenge: AltchaChallengeDto | null;
}

/**
 * The anti-robot fields of a protected form (sign-up, newsletter, the three lead forms): the solved
 * challenge and a honeypot. Both optional in the schema, since a deployment with BOT_CHALLENGE=off sends no
 * payload; the guard (`@BotChecked()`) decides, before validation.
 */
export class BotCheckFieldsDto {
  @ApiPropertyOptional({
    description:
      'The ALTCHA widget’s payload (base64 JSON of the challenge of GET /api/bot-challenge and its solution). ' +
      'Required unless BOT_CHALLENGE=off; each works once.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(4000)
  altcha?: string;

  @ApiPropertyOptional({
    description: 'Honeypot: a hidden field people never fill. Leave it out or empty; anything else is refused.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  website?: string;
}
