import { Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';

/** An inbound opt-out or opt-in keyword (STOP, START, ...) from a phone number. */
@Entity('sms_optout_events')
export class SmsOptoutEventEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column('uuid', { nullable: true })
  @ForeignKey('UserEntity', { onDelete: 'SET NULL' })
  userId: string | null;

  /** E.164 number; indexed to check a number's latest keyword before sending. */
  @Index()
  @Column({ length: 20 })
  toNumber: string;

  @Column({ length: 50 })
  keyword: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
