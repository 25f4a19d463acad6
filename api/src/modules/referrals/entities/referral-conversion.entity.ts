import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Relation,
  UpdateDateColumn,
} from 'typeorm';
import { UserEntity } from '../../auth/entities/user.entity';
import { InvoiceEntity } from '../../billing/entities/invoice.entity';
import type { ReferralConversionStatus } from '../referrals.constants';
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
  referredUserId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'referred_user_id' })
  referredUser?: Relation<UserEntity>;

  @Index()
  @Column('uuid', { nullable: true })
  firstInvoiceId: string | null;

  @ManyToOne(() => InvoiceEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'first_invoice_id' })
  firstInvoice?: Relation<InvoiceEntity> | null;

  /** In cents of the first invoice's currency. */
  @Column('integer', { nullable: true })
  firstPaidAmountCents: number | null;

  @Column({ type: 'varchar', length: 50, default: 'awarded' })
  status: ReferralConversionStatus;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
