/** How the admin referral screens name statuses, reasons and timeline entries (antd-free data, one place). */
import type {
  AdminReferralConversionDtoRejectedReason,
  ReferralConversionStatus,
  ReferralEventKind,
} from '../../../api/generated/model';
import { formatCents } from '../../billing/money';

type ReferralRejectedReason = NonNullable<AdminReferralConversionDtoRejectedReason>;

export const CONVERSION_STATUS_LABELS: Record<ReferralConversionStatus, { label: string; color?: string }> = {
  awarded: { label: 'Credit earned', color: 'green' },
  reversed: { label: 'Reversed (refunded)', color: 'purple' },
  rejected: { label: 'Rejected', color: 'red' },
};

export const REJECTED_REASON_LABELS: Record<ReferralRejectedReason, string> = {
  self_referral: 'Own code',
  inactive_code: 'Code deactivated',
  same_person: 'Same person as the referrer or an earlier referral',
};

export const REFERRAL_EVENT_LABELS: Record<ReferralEventKind, string> = {
  conversion_awarded: 'Conversion earned credit',
  conversion_rejected: 'Conversion rejected',
  conversion_reversed: 'Conversion reversed by a refund',
  credit_adjusted: 'Credit adjusted',
  code_deactivated: 'Code deactivated',
  code_reactivated: 'Code reactivated',
};

/** "+$25.00" / "−$50.00": an amount granted or taken back. */
export const signedCents = (cents: number) => (cents < 0 ? `−${formatCents(-cents)}` : `+${formatCents(cents)}`);
