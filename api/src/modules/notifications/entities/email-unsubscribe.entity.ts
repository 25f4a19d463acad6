import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** An address that must get no marketing e-mail (transactional e-mail still goes). Stored lower-cased. */
@Entity('email_unsubscribes')
export class EmailUnsubscribeEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index({ unique: true })
  @Column({ length: 320 })
  email: string;

  @Column('text', { nullable: true })
  reason: string | null;

  @Column('timestamptz', { default: () => 'now()' })
  unsubscribedAt: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
