import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { ExportQuery, TableQuery } from '../../../../common/admin-table';
import { PageOf } from '../../../../common/pagination';
import { NEWSLETTER_STATUSES, NewsletterStatus } from '../../entities/newsletter-subscriber.entity';
import {
  MESSAGE_CATEGORIES,
  MESSAGE_CHANNELS,
  MessageCategory,
  MessageChannel,
  OUTBOX_STATUSES,
  OutboxStatus,
  SMS_STATUSES,
  SmsStatus,
} from '../../notifications.constants';

/* ---------- Newsletter subscribers ---------- */

export const NEWSLETTER_SUBSCRIBER_SORT_FIELDS = ['subscribedAt', 'email'] as const;

export class ListNewsletterSubscribersQueryDto extends TableQuery({
  sortFields: NEWSLETTER_SUBSCRIBER_SORT_FIELDS,
  defaultSortBy: 'subscribedAt',
  searchDescription: 'Part of the e-mail address',
}) {
  @ApiPropertyOptional({
    enum: NEWSLETTER_STATUSES,
    enumName: 'NewsletterStatus',
    description: 'pending: signed up, confirmation link not clicked yet; subscribed; unsubscribed',
  })
  @IsOptional()
  @IsIn(NEWSLETTER_STATUSES)
  status?: NewsletterStatus;
}

export class NewsletterSubscriberFilterDto extends ExportQuery(ListNewsletterSubscribersQueryDto) {}

export class AdminNewsletterSubscriberDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'email', example: 'ana@example.com' })
  email: string;

  @ApiProperty({
    enum: NEWSLETTER_STATUSES,
    enumName: 'NewsletterStatus',
    description: 'pending until the link of the confirmation e-mail is clicked; only subscribed gets the newsletter',
  })
  status: NewsletterStatus;

  @ApiProperty({ format: 'date-time', description: 'The latest sign-up' })
  subscribedAt: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the latest sign-up was confirmed from its e-mail',
  })
  confirmedAt: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

export const AdminNewsletterSubscriberPageDto = PageOf(
  AdminNewsletterSubscriberDto,
  'AdminNewsletterSubscriberPageDto',
);
export type AdminNewsletterSubscriberPageDto = InstanceType<typeof AdminNewsletterSubscriberPageDto>;

/* ---------- E-mail unsubscribes ---------- */

export const EMAIL_UNSUBSCRIBE_SORT_FIELDS = ['unsubscribedAt', 'email'] as const;

export class ListEmailUnsubscribesQueryDto extends TableQuery({
  sortFields: EMAIL_UNSUBSCRIBE_SORT_FIELDS,
  defaultSortBy: 'unsubscribedAt',
  searchDescription: 'Part of the e-mail address or of the reason given',
}) {}

export class EmailUnsubscribeFilterDto extends ExportQuery(ListEmailUnsubscribesQueryDto) {}

export class AdminEmailUnsubscribeDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'email', example: 'ana@example.com' })
  email: string;

  @ApiProperty({ type: String, nullable: true, example: 'Too many e-mails' })
  reason: string | null;

  @ApiProperty({ format: 'date-time' })
  unsubscribedAt: string;
}

export const AdminEmailUnsubscribePageDto = PageOf(AdminEmailUnsubscribeDto, 'AdminEmailUnsubscribePageDto');
export type AdminEmailUnsubscribePageDto = InstanceType<typeof AdminEmailUnsubscribePageDto>;

/* ---------- SMS logs ---------- */

export const SMS_LOG_SORT_FIELDS = ['createdAt'] as const;

export class ListSmsLogsQueryDto extends TableQuery({
  sortFields: SMS_LOG_SORT_FIELDS,
  defaultSortBy: 'createdAt',
  searchDescription: 'Part of the phone number or of the text',
}) {
  @ApiPropertyOptional({ enum: SMS_STATUSES, enumName: 'SmsStatus', description: 'Only texts with this outcome' })
  @IsOptional()
  @IsIn(SMS_STATUSES)
  status?: SmsStatus;
}

