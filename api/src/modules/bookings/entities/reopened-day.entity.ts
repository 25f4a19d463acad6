import { Column, CreateDateColumn, Entity, ForeignKey, PrimaryGeneratedColumn } from 'typeorm';

/** A US federal holiday staff opened for bookings (holidays are closed by default: calendar/federal-holidays.ts). */
@Entity('reopened_days')
export class ReopenedDayEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** YYYY-MM-DD, the holiday's observed date; one row per date. */
  @Column({ type: 'date', unique: true })
  date: string;

  @Column('uuid', { nullable: true })
  @ForeignKey('UserEntity', { onDelete: 'SET NULL' })
  createdById: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
