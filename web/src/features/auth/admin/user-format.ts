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

const SUSPENDED_AT_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Who suspended the account and when ("Suspended Nov 29, 2026, 11:40 PM by Sam Lopez (sam@…)"); an account
 * suspended before the record was kept says so.
 */
export function suspensionRecord(user: Pick<AdminUserDto, 'suspendedAt' | 'suspendedBy'>): string {
  const when = user.suspendedAt ? ` ${SUSPENDED_AT_FORMAT.format(new Date(user.suspendedAt))}` : '';
  const by = user.suspendedBy;
  const who = by ? ` by ${fullName(by) ? `${fullName(by)} (${by.email})` : by.email}` : '';
  return when || who ? `Suspended${when}${who}` : 'Suspended (who and when were not recorded)';
}
