import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../../entities/user.entity';

/** One of an account's single-use recovery codes, stored as a keyed hash (APP_SECRET), never in clear. */
@Entity('recovery_codes')
@Index(['userId', 'codeHash'], { unique: true })
export class RecoveryCodeEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;

  @Column({ length: 64 })
  codeHash: string;

  /** When it was used; a used code never works again (one conditional UPDATE claims it). */
  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
