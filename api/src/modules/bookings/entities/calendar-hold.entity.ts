import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Relation,
} from 'typeorm';
import { ConsultationEntity } from './consultation.entity';
import { ServiceInquiryEntity } from './service-inquiry.entity';

/** The partial unique index that lets one slot be held by at most one active booking. */
export const ACTIVE_SLOT_INDEX = 'UQ_calendar_holds_active_slot';

/**
 * A time slot held by a consultation or a service inquiry. Held while the booking is pending or confirmed;
 * released (releasedAt set) when it is cancelled, declined or moved. The database, not the code, guarantees
 * that one slot start has at most one unreleased hold, across both kinds of booking.
 */
@Entity('calendar_holds')
@Index(ACTIVE_SLOT_INDEX, ['slotStart'], { unique: true, where: '"released_at" IS NULL' })
@Check('CHK_calendar_holds_one_booking', '("consultation_id" IS NULL) <> ("service_inquiry_id" IS NULL)')
export class CalendarHoldEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('timestamptz')
  slotStart: Date;

  @Column('timestamptz')
  slotEnd: Date;

  @Index()
  @Column('uuid', { nullable: true })
  consultationId: string | null;

  @ManyToOne(() => ConsultationEntity, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'consultation_id' })
  consultation?: Relation<ConsultationEntity> | null;

  @Index()
  @Column('uuid', { nullable: true })
  serviceInquiryId: string | null;

  @ManyToOne(() => ServiceInquiryEntity, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'service_inquiry_id' })
  serviceInquiry?: Relation<ServiceInquiryEntity> | null;

  @Column('timestamptz', { nullable: true })
  releasedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
