import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A visit that arrived through a referral link: one row per code, visitor and day (the unique index), so a
 * visitor who comes back the same day is not counted twice.
 */
@Entity('referral_visits')
@Index(['referralCode', 'visitorHash', 'visitedOn'], { unique: true })
export class ReferralVisitEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** referrals.code, kept as a plain indexed column (visits may carry unknown or retired codes). */
  @Index()
  @Column({ length: 20 })
  referralCode: string;

  /** Salted SHA-256 hex of the visitor's address (docs/modules/referrals.md#visits); never the address itself. */
  @Column({ type: 'varchar', length: 64 })
  visitorHash: string;

  /** The visit's day in the business time zone (America/New_York). */
  @Column('date')
  visitedOn: string;

  @Column('text', { nullable: true })
  userAgent: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
