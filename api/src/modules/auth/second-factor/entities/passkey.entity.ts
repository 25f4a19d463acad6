import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../../entities/user.entity';

/** A WebAuthn credential (a passkey or security key) registered as a second factor of an account. */
@Entity('passkeys')
export class PasskeyEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column('uuid')
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;

  /** The authenticator's credential id (base64url); one credential belongs to one account. */
  @Index({ unique: true })
  @Column({ length: 1400 })
  credentialId: string;

  /** The COSE public key the authenticator's signatures are checked with. */
  @Column('bytea')
  publicKey: Buffer;

  /**
   * The authenticator's signature counter as last seen: a later assertion must carry a higher one (when
   * the authenticator counts at all), else it may come from a cloned authenticator and is refused.
   */
  @Column({ type: 'bigint', default: 0, transformer: { to: (counter?: number) => counter, from: Number } })
  counter: number;

  /** How the browser can reach it (usb, nfc, ble, internal, hybrid), a hint for later sign-ins. */
  @Column('text', { array: true, default: () => "'{}'" })
  transports: string[];

  /** A name the owner recognises it by, e.g. "MacBook Touch ID". */
  @Column({ length: 100 })
  name: string;

  /** Whether the credential can be synced between devices (multiDevice) and is backed up. */
  @Column({ default: false })
  backedUp: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
