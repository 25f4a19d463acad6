import {
  Check,
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
import { InvoiceEntity } from '../../billing/entities/invoice.entity';
import { ProjectEntity } from '../../projects/entities/project.entity';
import type { TestimonialSource, TestimonialStatus } from '../content.constants';

/**
 * A client testimonial. Shown publicly only when approved (status) and active; one left through
 * the secure post-payment link is published only with consentPublic.
 */
@Entity('testimonials')
@Index(['status', 'isActive'])
@Check('"rating" BETWEEN 0 AND 5')
export class TestimonialEntity {
  @PrimaryGeneratedColumn('identity')
  id: number;

  @Column({ length: 255 })
  name: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  company: string | null;

  @Column('text')
  content: string;

  /** 0-5 stars (the forms offer 1-5, default 5). */
  @Column('smallint')
  rating: number;

  @Column('text', { nullable: true })
  image: string | null;

  /** Free text, usually one of the offered service titles. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  serviceCategory: string | null;

  @Column({ default: true })
  isActive: boolean;

  @Column({ type: 'varchar', length: 50, default: 'post-payment' })
  source: TestimonialSource;

  @Index()
  @Column('uuid', { nullable: true })
  relatedInvoiceId: string | null;

  @ManyToOne(() => InvoiceEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'related_invoice_id' })
  relatedInvoice?: Relation<InvoiceEntity> | null;

  @Index()
  @Column('uuid', { nullable: true })
  relatedProjectId: string | null;

  @ManyToOne(() => ProjectEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'related_project_id' })
  relatedProject?: Relation<ProjectEntity> | null;

  @Column({ default: false })
  consentPublic: boolean;

  /**
   * The id of the secure feedback link this testimonial was written through. Unique: the database
   * lets each link be used once, even when two submissions race.
   */
  @Index({ unique: true })
  @Column('uuid', { nullable: true })
  feedbackTokenId: string | null;

  @Column({ type: 'varchar', length: 50, default: 'pending' })
  status: TestimonialStatus;

  @Index()
  @Column('uuid', { nullable: true })
  userId: string | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<UserEntity> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
