/** Roles of SPEC.md section 6 (default customer; admin status comes from ADMIN_EMAILS). */
export const USER_ROLES = ['customer', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** What a verification code is for (signup e-mail check, password reset). */
export const VERIFICATION_CODE_TYPES = ['email_verification', 'password_reset'] as const;
export type VerificationCodeType = (typeof VERIFICATION_CODE_TYPES)[number];
