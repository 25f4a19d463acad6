import { Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { GeneralQuestionStatus } from '../bookings.constants';
import { ContactColumns } from './contact-columns';

/** A quick question (quick question form), answered within 24 hours. */
@Entity('general_questions')
export class GeneralQuestionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column('uuid', { nullable: true })
  @ForeignKey('UserEntity', { onDelete: 'SET NULL' })
  userId: string | null;

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

  /**
   * When staff first answered it: its first reply, or its first status change away from `pending` (answered by other means). Kept so the dashboard's response times
   * (docs/dashboard.md) read one column instead of the whole history.
   */
  @Column('timestamptz', { nullable: true })
  firstAnsweredAt: Date | null;

  /** Indexed: the dashboard counts by period. */
  @Index()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
