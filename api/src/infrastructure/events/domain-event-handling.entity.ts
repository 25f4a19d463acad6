import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { DomainEventEntity } from './domain-event.entity';

/**
 * One subscriber's run of one event, written in the subscriber's own transaction: the unique pair lets a
 * second run (a retried job, a sweep, another replica) find it taken and skip, and a run that fails rolls
 * its row back with its work, so the retry runs it again.
 */
@Entity('domain_event_handlings')
@Unique(['eventId', 'subscriber'])
export class DomainEventHandlingEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  eventId: string;

  @ManyToOne(() => DomainEventEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id' })
  event?: DomainEventEntity;

  /** The subscriber's stable name, e.g. billing.payment-receipt. */
  @Column({ length: 100 })
  subscriber: string;

  @CreateDateColumn({ type: 'timestamptz' })
  handledAt: Date;
}
