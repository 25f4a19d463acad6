import { Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { ServiceInquiryStatus } from '../bookings.constants';
import { ContactColumns } from './contact-columns';

/** A service inquiry (service inquiry form): the consultation fields plus the project and invoices it led to. */
@Entity('service_inquiries')
export class ServiceInquiryEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column('uuid', { nullable: true })
  @ForeignKey('UserEntity', { onDelete: 'SET NULL' })
  userId: string | null;

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
  @ForeignKey('ProjectEntity', { onDelete: 'SET NULL' })
  projectId: string | null;

  /** Cross-link with invoices.serviceInquiryId (a cycle, both sides SET NULL). */
  @Index()
  @Column('uuid', { nullable: true })
  @ForeignKey('InvoiceEntity', { onDelete: 'SET NULL' })
  depositInvoiceId: string | null;

  @Index()
  @Column('uuid', { nullable: true })
  @ForeignKey('InvoiceEntity', { onDelete: 'SET NULL' })
  balanceInvoiceId: string | null;

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

  /**
   * When staff first answered it: its first status change away from `pending`. Kept so the dashboard's response times
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
