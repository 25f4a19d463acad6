import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { VerificationCodeType } from '../auth.constants';

/** A 6-character e-mail verification or password-reset code. Only its hash is stored. */
@Entity('verification_codes')
// At most one live code per address and purpose: a new code voids the previous one, even under races.
@Index('uq_verification_codes_live', ['email', 'type'], { unique: true, where: 'NOT "used"' })
export class VerificationCodeEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column({ length: 320 })
  email: string;

  /** Hash of the code (column code); the plain code only ever leaves in the e-mail. */
  @Column({ length: 255 })
  codeHash: string;

  @Column({ type: 'varchar', length: 50 })
  type: VerificationCodeType;

  @Column('timestamptz')
  expiresAt: Date;

  @Column({ default: false })
  used: boolean;

  /** Wrong guesses against this code; the service gives up on it past a limit. */
  @Column('integer', { default: 0 })
  attempts: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
