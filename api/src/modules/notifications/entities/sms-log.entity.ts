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
  UpdateDateColumn,
} from 'typeorm';
import { OutboxMessageEntity } from '../outbox/outbox-message.entity';
import type { SmsStatus } from '../notifications.constants';

/** An SMS queued or sent, with the provider's outcome. */
@Entity('sms_logs')
export class SmsLogEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column('uuid', { nullable: true })
  @ForeignKey('UserEntity', { onDelete: 'SET NULL' })
  userId: string | null;

  /** E.164 number. */
  @Column({ length: 20 })
  toNumber: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  templateKey: string | null;

  @Column('text')
  body: string;

  @Column({ type: 'varchar', length: 50, default: 'queued' })
  status: SmsStatus;

  /** The SMS provider's message id; indexed for its status callbacks. */
  @Index()
  @Column({ type: 'varchar', length: 255, nullable: true })
  providerId: string | null;

  @Column('text', { nullable: true })
  error: string | null;

  /** The outbox message that carries this text; null when it was blocked before being written. */
  @Index()
  @Column('uuid', { nullable: true })
  outboxMessageId: string | null;

  @ManyToOne(() => OutboxMessageEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'outbox_message_id' })
  outboxMessage?: Relation<OutboxMessageEntity> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
