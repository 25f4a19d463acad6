import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { ServiceCategory } from '../content.constants';

/** An offering shown on the home and services pages. */
@Entity('services')
@Index(['isActive', 'orderIndex'])
export class ServiceEntity {
  @PrimaryGeneratedColumn('identity')
  id: number;

  @Column({ length: 255 })
  title: string;

  @Column('text')
  description: string;

  @Column({ length: 500 })
  shortDescription: string;

  @Column('text', { nullable: true })
  image: string | null;

  @Column({ type: 'varchar', length: 50 })
  category: ServiceCategory;

  @Column('text', { array: true, default: () => "'{}'" })
  features: string[];

  /** Other words visitors use for it ("also known as"): the assistant recognises them; not shown on the site. */
  @Column('text', { array: true, default: () => "'{}'" })
  keywords: string[];

  @Column('integer', { default: 0 })
  orderIndex: number;

  @Column({ default: true })
  isActive: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
