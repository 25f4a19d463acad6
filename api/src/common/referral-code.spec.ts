import { cookieValue } from './has-cookie';
import { normaliseReferralCode, referralCodeFromCookie, REFERRAL_CODE_COOKIE } from './referral-code';

describe('referral codes from the public', () => {
  it('reads 1 to 20 letters or digits in upper case, and nothing else', () => {
    expect(normaliseReferralCode(' k7qm2xpa ')).toBe('K7QM2XPA');
    expect(normaliseReferralCode('A')).toBe('A');
    expect(normaliseReferralCode('A'.repeat(21))).toBeNull();
    expect(normaliseReferralCode('')).toBeNull();
    expect(normaliseReferralCode('AB-12')).toBeNull();
    expect(normaliseReferralCode(['AB'])).toBeNull();
  });

  it('finds the code of the referral cookie among others', () => {
    const header = `theme=dark; ${REFERRAL_CODE_COOKIE}=k7qm2xpa; sid=abc`;
    expect(referralCodeFromCookie(header)).toBe('K7QM2XPA');
    expect(cookieValue(header, 'sid')).toBe('abc');
    expect(referralCodeFromCookie('theme=dark')).toBeNull();
    expect(referralCodeFromCookie(`${REFERRAL_CODE_COOKIE}=%E0%A4%A`)).toBeNull();
    expect(referralCodeFromCookie(`${REFERRAL_CODE_COOKIE}=<script>`)).toBeNull();
  });
});
