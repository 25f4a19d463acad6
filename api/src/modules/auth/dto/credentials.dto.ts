import { SingleLine } from '../../../common/unsafe-text';
import { ApiProperty, IntersectionType } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, Length, Matches, MaxLength } from 'class-validator';
import { BotCheckFieldsDto } from '../../../common/bot-challenge/bot-challenge.dto';
import { EmailDto } from '../../../common/email.dto';
import { IsReferralCode, REFERRAL_CODE_COOKIE, REFERRAL_CODE_MAX_LENGTH } from '../../../common/referral-code';
import { Trim } from '../../../common/transforms';
import { CODE_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../auth.constants';
import { IsAcceptablePassword } from '../passwords';

export class SignupDto extends IntersectionType(EmailDto, BotCheckFieldsDto) {
  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH, example: 'blue-harbor-lantern' })
  @IsAcceptablePassword()
  password: string;

  @ApiProperty({ example: 'Ana', maxLength: 100 })
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'First name is required' })
  @MaxLength(100)
  @SingleLine()
  firstName: string;

  @ApiProperty({ example: 'Lopez', maxLength: 100 })
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'Last name is required' })
  @MaxLength(100)
  @SingleLine()
  lastName: string;

  @ApiProperty({
    required: false,
    description:
      'The referral code the visitor arrived with (`?ref=`), kept on a new account (never on an existing one). ' +
      `1 to 20 letters or digits, read in upper case. Left out, the code of the \`${REFERRAL_CODE_COOKIE}\` ` +
      'cookie is used when it holds a well-formed one (docs/modules/referrals.md#the-referral-cookie).',
    example: 'K7QM2XPA',
    minLength: 1,
    maxLength: REFERRAL_CODE_MAX_LENGTH,
    pattern: '^[A-Za-z0-9]{1,20}$',
  })
  @IsOptional()
  @IsReferralCode()
  referralCode?: string;
}

export class LoginDto extends EmailDto {
  @ApiProperty({ example: 'blue-harbor-lantern' })
  @IsString()
  @IsNotEmpty({ message: 'Password is required' })
  @MaxLength(PASSWORD_MAX_LENGTH)
  password: string;
}

export class CodeDto extends EmailDto {
  @ApiProperty({ example: '042917', minLength: CODE_LENGTH, maxLength: CODE_LENGTH })
  @Trim()
  @IsString()
  @Length(CODE_LENGTH, CODE_LENGTH, { message: `Please enter the ${CODE_LENGTH}-digit code` })
  @Matches(/^\d+$/, { message: `Please enter the ${CODE_LENGTH}-digit code` })
  code: string;
}

/** The code proves the mailbox; the password sent with it becomes the account's (whoever signed up before). */
export class VerifyEmailDto extends CodeDto {
  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH, example: 'blue-harbor-lantern' })
  @IsAcceptablePassword()
  password: string;
}

export class ResetPasswordDto extends CodeDto {
  @ApiProperty({ example: 'quiet-maple-compass-7', minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @IsAcceptablePassword()
  newPassword: string;
}

export class ChangePasswordDto {
  @ApiProperty({ example: 'blue-harbor-lantern' })
  @IsString()
  @IsNotEmpty({ message: 'Current password is required' })
  @MaxLength(PASSWORD_MAX_LENGTH)
  currentPassword: string;

  @ApiProperty({ example: 'quiet-maple-compass-7', minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @IsAcceptablePassword()
  newPassword: string;
}
