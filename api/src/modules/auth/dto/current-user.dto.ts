import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { SIGN_IN_FAILURE_REASONS, SignInFailureReason, USER_ROLES, UserRole } from '../auth.constants';
import { smsReachable } from '../../notifications';
import { UserEntity } from '../entities/user.entity';
import { SecondFactorStatusDto } from '../second-factor/dto/second-factor.dto';
import type { SecondFactorStatus } from '../second-factor/second-factor.access';

/** The signed-in account as the web sees it (GET /api/auth/user, the profile, after sign-in). */
@ApiSchema({ description: 'The signed-in account as the web sees it (GET /api/auth/user, the profile, after sign-in)' })
export class CurrentUserDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'email', example: 'ana@example.com' })
  email: string;

  @ApiProperty({ enum: USER_ROLES, enumName: 'UserRole' })
  role: UserRole;

  @ApiProperty({ type: String, nullable: true, example: 'Ana' })
  firstName: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Lopez' })
  lastName: string | null;

  @ApiProperty({ example: true })
  emailVerified: boolean;

  @ApiProperty({ type: String, nullable: true, example: '+14045550134', description: 'E.164' })
  phone: string | null;

  @ApiProperty({
    example: true,
    description:
      'Whether we can text the phone number (its country calling code is one our SMS provider reaches: +1); ' +
      'false without a number. Opting in to texts and verifying the number need it.',
  })
  phoneTextable: boolean;

  @ApiProperty({ type: String, nullable: true, example: 'United States' })
  country: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'America/New_York' })
  timezone: string | null;

  @ApiProperty({ example: true })
  wantsReminders: boolean;

  @ApiProperty({ example: false })
  smsOptIn: boolean;

  @ApiProperty({ example: null, type: String, format: 'date-time', nullable: true })
  phoneVerifiedAt: string | null;

  @ApiProperty({
    example: true,
    description: 'Whether the account has a password (accounts made by Google sign-in may not)',
  })
  hasPassword: boolean;

  @ApiProperty({
    example: false,
    description:
      "Whether this session's sign-in completed the account's sign-up (its address proven by the e-mail code or by Google just now): the portal greets a new client rather than welcoming them back",
  })
  firstSignIn: boolean;

  @ApiProperty({
    type: SecondFactorStatusDto,
    description: 'Whether this session still has to enrol or verify a second factor before it can do anything else',
  })
  secondFactor: SecondFactorStatusDto;

  /** `session`: the request's session (whether its sign-in was the account's first). */
  static from(user: UserEntity, secondFactor: SecondFactorStatus, session: { firstSignIn?: boolean }): CurrentUserDto {
    return {
      id: user.id,
      email: user.email,
      role: user.role,
      firstName: user.firstName,
      lastName: user.lastName,
      emailVerified: user.emailVerified,
      phone: user.phone,
      phoneTextable: smsReachable(user.phone),
      country: user.country,
      timezone: user.timezone,
      wantsReminders: user.wantsReminders,
      smsOptIn: user.smsOptIn,
      phoneVerifiedAt: user.phoneVerifiedAt?.toISOString() ?? null,
      hasPassword: Boolean(user.password),
      firstSignIn: session.firstSignIn === true,
      secondFactor,
    };
  }
}

/** GET /api/debug/admin-check (internal, not in openapi.json): why the signed-in account is or is not an admin. */
export class AdminCheckDto {
  @ApiProperty({ format: 'email', example: 'ana@example.com' })
  email: string;

  @ApiProperty({ enum: USER_ROLES, enumName: 'UserRole' })
  role: UserRole;

  @ApiProperty({ example: true, description: 'Whether this e-mail is in ADMIN_EMAILS right now' })
  inAdminEmails: boolean;

  @ApiProperty({ example: true, description: 'Whether ADMIN_EMAILS names anyone at all' })
  adminEmailsConfigured: boolean;

  @ApiProperty({ example: 'Your e-mail is in ADMIN_EMAILS and your role is admin.' })
  advice: string;
}

/** Which sign-in methods this deployment offers (the Google link shows only when configured). */
@ApiSchema({ description: 'Which sign-in methods this deployment offers (the Google link shows only when configured)' })
export class AuthProvidersDto {
  @ApiProperty({ example: true, description: 'Whether "Sign in with Google" is offered (GOOGLE_CLIENT_ID is set)' })
  google: boolean;

  @ApiProperty({
    enum: SIGN_IN_FAILURE_REASONS,
    enumName: 'SignInFailureReason',
    isArray: true,
    example: SIGN_IN_FAILURE_REASONS,
    description:
      'Why a browser sign-in can come back without signing in: GET /auth/google and its callback (browser redirects outside the API) send the browser to /auth?error={reason}, keeping ?redirect=, and the web sends a session ended by a suspension there too. google_cancelled: cancelled at Google; google_email_unverified: Google does not vouch for the address; google_expired: the sign-in link is stale (started over 15 minutes ago, finished in another browser, or altered); account_suspended: the account is suspended; google_failed: anything else (Google could not be reached). The sign-in page words each one.',
  })
  signInFailureReasons: SignInFailureReason[];
}
