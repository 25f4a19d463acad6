import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { REFERRAL_CODE_LENGTH } from '../referrals.constants';

const COUNT = (example: number, description: string) =>
  ({ type: 'integer', minimum: 0, example, description }) as const;

/** The signed-in client's referral code, link and figures (docs/modules/referrals.md#the-clients-code). */
@ApiSchema({ description: "The signed-in client's referral code, share link and what it has brought so far" })
export class MyReferralDto {
  @ApiProperty({
    example: 'K7QM2XPA',
    maxLength: 20,
    minLength: REFERRAL_CODE_LENGTH,
    description: 'Their code: upper-case letters and digits without look-alikes, unique',
  })
  code: string;

  @ApiProperty({
    example: 'https://inspivision.example/?ref=K7QM2XPA',
    description: 'The link to share: the site with the code as `ref`',
  })
  shareUrl: string;

  @ApiProperty({
    example: true,
    description: 'False once staff deactivated the code: it still opens the site, and earns nothing',
  })
  isActive: boolean;

  @ApiProperty(COUNT(42, 'Visits through the link (each visitor at most once a day)'))
  visits: number;

  @ApiProperty(COUNT(5, 'Accounts that signed up through the link'))
  signUps: number;

  @ApiProperty(COUNT(2, 'Referred clients whose first paid invoice earned a credit (not reversed by a refund)'))
  conversions: number;

  @ApiProperty(COUNT(20000, 'Credit earned by those conversions, in cents of `currency`'))
  creditsEarnedCents: number;

  @ApiProperty(
    COUNT(
      10000,
      'Referral credit the client can spend now (unexpired, not used), in cents of `currency`; applied at checkout',
    ),
  )
  creditsAvailableCents: number;

  @ApiProperty(
    COUNT(
      10000,
      "What one referred client's first paid invoice earns the referrer (`REFERRAL_CREDIT_CENTS`), in cents of `currency`; 0 when the programme grants nothing",
    ),
  )
  rewardCents: number;

  @ApiProperty(COUNT(12, 'Months a referral credit can be spent after it is earned (`REFERRAL_CREDIT_MONTHS`)'))
  creditMonths: number;

  @ApiProperty({ example: 'USD', description: 'ISO 4217 currency of the amounts' })
  currency: string;
}
