import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Relation,
  UpdateDateColumn,
} from 'typeorm';
import { UserEntity } from '../../auth/entities/user.entity';
import type { GeneralQuestionStatus } from '../bookings.constants';
import { ContactColumns } from './contact-columns';

/** A quick question (quick question form), answered within 24 hours. */
@Entity('general_questions')
export class GeneralQuestionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column('uuid', { nullable: true })
  userId: string | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<UserEntity> | null;

  @Column(() => ContactColumns, { prefix: false })
  contact: ContactColumns;

  /** The service the question is about (the 8 offered services plus General Business Consulting). */
  @Column({ length: 255 })
  serviceQuestion: string;

  /** The question text; the form requires it, the stored model allows it to be empty. */
  @Column('text', { nullable: true })
  message: string | null;

  @Column({ type: 'varchar', length: 50, default: 'pending' })
  status: GeneralQuestionStatus;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
