import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
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
  @ForeignKey('InvoiceEntity', { onDelete: 'SET NULL' })
  relatedInvoiceId: string | null;

  @Index()
  @Column('uuid', { nullable: true })
  @ForeignKey('ProjectEntity', { onDelete: 'SET NULL' })
  relatedProjectId: string | null;

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
  @ForeignKey('UserEntity', { onDelete: 'SET NULL' })
  userId: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
