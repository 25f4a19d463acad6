import { ApiProperty } from '@nestjs/swagger';
import { IsString, Length, Matches } from 'class-validator';
import { Trim } from '../../../common/transforms';
import { CODE_LENGTH } from '../auth.constants';

/** POST /api/auth/phone/verify: the code texted to the profile's phone number. */
export class PhoneCodeDto {
  @ApiProperty({ example: '042917', minLength: CODE_LENGTH, maxLength: CODE_LENGTH })
  @Trim()
  @IsString()
  @Length(CODE_LENGTH, CODE_LENGTH, { message: `Please enter the ${CODE_LENGTH}-digit code` })
  @Matches(/^\d+$/, { message: `Please enter the ${CODE_LENGTH}-digit code` })
  code: string;
}
