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
import { InvoiceEntity } from '../../billing/entities/invoice.entity';
import { ProjectEntity } from '../../projects/entities/project.entity';
import type { ServiceInquiryStatus } from '../bookings.constants';
import { ContactColumns } from './contact-columns';

/** A service inquiry (service inquiry form): the consultation fields plus the project and invoices it led to. */
@Entity('service_inquiries')
export class ServiceInquiryEntity {
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

  /** firstName and lastName joined by a space. */
  @Column({ length: 255 })
  name: string;

  @Column({ length: 100 })
  businessType: string;

  @Column('text', { array: true, default: () => "'{}'" })
  servicesInterested: string[];

  @Column({ length: 100 })
  budget: string;

  @Column('text')
  message: string;

  @Column({ type: 'varchar', length: 50, default: 'pending' })
  status: ServiceInquiryStatus;

  /** Indexed: availability reads bookings by time range. */
  @Index()
  @Column('timestamptz', { nullable: true })
  scheduledAt: Date | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  calendarEventId: string | null;

  @Column('text', { nullable: true })
  meetingLink: string | null;

  @Index()
  @Column('uuid', { nullable: true })
  projectId: string | null;

  @ManyToOne(() => ProjectEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'project_id' })
  project?: Relation<ProjectEntity> | null;

  /** Cross-link with invoices.serviceInquiryId (a cycle, both sides SET NULL). */
  @Index()
  @Column('uuid', { nullable: true })
  depositInvoiceId: string | null;

  @ManyToOne(() => InvoiceEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'deposit_invoice_id' })
  depositInvoice?: Relation<InvoiceEntity> | null;

  @Index()
  @Column('uuid', { nullable: true })
  balanceInvoiceId: string | null;

  @ManyToOne(() => InvoiceEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'balance_invoice_id' })
  balanceInvoice?: Relation<InvoiceEntity> | null;

  /** The client address (request IP behind TRUST_PROXY) it was sent from, as it was. Null for older rows. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  clientAddress: string | null;

  /**
   * The network of clientAddress one client is counted by (clientNetwork: an IPv6 address's /64): caps the
   * pending bookings of one client (PENDING_CONSULTATIONS_PER_IP) and lets staff release them together.
   */
  @Index()
  @Column({ type: 'varchar', length: 64, nullable: true })
  clientNetwork: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
