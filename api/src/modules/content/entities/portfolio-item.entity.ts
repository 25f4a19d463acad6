import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { PortfolioCategory } from '../content.constants';

/** A case study shown on /portfolio (and the first 3 on the home page). */
@Entity('portfolio')
@Index(['isActive', 'createdAt'])
export class PortfolioItemEntity {
  @PrimaryGeneratedColumn('identity')
  id: number;

  @Column({ length: 255 })
  title: string;

  @Column('text')
  description: string;

  @Column('text', { nullable: true })
  image: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  clientName: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  industry: string | null;

  @Column({ type: 'varchar', length: 50, default: 'other' })
  serviceCategory: PortfolioCategory;

  @Column('text', { array: true, default: () => "'{}'" })
  results: string[];

  @Column('text', { array: true, default: () => "'{}'" })
  tags: string[];

  @Column({ default: true })
  isActive: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
