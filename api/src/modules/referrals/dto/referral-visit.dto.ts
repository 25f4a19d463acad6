import { ApiProperty } from '@nestjs/swagger';
import { IsReferralCode, REFERRAL_CODE_MAX_LENGTH } from '../../../common/referral-code';

/** A visitor arrived through a referral link (docs/modules/referrals.md#visits). */
export class RecordReferralVisitDto {
  @ApiProperty({
    description:
      'The `ref` of the link: 1 to 20 letters or digits, read in upper case. Codes no client has are counted too ' +
      '(a mistyped or retired link) and earn nothing.',
    example: 'K7QM2XPA',
    minLength: 1,
    maxLength: REFERRAL_CODE_MAX_LENGTH,
    pattern: '^[A-Za-z0-9]{1,20}$',
  })
  @IsReferralCode()
  code: string;
}
