import {
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Relation,
  UpdateDateColumn,
} from 'typeorm';
import type { ConsultationStatus } from '../bookings.constants';
import { ContactColumns } from './contact-columns';

/** A consultation booking (consultation form), optionally at a chosen time. */
@Entity('consultations')
export class ConsultationEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column('uuid', { nullable: true })
  @ForeignKey('UserEntity', { onDelete: 'SET NULL' })
  userId: string | null;

  @Column(() => ContactColumns, { prefix: false })
  contact: ContactColumns;

  /** firstName and lastName joined by a space. */
  @Column({ length: 255 })
  name: string;

  /** The "where are you at" stage (BUSINESS_STAGES, docs/modules/bookings.md). */
  @Column({ length: 100 })
  businessType: string;

  @Column('text', { array: true, default: () => "'{}'" })
  servicesInterested: string[];

  @Column({ length: 100 })
  budget: string;

  @Column('text')
  message: string;

  @Column({ type: 'varchar', length: 50, default: 'pending' })
  status: ConsultationStatus;

  /** Indexed: availability reads bookings by time range. */
  @Index()
  @Column('timestamptz', { nullable: true })
  scheduledAt: Date | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  calendarEventId: string | null;

  @Column('text', { nullable: true })
  meetingLink: string | null;

  /**
   * The booking this one replaces (reschedule: oldConsultationId of the submit). Unique: a booking is moved
   * once, so its reschedules form one chain, counted by the reschedule rules.
   */
  @Index({ unique: true })
  @Column('uuid', { nullable: true })
  rescheduledFromId: string | null;

  /**
   * Made by a reschedule less than 24 hours before the time it replaced: the one such reschedule a chain
   * allows (lifecycle/reschedule-policy.ts).
   */
  @Column({ default: false })
  lateReschedule: boolean;

  @ManyToOne(() => ConsultationEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'rescheduled_from_id' })
  rescheduledFrom?: Relation<ConsultationEntity> | null;

  /** The client address (request IP behind TRUST_PROXY) it was sent from, as it was. Null for older rows. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  clientAddress: string | null;

  /**
   * The network of clientAddress one client is counted by (clientNetwork: an IPv6 address's /64): caps the
   * pending bookings of one client (PENDING_CONSULTATIONS_PER_IP) and lets staff release them together.
   */
  @Index()
  @Column({ type: 'varchar', length: 64, nullable: true })
  clientNetwork: string | null;

  /** Indexed: the dashboard counts by period. */
  @Index()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
