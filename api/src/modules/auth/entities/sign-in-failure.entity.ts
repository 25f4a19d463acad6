import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Wrong passwords against one address from every client together (SignInFailures): one row per address,
 * moved by one upsert per failure, so the ceiling holds under concurrency and on every replica.
 */
@Entity('sign_in_failures')
export class SignInFailureEntity {
  /** The address tried, lower-cased (whether or not it has an account). */
  @PrimaryColumn({ length: 320 })
  email: string;

  /** Failures since the count last started (a password reset, or a quiet SIGN_IN_FAILURE_MEMORY_HOURS). */
  @Column('int')
  failures: number;

  @Column('timestamptz')
  lastFailureAt: Date;

  /** Past the ceiling: no password is checked for the address before this moment. Null below it. */
  @Column({ type: 'timestamptz', nullable: true })
  nextAttemptAt: Date | null;
}
