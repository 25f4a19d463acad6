import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsObject, IsString, Length, Matches, MaxLength, MinLength } from 'class-validator';
import { SingleLine } from '../../../../common/unsafe-text';
import { Trim } from '../../../../common/transforms';
import {
  SECOND_FACTOR_METHODS,
  SECOND_FACTOR_STEPS,
  type SecondFactorMethod,
  type SecondFactorStep,
} from '../second-factor.access';
import type { SecondFactors } from '../second-factor.service';

@ApiSchema({ description: "Where the signed-in session stands with the account's second factor" })
export class SecondFactorStatusDto {
  @ApiProperty({
    // Inline (no enumName): a nullable $ref is not valid OpenAPI 3.0.
    type: 'string',
    enum: SECOND_FACTOR_STEPS,
    nullable: true,
    example: 'verify',
    description:
      'What the session must do before anything but these operations works: `enrol` (a staff account without a second factor sets one up), `verify` (the account has one: enter it), or null (passed, or not asked of this account)',
  })
  pending: SecondFactorStep | null;

  @ApiProperty({
    enum: SECOND_FACTOR_METHODS,
    enumName: 'SecondFactorMethod',
    isArray: true,
    example: ['totp', 'passkey', 'recovery-code'],
    description: 'While `pending` is verify: what the account can verify with; empty otherwise',
  })
  verifyWith: SecondFactorMethod[];

  @ApiProperty({ example: true, description: 'Whether this session passed a second factor' })
  passed: boolean;
}

@ApiSchema({ description: 'A new authenticator-app secret, pending until its first code is entered' })
export class TotpEnrolmentDto {
  @ApiProperty({ example: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', description: 'The secret in base32, to type in by hand' })
  secret: string;

  @ApiProperty({
    example:
      'otpauth://totp/Inspivision:ana%40example.com?issuer=Inspivision&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
    description: 'The otpauth:// URI authenticator apps read from the QR code',
  })
  otpauthUri: string;

  @ApiProperty({
    example: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0i...',
    description: 'The URI as a QR code (SVG data: URL)',
  })
  qrCode: string;
}

export class TotpCodeDto {
  @ApiProperty({ example: '492039', minLength: 6, maxLength: 6, description: "The authenticator app's current code" })
  @Trim()
  @IsString()
  @Matches(/^\d{6}$/, { message: 'Please enter the 6-digit code from your authenticator app' })
  code: string;
}

export class RecoveryCodeDto {
  @ApiProperty({ example: '7hq2-mx9c-4rtk-pw3d', maxLength: 64, description: 'One unused recovery code' })
  @Trim()
  @IsString()
  @MinLength(1, { message: 'Please enter a recovery code' })
  @MaxLength(64)
  code: string;
}

const CREDENTIAL_EXAMPLE = {
  id: 'Y3JlZGVudGlhbC1pZA',
  rawId: 'Y3JlZGVudGlhbC1pZA',
  type: 'public-key',
  response: {
    clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uZ2V0Ii...',
    authenticatorData: 'SZYN5YgO...',
    signature: 'MEUCIQ...',
  },
  clientExtensionResults: {},
};

export class PasskeyRegistrationDto {
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    example: {
      ...CREDENTIAL_EXAMPLE,
      response: { clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIi...', attestationObject: 'o2NmbXRkbm9uZWdh...' },
    },
    description:
      "The browser's answer to the registration options (RegistrationResponseJSON of @simplewebauthn/browser)",
  })
  @IsObject()
  response: Record<string, unknown>;

  @ApiProperty({ example: 'MacBook Touch ID', minLength: 1, maxLength: 100, description: 'A name to recognise it by' })
  @Trim()
  @IsString()
  @Length(1, 100, { message: 'Please name this passkey (up to 100 characters)' })
  @SingleLine()
  name: string;
}

export class PasskeyAuthenticationDto {
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    example: CREDENTIAL_EXAMPLE,
    description:
      "The browser's answer to the authentication options (AuthenticationResponseJSON of @simplewebauthn/browser)",
  })
  @IsObject()
  response: Record<string, unknown>;
}

@ApiSchema({ description: 'WebAuthn options for the browser (navigator.credentials), with a single-use challenge' })
export class PasskeyOptionsDto {
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    example: {
      challenge: 'b2xKc0h2V3l4...',
      rpId: 'www.inspivision.com',
      timeout: 300000,
      userVerification: 'preferred',
    },
    description:
      'PublicKeyCredentialCreationOptionsJSON or PublicKeyCredentialRequestOptionsJSON, for startRegistration / startAuthentication of @simplewebauthn/browser; its challenge expires after 5 minutes',
  })
  options: Record<string, unknown>;
}

@ApiSchema({ description: 'A second factor was added; the session passed with it' })
export class SecondFactorEnrolledDto {
  @ApiProperty({
    type: [String],
    nullable: true,
    example: ['7hq2-mx9c-4rtk-pw3d', 'c8vn-2kfa-q9mz-x3tb'],
    description:
      "The account's recovery codes, shown this once (its first factor, or when none was left); null when the account already has some",
  })
  recoveryCodes: string[] | null;
}

@ApiSchema({ description: 'New recovery codes, shown this once; the earlier ones no longer work' })
export class RecoveryCodesDto {
  @ApiProperty({ type: [String], example: ['7hq2-mx9c-4rtk-pw3d', 'c8vn-2kfa-q9mz-x3tb'] })
  recoveryCodes: string[];
}

export class PasskeyDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'MacBook Touch ID' })
  name: string;

  @ApiProperty({ example: true, description: 'Synced between devices and backed up by its provider' })
  backedUp: boolean;

  @ApiProperty({ format: 'date-time', example: '2026-01-12T16:20:00.000Z' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: '2026-02-03T09:12:00.000Z' })
  lastUsedAt: string | null;
}

export class TotpFactorDto {
  @ApiProperty({ format: 'date-time', example: '2026-01-12T16:20:00.000Z' })
  confirmedAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: '2026-02-03T09:12:00.000Z' })
  lastUsedAt: string | null;
}

@ApiSchema({ description: "The signed-in account's second factors" })
export class SecondFactorsDto {
  @ApiProperty({ type: TotpFactorDto, nullable: true, description: 'The authenticator app, if one is set up' })
  totp: TotpFactorDto | null;

  @ApiProperty({ type: [PasskeyDto] })
  passkeys: PasskeyDto[];

  @ApiProperty({ type: 'integer', minimum: 0, example: 10, description: 'Unused recovery codes' })
  recoveryCodesLeft: number;

  static from(factors: SecondFactors): SecondFactorsDto {
    const iso = (date: Date | null) => date?.toISOString() ?? null;
    return {
      totp: factors.totp
        ? { confirmedAt: factors.totp.confirmedAt.toISOString(), lastUsedAt: iso(factors.totp.lastUsedAt) }
        : null,
      passkeys: factors.passkeys.map((passkey) => ({
        id: passkey.id,
        name: passkey.name,
        backedUp: passkey.backedUp,
        createdAt: passkey.createdAt.toISOString(),
        lastUsedAt: iso(passkey.lastUsedAt),
      })),
      recoveryCodesLeft: factors.recoveryCodesLeft,
    };
  }
}
