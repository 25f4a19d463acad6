/** SMS log statuses (initial queued, SPEC.md section 4; the rest is ours). */
export const SMS_STATUSES = ['queued', 'sent', 'delivered', 'failed', 'blocked'] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];
