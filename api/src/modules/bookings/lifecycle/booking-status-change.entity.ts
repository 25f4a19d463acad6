import { Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { BookingKind } from './status-transitions';

/** One status change of a consultation, service inquiry or question: the history staff see. */
@Entity('booking_status_changes')
@Index(['bookingKind', 'bookingId', 'createdAt'])
export class BookingStatusChangeEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 30 })
  bookingKind: BookingKind;

  /** The consultation, service inquiry or question (no foreign key: it names one of three tables). */
  @Column('uuid')
  bookingId: string;

  @Column({ type: 'varchar', length: 50 })
  fromStatus: string;

  @Column({ type: 'varchar', length: 50 })
  toStatus: string;

  /** Staff's note, also shown to the visitor in the e-mail about the change. */
  @Column('text', { nullable: true })
  note: string | null;

  /** The staff member; null when the visitor did it through a signed link. */
  @Column('uuid', { nullable: true })
  @ForeignKey('UserEntity', { onDelete: 'SET NULL' })
  changedByUserId: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
