import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AdminTable } from '../../../common/admin-table';
import { Page } from '../../../common/pagination';
import { EmailUnsubscribeEntity } from '../entities/email-unsubscribe.entity';
import { NewsletterSubscriberEntity } from '../entities/newsletter-subscriber.entity';
import { SmsLogEntity } from '../entities/sms-log.entity';
import { EmailPayload, OutboxMessageEntity, SECRET_HIDDEN, SmsPayload } from '../outbox/outbox-message.entity';
import { OutboxService } from '../outbox/outbox.service';
import {
  AdminEmailUnsubscribeDto,
  AdminNewsletterSubscriberDto,
  AdminOutboxMessageDto,
  AdminSmsLogDto,
  EmailUnsubscribeFilterDto,
  ListEmailUnsubscribesQueryDto,
  ListNewsletterSubscribersQueryDto,
  ListOutboxMessagesQueryDto,
  ListSmsLogsQueryDto,
  NewsletterSubscriberFilterDto,
  OutboxMessageFilterDto,
  SMS_EXCERPT_LENGTH,
  SmsLogFilterDto,
} from './dto/admin-notifications.dto';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The e-mail's subject, or the start of the text message. */
function subjectOf(message: OutboxMessageEntity): string {
  if (message.containsSecret) return SECRET_HIDDEN;
  if (message.channel === 'email') return (message.payload as EmailPayload).subject ?? '';
  const body = (message.payload as SmsPayload).body ?? '';
  return body.length > SMS_EXCERPT_LENGTH ? `${body.slice(0, SMS_EXCERPT_LENGTH - 1)}…` : body;
}

export const toOutboxMessageDto = (message: OutboxMessageEntity): AdminOutboxMessageDto => ({
  id: message.id,
  channel: message.channel,
  category: message.category,
  template: message.template,
  recipient: message.recipient,
  subject: subjectOf(message),
  status: message.status,
  attempts: message.attempts,
  lastError: message.lastError,
  providerMessageId: message.providerMessageId,
  availableAt: message.availableAt.toISOString(),
  sentAt: iso(message.sentAt),
  createdAt: message.createdAt.toISOString(),
});

/**
 * Staff's view of what the site sends and who opted out: newsletter subscribers, e-mail unsubscribes,
 * the SMS log and the outbox, each a searchable, sortable, paged table with an export, and "resend"
 * for an outgoing message that failed.
 */
