import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * A newsletter subscription's state (double opt-in): `pending` from a sign-up until the link of its
 * confirmation e-mail is clicked, then `subscribed` (the only state that receives the newsletter), and
 * `unsubscribed` once the address leaves.
 */
export const NEWSLETTER_STATUSES = ['pending', 'subscribed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/** A newsletter subscription (blog page). Stored lower-cased. */
@Entity('newsletter_subscribers')
export class NewsletterSubscriberEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index({ unique: true })
  @Column({ length: 320 })
  email: string;

  @Column('varchar', { length: 20, default: 'pending' })
  status: NewsletterStatus;

  /** The latest sign-up (the request, not its confirmation). */
  @Column('timestamptz', { default: () => 'now()' })
  subscribedAt: Date;

  /** When the latest sign-up was confirmed from its e-mail; null while none was. */
  @Column('timestamptz', { nullable: true })
  confirmedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
