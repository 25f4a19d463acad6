import type { CurrentUserDto } from '../api/generated/model';

/** A signed-in account as GET /api/auth/user answers it. */
export function makeUser(overrides: Partial<CurrentUserDto> = {}): CurrentUserDto {
  return {
    id: '5f0c6f5e-3b7e-4c8a-9d7e-1f2a3b4c5d6e',
    email: 'ana@example.com',
    emailVerified: true,
    firstName: 'Ana',
    lastName: 'Lopez',
    phone: null,
    phoneTextable: false,
    phoneVerifiedAt: null,
    country: null,
    timezone: null,
    wantsReminders: true,
    smsOptIn: false,
    hasPassword: true,
    firstSignIn: false,
    role: 'customer',
    secondFactor: { pending: null, verifyWith: [], passed: false },
    ...overrides,
  };
}
