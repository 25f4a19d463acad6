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
import type { ReferralEventKind } from '../referrals.constants';
import { ReferralEntity } from './referral.entity';

/** The timeline of a referral code, read by staff: conversions, reversals, manual credit adjustments, deactivation. */
@Entity('referral_events')
@Index(['referralId', 'createdAt'])
export class ReferralEventEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  referralId: string;

  @ManyToOne(() => ReferralEntity, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'referral_id' })
  referral?: Relation<ReferralEntity>;

  @Column({ type: 'varchar', length: 50 })
  kind: ReferralEventKind;

  /** The staff member who acted; null for what the system did. */
  @Column('uuid', { nullable: true })
  @ForeignKey('UserEntity', { onDelete: 'SET NULL' })
  actorUserId: string | null;

  /** Cents granted (positive) or taken back (negative) by an adjustment, or the credit a conversion earned. */
  @Column('integer', { nullable: true })
  amountCents: number | null;

  /** Required for a manual adjustment and for deactivating a code. */
  @Column('text', { nullable: true })
  reason: string | null;

  @Column('uuid', { nullable: true })
  @ForeignKey('ReferralConversionEntity', { onDelete: 'SET NULL' })
  conversionId: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
