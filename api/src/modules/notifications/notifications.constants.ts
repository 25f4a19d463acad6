/** SMS log statuses (initial queued; docs/modules/notifications.md). */
export const SMS_STATUSES = ['queued', 'sent', 'delivered', 'failed', 'blocked'] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];

/** How an outgoing message travels. */
export const MESSAGE_CHANNELS = ['email', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/**
 * Transactional messages answer something the person did and always go out; marketing messages go only
 * to addresses that have not unsubscribed, and carry a one-click unsubscribe.
 */
export const MESSAGE_CATEGORIES = ['transactional', 'marketing'] as const;
export type MessageCategory = (typeof MESSAGE_CATEGORIES)[number];

/**
 * An outbox message's life: pending (waiting for a worker, or for a retry) → sending (claimed) → sent,
 * or failed (refused by the provider, or out of attempts), suppressed (the recipient opted out) or
 * cancelled (no longer wanted, e.g. a reminder of a moved booking).
 */
export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed', 'suppressed', 'cancelled'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** Where mail providers POST an RFC 8058 one-click unsubscribe (a signed link; no cookie, form-encoded). */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/unsubscribe/one-click';