@Injectable()
export class AdminNotificationsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  readonly subscribers = new AdminTable<
    NewsletterSubscriberEntity,
    AdminNewsletterSubscriberDto,
    NewsletterSubscriberFilterDto
  >({
    query: (filter) => {
      const builder = this.dataSource.getRepository(NewsletterSubscriberEntity).createQueryBuilder('subscriber');
      if (filter.status) builder.andWhere('subscriber.status = :status', { status: filter.status });
      return builder;
    },
    searchIn: ['subscriber.email'],
    sortColumns: { subscribedAt: 'subscriber.subscribedAt', email: 'subscriber.email' },
    tieBreaker: 'subscriber.id',
    toRow: (subscriber) => ({
      id: subscriber.id,
      email: subscriber.email,
      status: subscriber.status,
      subscribedAt: subscriber.subscribedAt.toISOString(),
      confirmedAt: iso(subscriber.confirmedAt),
      createdAt: subscriber.createdAt.toISOString(),
    }),
    exportName: 'newsletter-subscribers',
    exportColumns: [
      { header: 'Email', value: (row) => row.email },
      { header: 'Status', value: (row) => row.status },
      { header: 'Signed up at', value: (row) => row.subscribedAt, type: 'instant' },
      { header: 'Confirmed at', value: (row) => row.confirmedAt, type: 'instant' },
      { header: 'First signed up', value: (row) => row.createdAt, type: 'instant' },
    ],
  });

  readonly unsubscribes = new AdminTable<EmailUnsubscribeEntity, AdminEmailUnsubscribeDto, EmailUnsubscribeFilterDto>({
    query: () => this.dataSource.getRepository(EmailUnsubscribeEntity).createQueryBuilder('unsubscribe'),
    searchIn: ['unsubscribe.email', 'unsubscribe.reason'],
    sortColumns: { unsubscribedAt: 'unsubscribe.unsubscribedAt', email: 'unsubscribe.email' },
    tieBreaker: 'unsubscribe.id',
    toRow: (unsubscribe) => ({
      id: unsubscribe.id,
      email: unsubscribe.email,
      reason: unsubscribe.reason,
      unsubscribedAt: unsubscribe.unsubscribedAt.toISOString(),
    }),
    exportName: 'email-unsubscribes',
    exportColumns: [
      { header: 'Email', value: (row) => row.email },
      { header: 'Reason', value: (row) => row.reason },
      { header: 'Unsubscribed at', value: (row) => row.unsubscribedAt, type: 'instant' },
    ],
  });

  readonly smsLogs = new AdminTable<SmsLogEntity, AdminSmsLogDto, SmsLogFilterDto>({
    query: (filter) => {
      const builder = this.dataSource.getRepository(SmsLogEntity).createQueryBuilder('sms');
      if (filter.status) builder.andWhere('sms.status = :status', { status: filter.status });
      return builder;
    },
    searchIn: ['sms.toNumber', 'sms.body'],
    sortColumns: { createdAt: 'sms.createdAt' },
    tieBreaker: 'sms.id',
    toRow: (sms) => ({
      id: sms.id,
      toNumber: sms.toNumber,
      templateKey: sms.templateKey,
      body: sms.body,
      status: sms.status,
      providerId: sms.providerId,
      error: sms.error,
      userId: sms.userId,
      createdAt: sms.createdAt.toISOString(),
    }),
    exportName: 'sms-logs',
    exportColumns: [
      { header: 'To', value: (row) => row.toNumber, type: 'phone' },
      { header: 'Template', value: (row) => row.templateKey },
      { header: 'Text', value: (row) => row.body },
      { header: 'Status', value: (row) => row.status },
      { header: 'Error', value: (row) => row.error },
      { header: 'Provider id', value: (row) => row.providerId },
      { header: 'Created at', value: (row) => row.createdAt, type: 'instant' },
    ],
  });

  readonly outboxMessages = new AdminTable<OutboxMessageEntity, AdminOutboxMessageDto, OutboxMessageFilterDto>({
    query: (filter) => {
      const builder = this.dataSource.getRepository(OutboxMessageEntity).createQueryBuilder('message');
      if (filter.channel) builder.andWhere('message.channel = :channel', { channel: filter.channel });
      if (filter.category) builder.andWhere('message.category = :category', { category: filter.category });
      if (filter.status) builder.andWhere('message.status = :status', { status: filter.status });
      return builder;
    },
    searchIn: ['message.recipient', 'message.template', `message.payload ->> 'subject'`],
    sortColumns: { createdAt: 'message.createdAt', attempts: 'message.attempts' },
    tieBreaker: 'message.id',
    toRow: toOutboxMessageDto,
    exportName: 'outgoing-messages',
    exportColumns: [
      { header: 'Created at', value: (row) => row.createdAt, type: 'instant' },
      { header: 'Channel', value: (row) => row.channel },
      { header: 'Category', value: (row) => row.category },
      { header: 'Template', value: (row) => row.template },
      // An SMS's recipient is a phone number, kept as stored; an address is guarded like any text.
      { header: 'Recipient', value: (row) => row.recipient, type: 'phone' },
      { header: 'Subject', value: (row) => row.subject },
      { header: 'Status', value: (row) => row.status },
      { header: 'Attempts', value: (row) => row.attempts },
      { header: 'Last error', value: (row) => row.lastError },
      { header: 'Provider id', value: (row) => row.providerMessageId },
      { header: 'Available at', value: (row) => row.availableAt, type: 'instant' },
      { header: 'Sent at', value: (row) => row.sentAt, type: 'instant' },
    ],
  });

  listSubscribers(query: ListNewsletterSubscribersQueryDto): Promise<Page<AdminNewsletterSubscriberDto>> {
    return this.subscribers.list(query);
  }

  listUnsubscribes(query: ListEmailUnsubscribesQueryDto): Promise<Page<AdminEmailUnsubscribeDto>> {
    return this.unsubscribes.list(query);
  }

  listSmsLogs(query: ListSmsLogsQueryDto): Promise<Page<AdminSmsLogDto>> {
    return this.smsLogs.list(query);
  }

  listOutboxMessages(query: ListOutboxMessagesQueryDto): Promise<Page<AdminOutboxMessageDto>> {
    return this.outboxMessages.list(query);
  }

  /**
   * Sends a failed, cancelled (or still pending) message again with fresh attempts, and answers the
   * message as resend left it (pending, no attempts, no error): its delivery follows in the background.
   * A message that is sent, being sent, or suppressed (the recipient opted out) is left alone: 409.
   */
  async resend(id: string): Promise<AdminOutboxMessageDto> {
    const repository = this.dataSource.getRepository(OutboxMessageEntity);
    const message = await repository.findOneBy({ id });
    if (!message) throw new NotFoundException('No such message');
    const resentAt = new Date();
    if (!(await this.outbox.resend(id))) {
      const { status, containsSecret } = await repository.findOneByOrFail({ id });
      const reason = containsSecret ? 'secret' : status;
      throw new ConflictException(RESEND_REFUSALS[reason] ?? `This message is ${status} and cannot be resent`);
    }
    return toOutboxMessageDto({ ...message, status: 'pending', attempts: 0, lastError: null, availableAt: resentAt });
  }
}

const RESEND_REFUSALS: Partial<Record<string, string>> = {
  sent: 'This message was already sent',
  sending: 'This message is being sent right now',
  suppressed: 'The recipient unsubscribed: this message is not sent to them',
  secret: 'This message carried a one-time code and is never resent: its owner can ask for a new code',
};