export class SmsLogFilterDto extends ExportQuery(ListSmsLogsQueryDto) {}

export class AdminSmsLogDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: '+15555550123', description: 'E.164 number' })
  toNumber: string;

  @ApiProperty({ type: String, nullable: true, example: 'bookings.reminder' })
  templateKey: string | null;

  @ApiProperty({
    example: 'Reminder: your Inspivision consultation is tomorrow at 10:00 AM ET. Reply STOP to opt out.',
  })
  body: string;

  @ApiProperty({ enum: SMS_STATUSES, enumName: 'SmsStatus' })
  status: SmsStatus;

  @ApiProperty({ type: String, nullable: true, description: "The provider's message id" })
  providerId: string | null;

  @ApiProperty({ type: String, nullable: true })
  error: string | null;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  userId: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

export const AdminSmsLogPageDto = PageOf(AdminSmsLogDto, 'AdminSmsLogPageDto');
export type AdminSmsLogPageDto = InstanceType<typeof AdminSmsLogPageDto>;

/* ---------- Outgoing messages (the outbox) ---------- */

export const OUTBOX_MESSAGE_SORT_FIELDS = ['createdAt', 'attempts'] as const;

export class ListOutboxMessagesQueryDto extends TableQuery({
  sortFields: OUTBOX_MESSAGE_SORT_FIELDS,
  defaultSortBy: 'createdAt',
  searchDescription: 'Part of the recipient, the template key or the e-mail subject',
}) {
  @ApiPropertyOptional({ description: 'Only e-mail or only SMS', enum: MESSAGE_CHANNELS, enumName: 'MessageChannel' })
  @IsOptional()
  @IsIn(MESSAGE_CHANNELS)
  channel?: MessageChannel;

  @ApiPropertyOptional({
    description: 'Only transactional or only marketing messages',
    enum: MESSAGE_CATEGORIES,
    enumName: 'MessageCategory',
  })
  @IsOptional()
  @IsIn(MESSAGE_CATEGORIES)
  category?: MessageCategory;

  @ApiPropertyOptional({ enum: OUTBOX_STATUSES, enumName: 'OutboxStatus', description: 'Only messages in this state' })
  @IsOptional()
  @IsIn(OUTBOX_STATUSES)
  status?: OutboxStatus;
}

export class OutboxMessageFilterDto extends ExportQuery(ListOutboxMessagesQueryDto) {}

/** Characters of an SMS body shown in the table. */
export const SMS_EXCERPT_LENGTH = 120;

@ApiSchema({ description: 'An outgoing e-mail or text and its delivery' })
export class AdminOutboxMessageDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: MESSAGE_CHANNELS, enumName: 'MessageChannel' })
  channel: MessageChannel;

  @ApiProperty({ enum: MESSAGE_CATEGORIES, enumName: 'MessageCategory' })
  category: MessageCategory;

  @ApiProperty({ example: 'auth.verification-code', description: 'The template that rendered it' })
  template: string;

  @ApiProperty({ example: 'ana@example.com', description: 'E-mail address or E.164 number' })
  recipient: string;

  @ApiProperty({
    example: 'Your verification code',
    description: `The e-mail's subject, or the start of the text message (${SMS_EXCERPT_LENGTH} characters)`,
  })
  subject: string;

  @ApiProperty({ enum: OUTBOX_STATUSES, enumName: 'OutboxStatus' })
  status: OutboxStatus;

  @ApiProperty({ type: 'integer', minimum: 0, example: 1, description: 'Delivery attempts made so far' })
  attempts: number;

  @ApiProperty({ type: String, nullable: true, example: '503: provider unavailable' })
  lastError: string | null;

  @ApiProperty({ type: String, nullable: true })
  providerMessageId: string | null;

  @ApiProperty({ format: 'date-time', description: 'Not sent before this moment' })
  availableAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  sentAt: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

export const AdminOutboxMessagePageDto = PageOf(AdminOutboxMessageDto, 'AdminOutboxMessagePageDto');
export type AdminOutboxMessagePageDto = InstanceType<typeof AdminOutboxMessagePageDto>;
