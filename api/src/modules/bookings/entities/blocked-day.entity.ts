import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Relation } from 'typeorm';
import { UserEntity } from '../../auth/entities/user.entity';

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
  createdById: string | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'created_by_id' })
  createdBy?: Relation<UserEntity> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
