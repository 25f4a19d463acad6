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
import { ProposalEntity } from './proposal.entity';

/** A priced line of a proposal. */
@Entity('proposal_items')
export class ProposalItemEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column('uuid')
  proposalId: string;

  @ManyToOne(() => ProposalEntity, (proposal) => proposal.items, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'proposal_id' })
  proposal?: Relation<ProposalEntity>;

  @Column({ length: 500 })
  title: string;

  @Column('text', { nullable: true })
  description: string | null;

  /** Quantity in hundredths of a unit (PROPOSAL_QTY_SCALE): 100 = 1 unit, 250 = 2.5 units. */
  @Column('integer', { default: 100 })
  qty: number;

  @Column('integer', { default: 0 })
  unitPriceCents: number;

  /** Its own tax rate in basis points (0: exempt); null: the proposal's taxRateBasisPoints. */
  @Column('integer', { nullable: true })
  taxRateBasisPoints: number | null;

  /** round(qty * unitPriceCents / 100), half up (priceDocument). */
  @Column('integer', { default: 0 })
  lineTotalCents: number;

  @Column('integer', { default: 0 })
  orderIndex: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
