import { Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A blog article, found by slug or by numeric id (docs/modules/content.md). */
@Entity('blog')
@Index(['isPublished', 'publishedAt'])
export class BlogPostEntity {
  @PrimaryGeneratedColumn('identity')
  id: number;

  @Column({ length: 255 })
  title: string;

  @Index({ unique: true })
  @Column({ length: 255 })
  slug: string;

  @Column('text', { nullable: true })
  excerpt: string | null;

  /** Plain paragraphs separated by blank lines; empty or null lets the canned body for the topic apply. */
  @Column('text', { nullable: true })
  content: string | null;

  @Column('text', { nullable: true })
  image: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  metaDescription: string | null;

  /** The first tag is the card label. */
  @Column('text', { array: true, default: () => "'{}'" })
  tags: string[];

  @Index()
  @Column('uuid', { nullable: true })
  @ForeignKey('UserEntity', { onDelete: 'SET NULL' })
  authorId: string | null;

  @Column({ default: false })
  isPublished: boolean;

  /** When the article first went public; the blog lists newest first by it. */
  @Column('timestamptz', { nullable: true })
  publishedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
