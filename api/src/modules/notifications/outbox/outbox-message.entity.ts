import { Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { MailAttachment } from '../../../infrastructure/mail/mail-driver';
import type { MessageCategory, MessageChannel, OutboxStatus } from '../notifications.constants';

/** What stands where a one-time code was: in sms_logs, in the admin tables, and in a finished message. */
export const SECRET_HIDDEN = '(one-time code hidden)';

/** What an e-mail carries, rendered when it was written to the outbox. */
export interface EmailPayload {
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}

/** What a text message carries. */
export interface SmsPayload {
  body: string;
}

/**
 * The transactional outbox: every e-mail and SMS is written here in the same transaction as the change
 * that causes it, then handed to the queue; a sweep re-sends what got stuck. Its id is the message's
 * idempotency key: a worker claims it before sending, so a retried job never sends it twice.
 */
@Entity('outbox_messages')
@Index(['status', 'availableAt'])
export class OutboxMessageEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 10 })
  channel: MessageChannel;

  @Column({ type: 'varchar', length: 20 })
  category: MessageCategory;

  /** The template that rendered it, e.g. auth.verification-code. */
  @Index()
  @Column({ length: 100 })
  template: string;

  /** E-mail address (lower-cased) or E.164 phone number. */
  @Index()
  @Column({ length: 320 })
  recipient: string;

  @Index()
  @Column('uuid', { nullable: true })
  @ForeignKey('UserEntity', { onDelete: 'SET NULL' })
  userId: string | null;

  @Column('jsonb')
  payload: EmailPayload | SmsPayload;

  /**
   * It carries a one-time code: staff never see its text, it is never resent, and its payload is blanked
   * once delivery is over, so the outbox holds no usable code.
   */
  @Column({ default: false })
  containsSecret: boolean;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: OutboxStatus;

  /** Delivery attempts made so far. */
  @Column('integer', { default: 0 })
  attempts: number;

  @Column('text', { nullable: true })
  lastError: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  providerMessageId: string | null;

  /** Not sent before this moment (reminders are written ahead of time). */
  @Column('timestamptz', { default: () => 'now()' })
  availableAt: Date;

  /** When it was last handed to the queue; the sweep re-dispatches pending messages left too long. */
  @Column('timestamptz', { nullable: true })
  dispatchedAt: Date | null;

  /** A worker's claim while it sends: another worker leaves the message alone until then. */
  @Column('timestamptz', { nullable: true })
  lockedUntil: Date | null;

  @Column('timestamptz', { nullable: true })
  sentAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
