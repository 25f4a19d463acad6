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
import { PAGE_SECTION_TYPES, type PageSectionType } from '../content.constants';
import { PageEntity } from './page.entity';

const SECTION_TYPE_LIST = PAGE_SECTION_TYPES.map((type) => `'${type}'`).join(', ');

/** An editable block of a page, keyed within its page. */
@Entity('page_sections')
// The unique (page_id, section_key) index also serves as the index on the foreign key page_id.
@Index(['pageId', 'sectionKey'], { unique: true })
@Check('CHK_page_sections_section_type', `"section_type" IN (${SECTION_TYPE_LIST})`)
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

  /** How the web renders it; `content` has the type's shape (dto/page-section-content.dto.ts). */
  @Column({ type: 'varchar', length: 50 })
  sectionType: PageSectionType;

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
