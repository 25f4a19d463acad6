import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** The parameters of an ALTCHA (v2 proof-of-work) challenge, as the widget reads them. */
export class BotChallengeParametersDto {
  @ApiProperty({ example: 'SHA-256' })
  algorithm: string;

  @ApiProperty({
    description: 'Random, hex; identifies the challenge (a solution works once)',
    example: '6f1c2a9be04d7d3385a1f0c2',
  })
  nonce: string;

  @ApiProperty({ description: 'Random, hex', example: '9b0e4c7d21aa5f63' })
  salt: string;

  @ApiProperty({ type: 'integer', minimum: 1, description: 'Hash iterations per attempt', example: 1 })
  cost: number;

  @ApiProperty({ type: 'integer', minimum: 1, description: 'Length of the derived key in bytes', example: 32 })
  keyLength: number;

  @ApiProperty({ description: 'What the derived key of the solving counter starts with (hex)', example: '00' })
  keyPrefix: string;

  @ApiPropertyOptional({
    description: 'HMAC of the expected key, so the server checks a solution in one hash',
    example: '3c1f8e0b6a2d4f7e9a1b5c3d7e0f2a4b6c8d0e1f3a5b7c9d1e3f5a7b9c1d3e5f',
  })
  keySignature?: string;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    description: 'Unix time (seconds) after which a solution is refused',
    example: 1795600000,
  })
  expiresAt: number;
}

/** A signed ALTCHA challenge: what the widget solves. */
export class AltchaChallengeDto {
  @ApiProperty({ type: BotChallengeParametersDto })
  parameters: BotChallengeParametersDto;

  @ApiProperty({
    description: 'HMAC of the parameters, keyed by the server secret',
    example: 'a7f3d1c9e5b2084f6a1d3c5e7f9b0a2c4e6d8f0a1b3c5d7e9f0a2b4c6d8e0f1a',
  })
  signature: string;
}

@ApiSchema({ description: 'Whether the anti-robot check is on, and a fresh challenge for the form to solve' })
export class BotChallengeDto {
  @ApiProperty({
    description: 'false with BOT_CHALLENGE=off: the forms show no check and send no payload',
    example: true,
  })
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
