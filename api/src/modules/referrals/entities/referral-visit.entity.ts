import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A visit that arrived through a referral link. */
@Entity('referral_visits')
export class ReferralVisitEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** referrals.code, kept as a plain indexed column (visits may carry unknown or retired codes). */
  @Index()
  @Column({ length: 20 })
  referralCode: string;

  /** SHA-256 hex of the visitor's IP; the IP itself is never stored. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  ipHash: string | null;

  @Column('text', { nullable: true })
  userAgent: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
