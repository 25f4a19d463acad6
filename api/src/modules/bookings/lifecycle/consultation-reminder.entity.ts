import {
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Relation,
} from 'typeorm';
import { ConsultationEntity } from '../entities/consultation.entity';

export const REMINDER_KINDS = ['24h', '1h'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];
export const REMINDER_CHANNELS = ['email', 'sms'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

/**
 * A reminder written ahead of time: its outbox message waits until `dueAt` (the outbox's availableAt).
 * The unique (consultation, kind, channel) lets each reminder exist once, however often confirmation runs.
 */
@Entity('consultation_reminders')
@Index(['consultationId', 'kind', 'channel'], { unique: true })
export class ConsultationReminderEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  consultationId: string;

  @ManyToOne(() => ConsultationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'consultation_id' })
  consultation?: Relation<ConsultationEntity>;

  @Column({ type: 'varchar', length: 10 })
  kind: ReminderKind;

  @Column({ type: 'varchar', length: 10 })
  channel: ReminderChannel;

  @Column('timestamptz')
  dueAt: Date;

  @Index()
  @Column('uuid', { nullable: true })
  @ForeignKey('OutboxMessageEntity', { onDelete: 'SET NULL' })
  outboxMessageId: string | null;

  /** Set when the booking was cancelled or moved; its outbox message is cancelled with it. */
  @Column('timestamptz', { nullable: true })
  cancelledAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
