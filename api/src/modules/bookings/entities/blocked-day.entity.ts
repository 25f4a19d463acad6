import { Column, CreateDateColumn, Entity, ForeignKey, PrimaryGeneratedColumn } from 'typeorm';

/** A weekday staff closed for bookings: it offers no slot (a date of the business time zone). */
@Entity('blocked_days')
export class BlockedDayEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** YYYY-MM-DD; one row per date. */
  @Column({ type: 'date', unique: true })
  date: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  reason: string | null;

  @Column('uuid', { nullable: true })
  @ForeignKey('UserEntity', { onDelete: 'SET NULL' })
  createdById: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
