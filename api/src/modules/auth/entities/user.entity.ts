import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { UserRole } from '../auth.constants';

/** A customer or staff account. */
@Entity('users')
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Always stored lower-cased (the auth service normalises it before every read and write). */
  @Index({ unique: true })
  @Column({ length: 320 })
  email: string;

  /** Password hash; null for accounts made by external sign-in or by staff before a password is set. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  password: string | null;

  @Column({ default: false })
  emailVerified: boolean;

  @Column({ type: 'varchar', length: 100, nullable: true })
  firstName: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  lastName: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  country: string | null;

  @Column('text', { nullable: true })
  profileImageUrl: string | null;

  @Column({ type: 'varchar', length: 50, default: 'customer' })
  role: UserRole;

  @Column({ default: false })
  isSuspended: boolean;

  /** When the current suspension began; null when the account is not suspended. */
  @Column('timestamptz', { nullable: true })
  suspendedAt: Date | null;

  /** The staff member who suspended the account (null when not suspended, or when that account is gone). */
  @Column('uuid', { nullable: true })
  suspendedById: string | null;

  @ManyToOne(() => UserEntity, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'suspended_by_id' })
  suspendedBy?: UserEntity | null;

  /** IANA time zone, e.g. America/New_York; null means the business time zone. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  timezone: string | null;

  @Column({ default: true })
  wantsReminders: boolean;

  /** referrals.code this user signed up with (kept as text, the referral may be deactivated later). */
  @Index()
  @Column({ type: 'varchar', length: 20, nullable: true })
  referredByCode: string | null;

  @Column({ default: false })
  smsOptIn: boolean;

  @Column('timestamptz', { nullable: true })
  phoneVerifiedAt: Date | null;

  /** When the owner was last told that someone is guessing the password (at most once a day). */
  @Column('timestamptz', { nullable: true })
  signInWarnedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
