import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * How many e-mails of one kind one address has received in its current window (MailQuotas): one row
 * per (purpose, recipient), so a single upsert decides, atomically and for every replica, whether one
 * more may go.
 */
@Entity('mail_quotas')
export class MailQuotaEntity {
  /** What is counted, e.g. `lead-acknowledgement`. */
  @PrimaryColumn({ length: 50 })
  purpose: string;

  /** The address, lower-cased. */
  @PrimaryColumn({ length: 320 })
  recipient: string;

  /** When the current window began (it lasts MAIL_QUOTA_WINDOW_HOURS). */
  @Column('timestamptz')
  windowStartedAt: Date;

  /** E-mails sent in the current window. */
  @Column('int')
  used: number;
}
