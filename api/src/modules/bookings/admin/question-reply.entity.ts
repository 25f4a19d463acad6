import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Relation,
} from 'typeorm';
import { UserEntity } from '../../auth/entities/user.entity';
import { OutboxMessageEntity } from '../../notifications/outbox/outbox-message.entity';
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
  outboxMessageId: string | null;

  @ManyToOne(() => OutboxMessageEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'outbox_message_id' })
  outboxMessage?: Relation<OutboxMessageEntity> | null;

  @Column('uuid', { nullable: true })
  sentByUserId: string | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'sent_by_user_id' })
  sentBy?: Relation<UserEntity> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
