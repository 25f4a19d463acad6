import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  OneToMany,
  PrimaryGeneratedColumn,
  Relation,
  UpdateDateColumn,
} from 'typeorm';
import { PageSectionEntity } from './page-section.entity';

/** A static page's editable text and SEO data (home, services, about, contact, legal pages...). */
@Entity('pages')
export class PageEntity {
  @PrimaryGeneratedColumn('identity')
  id: number;

  @Index({ unique: true })
  @Column({ length: 255 })
  slug: string;

  /** The document <title>. */
  @Column({ length: 255 })
  title: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  metaDescription: string | null;

  /** Page-specific JSON (shapes in seeds/seed-content.types.ts). */
  @Column('jsonb', { default: () => "'{}'" })
  content: Record<string, unknown>;

  @Column({ default: true })
  isPublished: boolean;

  @OneToMany(() => PageSectionEntity, (section) => section.page)
  sections?: Relation<PageSectionEntity>[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
