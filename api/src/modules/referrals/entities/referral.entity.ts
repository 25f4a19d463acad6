import { Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A client's referral code (/portal/refer). */
@Entity('referrals')
export class ReferralEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** One code per client: the unique index makes two first visits at once share one code. */
  @Index({ unique: true })
  @Column('uuid')
  @ForeignKey('UserEntity', { onDelete: 'CASCADE' })
  referrerUserId: string;

  @Index({ unique: true })
  @Column({ length: 20 })
  code: string;

  @Column({ default: true })
  isActive: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
