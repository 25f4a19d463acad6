import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Relation,
} from 'typeorm';
import { UserEntity } from '../../auth/entities/user.entity';
import { OutboxMessageEntity } from '../../notifications/outbox/outbox-message.entity';

/** The three kinds of lead the inbox shows. */
export const LEAD_TYPES = ['consultation', 'service_inquiry', 'general_question'] as const;
export type LeadType = (typeof LEAD_TYPES)[number];

/** status: a status change (written by a database trigger, whoever changes it); reply: staff answered by e-mail. */
export const LEAD_EVENT_KINDS = ['status', 'reply'] as const;
export type LeadEventKind = (typeof LEAD_EVENT_KINDS)[number];

/**
 * A lead's history. Status changes are recorded by triggers on the three lead tables (migration
 * LeadEvents), so every change is kept however it is made; staff replies are written with the
 * outbox message they sent.
 */
@Entity('lead_events')
@Index(['leadType', 'leadId', 'createdAt'])
export class LeadEventEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 30 })
  leadType: LeadType;

  /** The consultation's, inquiry's or question's id (one of three tables, so no foreign key). */
  @Column('uuid')
  leadId: string;

  @Column({ type: 'varchar', length: 30 })
  kind: LeadEventKind;

  @Column({ type: 'varchar', length: 50, nullable: true })
  fromStatus: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  toStatus: string | null;

  /** A reply's text. */
  @Column('text', { nullable: true })
  message: string | null;

  @Column('uuid', { nullable: true })
  outboxMessageId: string | null;

  @ManyToOne(() => OutboxMessageEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'outbox_message_id' })
  outboxMessage?: Relation<OutboxMessageEntity> | null;

  @Column('uuid', { nullable: true })
  actorUserId: string | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'actor_user_id' })
  actor?: Relation<UserEntity> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
