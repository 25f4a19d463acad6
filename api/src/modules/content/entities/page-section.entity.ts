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
import { PageEntity } from './page.entity';

/** An editable block of a page, keyed within its page. */
@Entity('page_sections')
// The unique (page_id, section_key) index also serves as the index on the foreign key page_id.
@Index(['pageId', 'sectionKey'], { unique: true })
export class PageSectionEntity {
  @PrimaryGeneratedColumn('identity')
  id: number;

  @Column('integer')
  pageId: number;

  @ManyToOne(() => PageEntity, (page) => page.sections, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'page_id' })
  page?: Relation<PageEntity>;

  @Column({ length: 100 })
  sectionKey: string;

  /** How the web renders it (hero, faq, cards, text...). */
  @Column({ length: 50 })
  sectionType: string;

  @Column('jsonb', { default: () => "'{}'" })
  content: Record<string, unknown>;

  @Column('integer', { default: 0 })
  orderIndex: number;

  @Column({ default: true })
  isActive: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
