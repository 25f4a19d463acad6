import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Relation } from 'typeorm';
import { UserEntity } from '../../auth/entities/user.entity';

/** A US federal holiday staff opened for bookings (holidays are closed by default: calendar/federal-holidays.ts). */
@Entity('reopened_days')
export class ReopenedDayEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** YYYY-MM-DD, the holiday's observed date; one row per date. */
  @Column({ type: 'date', unique: true })
  date: string;

  @Column('uuid', { nullable: true })
  createdById: string | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'created_by_id' })
  createdBy?: Relation<UserEntity> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
