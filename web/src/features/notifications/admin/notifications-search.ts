/**
 * The URL state of the Communications tables (newsletter, unsubscribes, SMS, outgoing messages):
 * the shared table helpers with each table's filters. Antd-free: route files validate with it.
 */
import {
  MessageCategory,
  MessageChannel,
  NewsletterStatus,
  OutboxStatus,
  SmsStatus,
  ListEmailUnsubscribesSortBy,
  ListNewsletterSubscribersSortBy,
  ListOutboxMessagesSortBy,
  ListSmsLogsSortBy,
} from '../../../api/generated/model';
import { defineTableSearch, oneOf, type TableSearch } from '../../../components/admin-table/table-search';

export const OUTBOX_STATUSES = Object.values(OutboxStatus);
export const MESSAGE_CHANNELS = Object.values(MessageChannel);
export const MESSAGE_CATEGORIES = Object.values(MessageCategory);
export const SMS_STATUSES = Object.values(SmsStatus);
export const NEWSLETTER_STATUSES = Object.values(NewsletterStatus);

interface SubscriberFilters {
  status: NewsletterStatus;
}
export type SubscribersSearch = TableSearch<ListNewsletterSubscribersSortBy, SubscriberFilters>;
export const subscribersTable = defineTableSearch<ListNewsletterSubscribersSortBy, SubscriberFilters>({
  sortFields: Object.values(ListNewsletterSubscribersSortBy),
  defaultSort: { sortBy: 'subscribedAt', sortOrder: 'desc' },
  filters: { status: oneOf(NEWSLETTER_STATUSES) },
  exportPath: '/api/admin/newsletter-subscribers/export',
});

export type UnsubscribesSearch = TableSearch<ListEmailUnsubscribesSortBy, object>;
export const unsubscribesTable = defineTableSearch<ListEmailUnsubscribesSortBy, object>({
  sortFields: Object.values(ListEmailUnsubscribesSortBy),
  defaultSort: { sortBy: 'unsubscribedAt', sortOrder: 'desc' },
  filters: {},
  exportPath: '/api/admin/email-unsubscribes/export',
});

interface SmsFilters {
  status: SmsStatus;
}
export type SmsLogsSearch = TableSearch<ListSmsLogsSortBy, SmsFilters>;
export const smsLogsTable = defineTableSearch<ListSmsLogsSortBy, SmsFilters>({
  sortFields: Object.values(ListSmsLogsSortBy),
  defaultSort: { sortBy: 'createdAt', sortOrder: 'desc' },
  filters: { status: oneOf(SMS_STATUSES) },
  exportPath: '/api/admin/sms-logs/export',
});

interface MessageFilters {
  channel: MessageChannel;
  category: MessageCategory;
  status: OutboxStatus;
}
export type MessagesSearch = TableSearch<ListOutboxMessagesSortBy, MessageFilters>;
export const messagesTable = defineTableSearch<ListOutboxMessagesSortBy, MessageFilters>({
  sortFields: Object.values(ListOutboxMessagesSortBy),
  defaultSort: { sortBy: 'createdAt', sortOrder: 'desc' },
  filters: { channel: oneOf(MESSAGE_CHANNELS), category: oneOf(MESSAGE_CATEGORIES), status: oneOf(OUTBOX_STATUSES) },
  exportPath: '/api/admin/outbox-messages/export',
});

/** Messages staff may send again (the API refuses sent, sending and suppressed ones). */
export const RESENDABLE_STATUSES: readonly OutboxStatus[] = ['failed', 'cancelled'];
