import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsString, Matches } from 'class-validator';
import { cookieValue } from './has-cookie';

/**
 * A referral code as the public may send it (docs/modules/referrals.md#visits): 1 to 20 letters or digits, read
 * in upper case. Shared by auth (the code a sign-up stores) and referrals (visits), which must not import each
 * other this way round.
 */
export const REFERRAL_CODE_MAX_LENGTH = 20;
const REFERRAL_CODE = /^[A-Z0-9]{1,20}$/;
export const REFERRAL_CODE_MESSAGE = 'A referral code is 1 to 20 letters or digits';

/**
 * The first-party cookie the web keeps a visitor's referral code in for 30 days after they land with
 * `?ref=CODE` (unless they declined cookies; docs/modules/referrals.md#the-referral-cookie). Sign-up reads it
 * when the body names no code. The web has the same name (web/src/lib/referral-code.ts).
 */
export const REFERRAL_CODE_COOKIE = 'inspivision_ref';

/** `value` trimmed and in upper case when it is a well-formed code, else null. */
export function normaliseReferralCode(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toUpperCase();
  return REFERRAL_CODE.test(code) ? code : null;
}

/** A DTO field holding a referral code: trimmed and upper-cased, then 400 unless 1 to 20 letters or digits. */
export const IsReferralCode = () =>
  applyDecorators(
    Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value)),
    IsString({ message: REFERRAL_CODE_MESSAGE }),
    Matches(REFERRAL_CODE, { message: REFERRAL_CODE_MESSAGE }),
  );

/** The referral code a request's cookie remembers, when well formed. */
export function referralCodeFromCookie(cookieHeader: string | undefined): string | null {
  return normaliseReferralCode(cookieValue(cookieHeader, REFERRAL_CODE_COOKIE));
}
