import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';

/**
 * Each provider event (an inbound text, a payment event) by its provider's id, stored once before it is acted
 * on: a replayed or redelivered request finds its id taken and changes nothing.
 */
@Entity('webhook_events')
@Unique(['provider', 'eventId'])
export class WebhookEventEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Who sent it: `twilio`, `stripe` (or `simulated`, the test-mode checkout). */
  @Column({ length: 20 })
  provider: string;

  /** The provider's own id of the event (Twilio's MessageSid, Stripe's event id). */
  @Column({ length: 255 })
  eventId: string;

  @CreateDateColumn({ type: 'timestamptz' })
  receivedAt: Date;
}
