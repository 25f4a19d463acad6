/** How the back office writes an account's name and sign-up date (antd-free). */
import type { AdminUserDto } from '../../../api/generated/model';

const SIGNED_UP_FORMAT = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

export function formatSignedUp(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : SIGNED_UP_FORMAT.format(date);
}

export function fullName(user: Pick<AdminUserDto, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ');
}
