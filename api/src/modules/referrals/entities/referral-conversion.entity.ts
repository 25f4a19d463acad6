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
import type { ReferralConversionStatus, ReferralRejectedReason } from '../referrals.constants';
import { ReferralEntity } from './referral.entity';

/** A referred user's first paid invoice, which earns the referrer a credit. A user converts once. */
@Entity('referral_conversions')
export class ReferralConversionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column('uuid')
  referralId: string;

  @ManyToOne(() => ReferralEntity, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'referral_id' })
  referral?: Relation<ReferralEntity>;

  @Index({ unique: true })
  @Column('uuid')
  @ForeignKey('UserEntity', { onDelete: 'CASCADE' })
  referredUserId: string;

  @Index()
  @Column('uuid', { nullable: true })
  @ForeignKey('InvoiceEntity', { onDelete: 'SET NULL' })
  firstInvoiceId: string | null;

  /** In cents of the first invoice's currency. */
  @Column('integer', { nullable: true })
  firstPaidAmountCents: number | null;

  @Column({ type: 'varchar', length: 50, default: 'awarded' })
  status: ReferralConversionStatus;

  /** Why it earned nothing (status rejected); null otherwise. */
  @Column({ type: 'varchar', length: 50, nullable: true })
  rejectedReason: ReferralRejectedReason | null;

  /** The referrer's account credit it earned (billing's), and its amount in cents when granted. */
  @Index()
  @Column('uuid', { nullable: true })
  @ForeignKey('AccountCreditEntity', { onDelete: 'SET NULL' })
  accountCreditId: string | null;

  @Column('integer', { nullable: true })
  creditCents: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
