import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** An event's life: pending until every subscriber has run it, failed once out of attempts. */
export const DOMAIN_EVENT_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type DomainEventStatus = (typeof DOMAIN_EVENT_STATUSES)[number];

/**
 * The events' outbox: each event is written here in the transaction that caused it, handed to the queue once
 * that commits, and swept again when the hand-over never happened (a process stopped in between).
 */
@Entity('domain_events')
@Index(['status', 'dispatchedAt'])
export class DomainEventEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The event type's name, e.g. billing.invoice-paid. */
  @Index()
  @Column({ length: 100 })
  name: string;

  /** The event's EventPayload (typed loosely here: TypeORM's partial types do not take a recursive one). */
  @Column('jsonb')
  payload: object;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: DomainEventStatus;

  /** Deliveries tried so far that left a subscriber failing. */
  @Column('integer', { default: 0 })
  attempts: number;

  /** The failing subscribers of the last attempt, with their errors. */
  @Column('text', { nullable: true })
  lastError: string | null;

  /** When it was last handed to the queue; the sweep hands over again what waited too long. */
  @Column('timestamptz', { nullable: true })
  dispatchedAt: Date | null;

  @Column('timestamptz', { nullable: true })
  deliveredAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  occurredAt: Date;
}
