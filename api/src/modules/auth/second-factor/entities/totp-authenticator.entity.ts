import { Column, CreateDateColumn, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { UserEntity } from '../../entities/user.entity';

/**
 * An account's authenticator app (RFC 6238 TOTP): at most one per account. Pending until its first code is
 * entered (confirmedAt null), then a second factor of the account.
 */
@Entity('totp_authenticators')
export class TotpAuthenticatorEntity {
  @PrimaryColumn('uuid')
  userId: string;

  @OneToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;

  /** The shared secret, AES-256-GCM encrypted with a key derived from APP_SECRET (TotpSecrets), never in clear. */
  @Column('text')
  encryptedSecret: string;

  /** When the first code was entered; null while the enrolment is pending. */
  @Column({ type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  /**
   * The 30-second time step of the last code accepted: a code is accepted only for a later step (one
   * conditional UPDATE), so each code works once, however many requests carry it at the same time.
   */
  @Column({ type: 'bigint', nullable: true, transformer: { to: (step?: number | null) => step, from: Number } })
  lastUsedStep: number | null;

  @Column({ type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
