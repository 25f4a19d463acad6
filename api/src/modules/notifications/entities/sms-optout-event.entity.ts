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

/** An inbound opt-out or opt-in keyword (STOP, START, ...) from a phone number. */
@Entity('sms_optout_events')
export class SmsOptoutEventEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column('uuid', { nullable: true })
  userId: string | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<UserEntity> | null;

  /** E.164 number; indexed to check a number's latest keyword before sending. */
  @Index()
  @Column({ length: 20 })
  toNumber: string;

  @Column({ length: 50 })
  keyword: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
