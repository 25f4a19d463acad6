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
  UpdateDateColumn,
} from 'typeorm';
import { ConsultationEntity } from './consultation.entity';
import { ServiceInquiryEntity } from './service-inquiry.entity';

/** A client's answers to a portal questionnaire (/portal/questionnaire/:type). */
@Entity('questionnaire_responses')
export class QuestionnaireResponseEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column('uuid', { nullable: true })
  @ForeignKey('UserEntity', { onDelete: 'SET NULL' })
  userId: string | null;

  /** The questionnaire type of the route (the set of kinds is not fixed yet). */
  @Column({ length: 50 })
  kind: string;

  @Index()
  @Column('uuid', { nullable: true })
  consultationId: string | null;

  @ManyToOne(() => ConsultationEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'consultation_id' })
  consultation?: Relation<ConsultationEntity> | null;

  @Index()
  @Column('uuid', { nullable: true })
  serviceInquiryId: string | null;

  @ManyToOne(() => ServiceInquiryEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'service_inquiry_id' })
  serviceInquiry?: Relation<ServiceInquiryEntity> | null;

  @Column('jsonb', { default: () => "'{}'" })
  answers: Record<string, unknown>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
