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
} from 'typeorm';
import { GeneralQuestionEntity } from '../entities/general-question.entity';

/** Staff's e-mailed answer to a quick question, kept for the question's history with the mail it sent. */
@Entity('question_replies')
export class QuestionReplyEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column('uuid')
  questionId: string;

  @ManyToOne(() => GeneralQuestionEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'question_id' })
  question?: Relation<GeneralQuestionEntity>;

  @Column('text')
  message: string;

  /** The e-mail (its delivery status shows in the history). */
  @Column('uuid', { nullable: true })
  @ForeignKey('OutboxMessageEntity', { onDelete: 'SET NULL' })
  outboxMessageId: string | null;

  @Column('uuid', { nullable: true })
  @ForeignKey('UserEntity', { onDelete: 'SET NULL' })
  sentByUserId: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
